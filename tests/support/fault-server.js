// @ts-check
/**
 * The production server with a fault the tests can set off, for the error pages' tests (the
 * suite's server, playwright.config.ts): `?__fault=500` on any page makes its root loader throw,
 * as a real failure of the content or a dependency would. Test-only: the production server
 * (server/index.js) has no such hook; this entry hands the same server a build whose root route
 * has it.
 */
import path from "node:path";
import process from "node:process";

process.env.NODE_ENV ??= "production";
const { loadServerBuild } = await import("#server/server-build.js");
const { serve } = await import("#server/serve.js");

const FAULT_PARAM = "__fault";
const loaded = await loadServerBuild(path.resolve("build"));
const root = loaded.build.routes.root;
if (!root) throw new Error("The server build has no root route.");
const rootModule = root.module;
const handle = /** @type {{ query?: string[] } | undefined} */ (rootModule.handle);

const faultyRoot = {
  ...root,
  module: {
    ...rootModule,
    // Declared like a page's own parameter, so a prerendered page with it is rendered (and fails).
    handle: { ...handle, query: [...(handle?.query ?? []), FAULT_PARAM] },
    loader: (/** @type {import("react-router").LoaderFunctionArgs} */ args) => {
      if (new URL(args.request.url).searchParams.get(FAULT_PARAM) === "500")
        throw new Error("Injected fault: the root loader failed on purpose");
      return rootModule.loader?.(args);
    },
  },
};

await serve({
  serverBuild: { ...loaded, build: { ...loaded.build, routes: { ...loaded.build.routes, root: faultyRoot } } },
});
