import { existsSync, readFileSync, readdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import { contentRegistries } from "#scripts/vite-content-registries.ts";

/** Where the unit tests are (the browser suite's specs, in tests/, stay out). */
const INCLUDE = [
  "app/**/*.test.ts",
  "scripts/**/*.test.ts",
  "tests/**/*.test.ts",
  "server/**/*.test.{ts,js}",
  "common/**/*.test.{ts,js}",
];
const ROOTS = ["app", "scripts", "server", "common"];
const TEST_FILE = /^(app|scripts)\/.*\.test\.ts$|^(server|common)\/.*\.test\.(ts|js)$/;

/** The test files that mock a module (`vi.mock` and its kin): they need modules of their own. */
const MOCKING = ROOTS.filter((root) => existsSync(root))
  .flatMap((root) => readdirSync(root, { recursive: true, encoding: "utf8" }).map((file) => join(root, file)))
  .filter((file) => TEST_FILE.test(file) && /\bvi\.(mock|doMock|unmock|hoisted)\(/.test(readFileSync(file, "utf8")));

/**
 * Speed on CI's two cores (issue 31): as many workers as cores (Vitest's default keeps one core
 * free: one worker there), in threads, and the test files of a worker sharing the modules they
 * import (`isolate: false`): importing zod, the schemas and the registry afresh for every file was
 * most of the unit tests' time (the whole run 120 CPU-seconds isolated in processes, 50 shared).
 * So a test that changes a module's state (a clock, a cache) puts it back before it ends; the
 * files that mock a module, found here by their `vi.mock`, run isolated as before. Checked with
 * the files in three shuffled orders (`--sequence.shuffle.files --sequence.seed N`).
 */
export default defineConfig({
  // The server's registries (app/content/registry.server.ts), built as the module loads.
  plugins: [contentRegistries()],
  test: {
    environment: "node",
    pool: "threads",
    maxWorkers: availableParallelism(),
    // A timeout finds a test that hangs, not a slow one: the gate runs the unit tests beside tsc,
    // ESLint and Prettier on two cores, where a test gets a fraction of one.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    // Decap's template engine, which the CMS's tests call as the CMS does: its ES build imports
    // lodash without file extensions, which Vite resolves (as for the CMS's page) and Node does not.
    server: { deps: { inline: ["decap-cms-lib-widgets"] } },
    projects: [
      {
        extends: true,
        test: { name: "shared", include: INCLUDE, exclude: [...configDefaults.exclude, ...MOCKING], isolate: false },
      },
      { extends: true, test: { name: "isolated", include: MOCKING } },
    ],
  },
});
