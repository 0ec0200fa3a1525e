/**
 * A number as an officer types it: Western or Arabic-Indic digits, a point, a comma or the Arabic
 * decimal separator (٫) before the fraction, as the site's own inputs read them (parseLocalizedNumber).
 * What could mean two things is refused with a message rather than guessed: «1,200» may be a
 * thousand and two hundred or one point two.
 */
import { parseLocalizedNumber, westernDigits } from "#app/lib/format.ts";

export type TypedNumber = { kind: "empty" } | { kind: "number"; value: number } | { kind: "refused"; message: string };

export function readTypedNumber(typed: string): TypedNumber {
  const text = westernDigits(typed.trim());
  if (text === "") return { kind: "empty" };
  if (/^\d{1,3}(,\d{3})+$/.test(text))
    return {
      kind: "refused",
      message: "اكتب الرقم بلا فاصل بين الآلاف، مثل 1200؛ وللكسر العشري استعمل النقطة، مثل 66.5.",
    };
  const value = parseLocalizedNumber(text);
  if (value === undefined) return { kind: "refused", message: "اكتب رقمًا فقط، مثل 66.5 أو ٦٦٫٥، بلا حروف ولا مسافات." };
  return { kind: "number", value };
}
