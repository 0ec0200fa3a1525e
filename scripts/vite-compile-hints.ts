/**
 * A Vite plugin that marks every JavaScript chunk of the client build with V8's explicit compile
 * hint, `//# allFunctionsCalledOnLoad` (Chrome 136 and later; other engines read a comment).
 *
 * Why: V8 compiles a function the first time it is called, on the main thread. While a page
 * starts (the framework's chunks evaluated, the router created, the page hydrated) that is a third
 * or more of each task: 700 lazy compilations on a college page, in tasks that count towards
 * Total Blocking Time and delay a tap. With the hint, V8 compiles the whole file while it streams
 * it in, on a background thread; the main thread then only runs the code. The chunks are the
 * page's own and its framework, nearly all of which runs on load; a chunk fetched ahead for a link
 * the visitor may follow is compiled off the main thread too.
 *
 * Applied after minification (`generateBundle`), which would drop the comment; the files' hashed
 * names were given before and still change only with their code.
 */
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/** Prepends the hint to each chunk's code (a comment: it changes nothing else). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`;
}

export function compileHints(): Plugin {
  return {
    name: "al-ofoq:compile-hints",
    apply: "build",
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const file of Object.values(bundle)) if (file.type === "chunk") file.code = withCompileHint(file.code);
    },
  };
}
