/**
 * The CMS's page at /admin, built on its own (`build/admin`) so that nothing of it is in the
 * public site's build or any public page's first load. `npm run build` builds it; `npm run cms`
 * serves it from source through the site's dev server (scripts/cms/admin-dev.ts).
 */
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { backendFromEnv } from "#app/admin/cms-backend.ts";
import { knownDecapWarnings } from "#scripts/decap-bundle-warnings.ts";

export default defineConfig({
  root: "app/admin",
  base: "/admin/",
  publicDir: false,
  plugins: [tailwindcss(), knownDecapWarnings()],
  define: {
    // Where the CMS reads and writes: the git host of this deployment, from its environment.
    __CMS_BACKEND__: JSON.stringify(backendFromEnv(process.env) ?? null),
  },
  build: {
    outDir: "../../build/admin",
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // Decap is one large application; it is the editors' page, not a visitor's.
    chunkSizeWarningLimit: 6000,
  },
});
