/**
 * The running data router, as React Router exposes it on window. The shell reads its live state
 * where a component's rendered copy may already be stale: the route overlay must know whether
 * another navigation has started since the page it is about to reveal was rendered.
 */
import type { DataRouter } from "react-router";

export interface RouterWindow {
  __reactRouterDataRouter?: DataRouter;
  __reactRouterManifest?: { routes: Record<string, { module?: string }> };
  __reactRouterRouteModules?: Record<string, unknown>;
}

export const liveRouter = (): DataRouter | undefined =>
  typeof window === "undefined" ? undefined : (window as unknown as RouterWindow).__reactRouterDataRouter;

/** True while a navigation is loading or submitting, by the router's current state. */
export const navigationPending = (): boolean => (liveRouter()?.state.navigation.state ?? "idle") !== "idle";
