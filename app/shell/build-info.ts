/** Facts fixed at build time (see scripts/vite-shell-files.ts). */
declare const __BUILD_ID__: string | undefined;
declare const __I18N_HASHES__: Record<string, string> | undefined;

/** This build's id. */
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";

/** The content hash of each locale's messages file. */
export const I18N_HASHES: Record<string, string> =
  typeof __I18N_HASHES__ === "object" && __I18N_HASHES__ ? __I18N_HASHES__ : {};
