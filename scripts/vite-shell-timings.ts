/**
 * A Vite plugin that gives the stylesheet the shell's timings as CSS custom properties, from where
 * the code keeps them (app/shell/constants.ts), so each is said once: app.css reads
 * `var(--splash-exit)` and never writes the number. The properties are declared in the stylesheet
 * itself (appended to app.css as it is built, on `:root`), not by a script or an inline style: the
 * splash leaves by CSS alone, before and without the scripts, and the CSP allows no inline style.
 */
import type { Plugin } from "vite";
import { SPLASH_EXIT_DELAY_MS, SPLASH_EXIT_MS, SPLASH_MAX_MS } from "#app/shell/constants.ts";

/** Each custom property and the constant it comes from, in milliseconds. */
export const SHELL_TIMINGS: Readonly<Record<`--${string}`, number>> = {
  /** The splash slides up over this long … */
  "--splash-exit": SPLASH_EXIT_MS,
  /** … after this delay from the first paint … */
  "--splash-exit-delay": SPLASH_EXIT_DELAY_MS,
  /** … so it has gone by then (with reduced motion it simply goes then). */
  "--splash-max": SPLASH_MAX_MS,
};

/**
 * The stylesheet the plugin gives the shell's timings to, as CSS (`app.css`, and in a build
 * `app.css?transform-only`): not the module that gives its URL (`app.css?url`, JavaScript).
 */
const STYLESHEET = /[\\/]app[\\/]app\.css(\?(?!url\b)[^?]*)?$/;

/** `css` with the shell's timings declared on `:root`, after everything else (an `@import` must come first). */
export function withShellTimings(css: string): string {
  const declarations = Object.entries(SHELL_TIMINGS)
    .map(([name, ms]) => `  ${name}: ${ms}ms;`)
    .join("\n");
  return `${css}\n/* The shell's timings, from app/shell/constants.ts (scripts/vite-shell-timings.ts). */\n:root {\n${declarations}\n}\n`;
}

export function shellTimings(): Plugin {
  return {
    name: "al-ofoq:shell-timings",
    // Before Tailwind's own transform, which turns the file into the built stylesheet.
    enforce: "pre",
    transform(code, id) {
      return STYLESHEET.test(id) ? { code: withShellTimings(code), map: null } : undefined;
    },
  };
}
