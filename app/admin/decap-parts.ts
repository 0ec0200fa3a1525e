/**
 * The parts of Decap the CMS loads (decap-cms.ts), by the names its configuration uses
 * (cms-config.ts): not `decap-cms-app`, which registers every backend, widget and language Decap
 * has (OpenLayers' map, a colour picker, a second rich-text editor, GitHub's GraphQL client, thirty-six
 * languages) in a 7.8 MB script each editor's browser would load and compile (decision 039).
 * Names only, so the unit tests can compare them with the configuration without loading Decap.
 */

/**
 * Decap's widgets: those the forms name, and `image` and `markdown`, which the office's own
 * widgets wrap (forms/image-widget.tsx, forms/markdown-widget.tsx). `hidden` needs none: Decap
 * leaves hidden fields out of the form and the preview itself.
 */
export const DECAP_WIDGETS = [
  "string",
  "text",
  "boolean",
  "select",
  "list",
  "object",
  "relation",
  "markdown",
  "image",
] as const;

/** Decap's backends: its local proxy (`npm run cms`) and the git hosts cms-backend.ts can name. */
export const DECAP_BACKENDS = ["proxy", "gitlab", "forgejo"] as const;

export type DecapWidget = (typeof DECAP_WIDGETS)[number];
export type DecapBackend = (typeof DECAP_BACKENDS)[number];
