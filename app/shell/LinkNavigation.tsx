import { useEffect } from "react";
import { useNavigate } from "react-router";
import { setLinkNavigator } from "#app/lib/link-navigation.ts";
import { keepScrollOnNextNavigation } from "./ScrollMemory.tsx";

/**
 * Plugs the router's navigate into the site's links and forms (lib/link-navigation.ts): once the
 * app has started, a click on a link is followed inside the app; before, the browser loads the
 * page. Whether the navigation keeps the scroll position goes to the scroll memory.
 */
export function LinkNavigation(): null {
  const navigate = useNavigate();
  useEffect(
    () =>
      setLinkNavigator(({ pathname, search, hash }, { replace, preventScrollReset, state }) => {
        keepScrollOnNextNavigation(preventScrollReset);
        void navigate({ pathname, search, hash }, { replace, state });
      }),
    [navigate],
  );
  return null;
}
