import { createContext } from "react-router";

export interface RequestInfo {
  /** Per-request nonce for the Content-Security-Policy (absent while prerendering). */
  nonce?: string;
}

/**
 * What the production server tells the app about a request. The server reaches this key
 * through the server entry's `requestContext` export (server/server-build.js), so both sides use the same object.
 */
export const requestContext = createContext<RequestInfo>({});
