/**
 * An amount in Jordanian dinars in US dollars, as the page for applicants from abroad shows it:
 * at the rate written in the content (dollars per dinar), rounded to the nearest whole dollar,
 * a half dollar rounded up. Worked in whole units (fils and ten-thousandths of a dollar), so a rate
 * such as 1.41 gives 70.5 → 71 for 50 dinars, not 70 from the float 70.49999… (lib/decimal.ts,
 * decision 029).
 */
import { unitsOf } from "#app/lib/decimal.ts";

/** Fils in a dinar: a dinar amount has at most three decimals (the content's schema holds it to that). */
const DINAR_PLACES = 3;
/** A rate has at most four decimals (the content's schema holds it to that). */
const RATE_PLACES = 4;

export function usdOf(jod: number, usdPerJod: number): number {
  const fils = unitsOf(jod, DINAR_PLACES);
  const rate = unitsOf(usdPerJod, RATE_PLACES);
  const scale = 10 ** (DINAR_PLACES + RATE_PLACES);
  // fils × rate is the amount in dollars × scale, exactly (both are whole numbers well below 2^53).
  return Math.floor((fils * rate + scale / 2) / scale);
}
