/** Facts fixed at build time (see scripts/vite-shell-files.ts). */
declare const __BUILD_ID__: string | undefined;

/** This build's id. */
export const BUILD_ID: string = typeof __BUILD_ID__ === "string" ? __BUILD_ID__ : "dev";
