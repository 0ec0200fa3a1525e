/**
 * The server's clock for the admin page: the notices show and hide by the server's clock, not the
 * editor's computer, so the preview says whether a notice is live by the same one. The offset is
 * the site's own (app/lib/server-clock.ts); only where it is read from differs: the site's icon,
 * since `npm run cms` serves no build file to ask. A static file, answered at once: a page (`/`)
 * is answered after it is rendered, seconds in development, and its `Date` then tells the time the
 * answer left, not the middle of the wait the offset assumes, putting the clock ahead by half of it.
 */
import { noteServerDate, serverNow } from "#app/lib/server-clock.ts";

/** Reads the server's time once; until it answers (or if it cannot), the computer's is used. */
export async function syncServerClock(origin = location.origin): Promise<void> {
  const sentAt = Date.now();
  try {
    noteServerDate(await fetch(`${origin}/favicon.svg`, { method: "HEAD", cache: "no-store" }), sentAt);
  } catch {
    // Offline: the computer's clock is the best there is.
  }
}

export const serverNowOrLocal = () => serverNow() ?? Date.now();
