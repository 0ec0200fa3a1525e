import js from "@eslint/js";
import { defineConfig } from "eslint/config";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import { layerZones, IMPORT_FORM } from "./eslint.layers.js";

export default defineConfig(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "app/generated/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // RTL: physical left/right utilities are not allowed; use logical ones (ms/me, ps/pe, start/end).
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "Literal[value=/(^|\\s)(ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|text-left|text-right)-/]",
          message:
            "Use logical utilities (ms-/me-/ps-/pe-/start-/end-/text-start/text-end) so the layout mirrors in RTL.",
        },
      ],
    },
  },
  {
    // React's rules where components and hooks are written: the app, and any .tsx (the proofreading
    // sheet's blocks). Elsewhere they found nothing and took over half of ESLint's rule time (the
    // compiler-based static-components rule reads every function).
    files: ["app/**/*.{ts,tsx}", "**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The layers (ARCHITECTURE.md, "Layers"; decision 020): an import that runs the wrong way
    // fails here, naming the importing file (ESLint's) and the imported one (the message).
    files: ["**/*.{ts,tsx,js,mjs}"],
    // A test stands above what it tests, as a script does (it may read the real content).
    ignores: ["**/*.test.{ts,tsx,js}", "tests/**"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      "no-restricted-imports": ["error", { patterns: IMPORT_FORM }],
    },
  },
  // (Playwright's fixtures call their continuation `use`, not React's: tests/ has no .tsx, so none of React's rules reads them.)
);
