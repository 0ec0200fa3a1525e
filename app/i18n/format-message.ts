/**
 * Interface messages in a subset of ICU MessageFormat, formatted on `Intl.PluralRules`:
 *
 * - `{name}`: an argument (numbers are written with the site's number formatter);
 * - `{count, plural, =0 {…} one {…} two {…} few {…} many {…} other {…}}`: the branch for the
 *   number's plural category (Arabic has all six), `#` inside it being the number;
 * - `{gender, select, female {…} other {…}}`: the branch named by the argument, else `other`.
 *
 * Branches nest. `{`, `}` and (inside a plural) `#` are syntax; there is no quoting, which Arabic
 * text does not need. A parser such as intl-messageformat does the same for about 11 KB gzip;
 * this is the part the site uses, in about 1 KB (docs/decisions/009).
 */
import { formatNumber } from "#app/lib/format.ts";

/** A parsed message: text, an argument, `#`, or a plural or select with its branches (parseMessage). */
export type MessagePart = Part;
type Part =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: "plural" | "select"; branches: Record<string, Part[]> };

export type MessageValues = Record<string, string | number | undefined>;

/** A message that is not valid in the subset: names the message and where it went wrong. */
export class MessageSyntaxError extends Error {}

function parse(source: string): Part[] {
  let i = 0;
  const fail = (what: string): never => {
    throw new MessageSyntaxError(`${what} at ${i} in «${source}»`);
  };
  const name = () => {
    const match = /^\s*([\w.]+)\s*/.exec(source.slice(i));
    if (!match) fail("expected a name");
    i += match![0].length;
    return match![1];
  };
  const parts = (inPlural: boolean, nested: boolean): Part[] => {
    const out: Part[] = [];
    let text = "";
    const flush = () => {
      if (text) out.push(text);
      text = "";
    };
    while (i < source.length) {
      const c = source[i];
      if (c === "}") {
        if (!nested) fail("unexpected }");
        break;
      }
      if (c === "#" && inPlural) {
        flush();
        out.push({ pound: true });
        i++;
      } else if (c === "{") {
        flush();
        i++;
        out.push(argument(inPlural));
      } else {
        text += c;
        i++;
      }
    }
    flush();
    return out;
  };
  const argument = (inPlural: boolean): Part => {
    const arg = name();
    if (source[i] === "}") {
      i++;
      return { arg };
    }
    if (source[i] !== ",") fail("expected , or }");
    i++;
    const kind = name();
    if (kind !== "plural" && kind !== "select") fail(`unknown argument type "${kind}"`);
    if (source[i] !== ",") fail("expected ,");
    i++;
    const branches: Record<string, Part[]> = {};
    for (;;) {
      while (/\s/.test(source[i] ?? "")) i++;
      if (source[i] === "}") {
        i++;
        break;
      }
      const key = /^(=\d+|[\w]+)\s*/.exec(source.slice(i));
      if (!key) fail("expected a branch name");
      i += key![0].length;
      if (source[i] !== "{") fail("expected {");
      i++;
      branches[key![1]] = parts(kind === "plural" || (inPlural && kind === "select"), true);
      if (source[i] !== "}") fail("expected }");
      i++;
    }
    if (!branches.other) fail(`the ${kind} of "${arg}" has no other branch`);
    return { arg, kind: kind as "plural" | "select", branches };
  };
  const result = parts(false, false);
  return result;
}

/**
 * CLDR's cardinal plural rules for the languages in use, written out: `Intl.PluralRules` would load
 * the locale's data in the middle of hydration (one long task on a phone). format-message.rules.test
 * compares them with `Intl.PluralRules`; another language falls back to it.
 */
const PLURAL_RULES: Record<string, (n: number) => string> = {
  ar: (n) => {
    if (!Number.isInteger(n)) return "other";
    const m = Math.abs(n) % 100;
    if (n === 0) return "zero";
    if (n === 1) return "one";
    if (n === 2) return "two";
    if (m >= 3 && m <= 10) return "few";
    if (m >= 11 && m <= 99) return "many";
    return "other";
  },
  en: (n) => (n === 1 ? "one" : "other"),
};
const pluralRules = new Map<string, Intl.PluralRules>();
export function pluralCategory(locale: string, n: number): string {
  const written = PLURAL_RULES[locale.split("-")[0]];
  if (written) return written(n);
  let rules = pluralRules.get(locale);
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules.select(n);
}

const parsed = new Map<string, Part[]>();

/** Formats `source` with `values` for `locale`'s plural rules. */
export function formatMessage(source: string, values: MessageValues = {}, locale = "ar"): string {
  let ast = parsed.get(source);
  if (!ast) parsed.set(source, (ast = parse(source)));
  const write = (parts: Part[], count?: number): string =>
    parts
      .map((part) => {
        if (typeof part === "string") return part;
        if ("pound" in part) return count === undefined ? "#" : formatNumber(count);
        const value = values[part.arg];
        if (!("kind" in part)) {
          if (value === undefined) return `{${part.arg}}`;
          return typeof value === "number" ? formatNumber(value) : value;
        }
        if (part.kind === "select") return write(part.branches[String(value)] ?? part.branches.other, count);
        const n = Number(value);
        const branch = part.branches[`=${n}`] ?? part.branches[pluralCategory(locale, n)] ?? part.branches.other;
        return write(branch, n);
      })
      .join("");
  return write(ast);
}

/**
 * `source` parsed, for tools that walk a message's arguments and branches (the proofreading sheet,
 * scripts/messages-sheet); throws MessageSyntaxError like formatMessage.
 */
export function parseMessage(source: string): MessagePart[] {
  return parse(source);
}

/** Throws MessageSyntaxError when `source` is not valid in the subset (for the messages test). */
export function checkMessage(source: string): void {
  parse(source);
}
