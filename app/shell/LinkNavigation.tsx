import { useEffect } from "react";
import { useNavigate } from "react-router";
import { setLinkNavigator } from "#app/lib/link-navigation.ts";

/**
 * Plugs the router's navigate into the site's links (lib/link-navigation.ts): once the app has
 * started, a click on a link is followed inside the app; before, the browser loads the page.
 */
export function LinkNavigation(): null {
  const navigate = useNavigate();
  useEffect(() => setLinkNavigator((to, options) => void navigate(to, options)), [navigate]);
  return null;
}
