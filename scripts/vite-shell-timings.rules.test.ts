/**
 * The shell's timings are said once, in app/shell/constants.ts: the stylesheet reads them as the
 * custom properties the build declares from there (scripts/vite-shell-timings.ts). Read here as a
 * browser reads the built stylesheet: each `var()` of the splash's animations replaced by its
 * value on `:root`, the durations and delays then compared with the constants.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SPLASH_EXIT_DELAY_MS, SPLASH_EXIT_MS, SPLASH_MAX_MS } from "#app/shell/constants.ts";
import { shellTimings, withShellTimings } from "./vite-shell-timings.ts";

const APP_CSS = readFileSync("app/app.css", "utf8");

/** Every innermost block of `css` (a rule's selector and declarations, inside an at-rule or not). */
function rules(css: string): { selector: string; declarations: Map<string, string> }[] {
  const plain = css.replace(/\/\*[\s\S]*?\*\//g, "");
  return [...plain.matchAll(/([^{};]+)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector.trim(),
    declarations: new Map(
      body
        .split(";")
        .map((d) => d.split(/:(.*)/s).map((part) => part.trim()))
        .filter(([name, value]) => name && value)
        .map(([name, value]) => [name, value] as [string, string]),
    ),
  }));
}

/** `value` with each `var(--x)` replaced by the custom property's value on `:root`. */
function resolved(value: string, css: string): string {
  const root = new Map(
    rules(css)
      .filter((r) => r.selector === ":root")
      .flatMap((r) => [...r.declarations]),
  );
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const found = root.get(name);
    if (found === undefined) throw new Error(`${name} is not declared on :root`);
    return found;
  });
}

/** The times of an `animation` shorthand in milliseconds, in order: its duration, then its delay. */
const times = (animation: string) =>
  [...animation.matchAll(/(?<![\w-])(\d*\.?\d+)(ms|s)\b/g)].map(([, n, unit]) => Number(n) * (unit === "s" ? 1000 : 1));

/** The splash's animation as the built stylesheet has it, in the rule whose body names `keyframes`. */
function splashAnimation(css: string, keyframes: string): number[] {
  const rule = rules(css).find(
    (r) => r.selector === "html[data-splash] .splash" && r.declarations.get("animation")?.startsWith(keyframes),
  );
  if (!rule) throw new Error(`No html[data-splash] .splash rule runs ${keyframes}`);
  return times(resolved(rule.declarations.get("animation")!, css));
}

describe("the shell's timings, said once", () => {
  const built = withShellTimings(APP_CSS);

  it("the splash slides up over SPLASH_EXIT_MS after SPLASH_EXIT_DELAY_MS", () => {
    expect(splashAnimation(built, "splash-exit")).toEqual([SPLASH_EXIT_MS, SPLASH_EXIT_DELAY_MS]);
  });

  it("with reduced motion it goes at once, when the slide would have ended: SPLASH_MAX_MS", () => {
    const [, delay] = splashAnimation(built, "splash-vanish");
    expect(delay).toBe(SPLASH_MAX_MS);
  });

  it("app.css writes none of them: the splash's and the overlay's rules read custom properties", () => {
    const timings = new Set([SPLASH_EXIT_MS, SPLASH_EXIT_DELAY_MS, SPLASH_MAX_MS]);
    const written = rules(APP_CSS)
      .filter((r) => /splash|route-overlay/.test(r.selector))
      .flatMap((r) => [...r.declarations].map(([name, value]) => ({ rule: r.selector, name, value })))
      .filter(({ value }) => times(value).some((ms) => timings.has(ms)));
    expect(written).toEqual([]);
  });

  it("the build gives them to app.css as CSS, never to the module of its URL", () => {
    const transform = shellTimings().transform as (code: string, id: string) => { code: string } | undefined;
    const css = "/project/app/app.css?transform-only";
    expect(transform.call({}, APP_CSS, css)?.code).toBe(withShellTimings(APP_CSS));
    expect(transform.call({}, APP_CSS, "/project/app/app.css")?.code).toBe(withShellTimings(APP_CSS));
    expect(transform.call({}, 'export default "/assets/app.css"', "/project/app/app.css?url")).toBeUndefined();
  });
});
