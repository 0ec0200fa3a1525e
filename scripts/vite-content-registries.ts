/**
 * A Vite plugin that gives the server its content registries (`virtual:content-registries`,
 * imported by app/content/registry.server.ts alone).
 *
 * - In a build, the registries are built here, once, from the files under content/, and the server
 *   bundle holds them as JSON: a start of the production server no longer parses the YAML, checks
 *   the schemas and renders the Markdown (1.3 of the 3.3 CPU-seconds a start took, at every start
 *   of every instance and of every test's server; decision 038). A broken file fails the build
 *   here, with its file, line and field, as `npm run content:check` words it.
 * - In development (`npm run dev`, `npm run cms`), in the unit tests and in Vite's module runner,
 *   the module builds them when it is evaluated, from the files bundled by `import.meta.glob`
 *   (bundled-files.ts), so an edit to a content file reaches the next page at once.
 *
 * The registry is plain data (objects, arrays, strings, numbers, booleans); what JSON would not
 * carry is caught by vite-content-registries.rules.test.ts, on the real content.
 */
import type { Plugin } from "vite";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries, ContentError, type Registries } from "#app/content/registry.ts";

export const CONTENT_REGISTRIES = "virtual:content-registries";
const RESOLVED = `\0${CONTENT_REGISTRIES}`;

/** The module's source in a build: the registries as a JSON text (JSON.parse reads it faster than a literal). */
export function prebuiltSource(registries: Registries): string {
  return `export const registries = JSON.parse(${JSON.stringify(JSON.stringify(registries))});\n`;
}

/** The module's source elsewhere: the registries built from the bundled files as the module is evaluated. */
const RUNTIME_SOURCE = `import { buildRegistries } from "/app/content/registry.ts";
import { bundledContentFiles } from "/app/content/bundled-files.ts";
export const registries = buildRegistries(bundledContentFiles);
`;

export function contentRegistries(): Plugin {
  let building = false;
  let root = process.cwd();
  return {
    name: "al-ofoq:content-registries",
    configResolved(config) {
      building = config.command === "build";
      root = config.root;
    },
    resolveId(id) {
      return id === CONTENT_REGISTRIES ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      if (!building) return RUNTIME_SOURCE;
      const files = readContentFiles(root);
      for (const file of Object.keys(files)) this.addWatchFile(`${root}/${file}`);
      try {
        return prebuiltSource(buildRegistries(files));
      } catch (error) {
        // Every problem, each with its file, line and field (the words of `npm run content:check`).
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
