/**
 * Types for the Decap packages decap-cms.ts loads, which ship none (decap-cms-core does): what
 * each exports, as decap-cms-app's own code uses it; and for Decap's template engine, which the
 * CMS's tests call as Decap does (collection-summary.rules.test.ts).
 */
declare module "decap-cms-backend-proxy" {
  export const ProxyBackend: import("decap-cms-core").CmsBackendClass;
}
declare module "decap-cms-backend-gitlab" {
  export const GitLabBackend: import("decap-cms-core").CmsBackendClass;
}
declare module "decap-cms-backend-forgejo" {
  export const ForgejoBackend: import("decap-cms-core").CmsBackendClass;
}
declare module "decap-cms-locales" {
  export const en: import("decap-cms-core").CmsLocalePhrases;
}

// Every widget package exports the same shape: an object whose Widget() gives its registration.
declare module "decap-cms-widget-*" {
  const widget: { Widget(): import("decap-cms-core").CmsWidgetParam };
  export default widget;
}

// The lists' lines (a collection's `summary`), in the ES build Decap's own packages import.
declare module "decap-cms-lib-widgets/dist/esm/index.js" {
  export const stringTemplate: {
    compileStringTemplate(
      template: string,
      date: Date | null | undefined,
      identifier: string,
      data: import("immutable").Map<string, unknown>,
    ): string;
  };
}
