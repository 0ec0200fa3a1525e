/**
 * The server's clock, as the admin page can know it: the `Date` of a response from the site. The
 * notices show and hide by the server's clock, not the editor's computer, so the preview says
 * whether a notice is live by the same one (to the second; a computer set an hour wrong is common).
 */
let offsetMs = 0;

/** Reads the server's time once; until it answers (or if it cannot), the computer's is used. */
export async function syncServerClock(origin = location.origin): Promise<void> {
  try {
    const sent = Date.now();
    const response = await fetch(`${origin}/`, { method: "HEAD", cache: "no-store" });
    const date = Date.parse(response.headers.get("date") ?? "");
    // The header is whole seconds, stamped about half-way through the round trip.
    if (Number.isFinite(date)) offsetMs = date + 500 - (sent + Date.now()) / 2;
  } catch {
    // Offline: the computer's clock is the best there is.
  }
}

export const serverNow = () => Date.now() + offsetMs;
