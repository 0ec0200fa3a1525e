import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce of a server-rendered response. Prerendered pages have none
 * (their inline scripts are allowed by hash), and the browser has none after hydration.
 */
export const NonceContext = createContext<string | undefined>(undefined);

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
