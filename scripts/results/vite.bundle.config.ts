/**
 * The results commands bundled for production: `npm run build` runs `vite build -c` with this
 * file and writes build/results/: import.js, rollback.js, prune.js and sample.js, the import's
 * worker thread as an entry of its own (worker.js), and the chunks they share. Every package they
 * use is inside them (cli-progress, a development dependency, too), so a production machine runs
 * them with `node` alone: no tsx, no app/ or content/, no node_modules.
 *
 * The streams and the results season are taken from the content's registry when the build runs
 * and inlined (runtime.bundled.ts replaces runtime.ts): an import publishes by the season of the
 * site that same build serves (decision 022).
 */
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { buildRegistry } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { resultsContentOf } from "./content.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/** The commands an operator runs (`npm run results:*`), and the worker the import starts. */
const ENTRIES = ["import", "rollback", "prune", "sample", "worker"];

/** The streams and the results season the bundle holds: the content's, as this build reads it. */
export const BUNDLED_CONTENT = resultsContentOf(buildRegistry(readContentFiles(ROOT)));

/** runtime.ts (the source's side: content/ and tsx) → runtime.bundled.ts (the build's side). */
function bundledRuntime(): Plugin {
  const source = here("runtime.ts");
  const bundled = here("runtime.bundled.ts");
  return {
    name: "results-bundled-runtime",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (!id.endsWith("runtime.ts")) return null;
      const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
      return resolved?.id === source ? bundled : resolved;
    },
  };
}

export default defineConfig({
  root: ROOT,
  publicDir: false,
  logLevel: "warn",
  plugins: [bundledRuntime()],
  define: {
    __RESULTS_CONTENT__: JSON.stringify(BUNDLED_CONTENT),
  },
  // For Node, with every package bundled in.
  ssr: { target: "node", noExternal: true },
  build: {
    ssr: true,
    target: "node20",
    outDir: "build/results",
    emptyOutDir: true,
    // Not minified: a stack trace reads as the source does (each module follows a comment naming its file).
    minify: false,
    reportCompressedSize: false,
    rolldownOptions: {
      input: Object.fromEntries(ENTRIES.map((name) => [name, here(`${name}.ts`)])),
      output: {
        format: "es",
        // One folder: runtime.bundled.ts finds worker.js beside the chunk that starts it.
        entryFileNames: "[name].js",
        chunkFileNames: "[name]-[hash].js",
      },
    },
  },
});
