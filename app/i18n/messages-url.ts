/**
 * The URL of a locale's messages file: the hash changes when the messages change. Its own module
 * (no React), because the build's shell-files plugin writes the file at this URL.
 */
export function messagesUrl(hash: string, locale: string): string {
  return `/_i18n/${hash}/${locale}/messages.json`;
}

/** Fixed at build time by scripts/vite-shell-files.ts. */
declare const __I18N_HASHES__: Record<string, string> | undefined;

/** The content hash of each locale's messages file in this build. */
export const I18N_HASHES: Record<string, string> =
  typeof __I18N_HASHES__ === "object" && __I18N_HASHES__ ? __I18N_HASHES__ : {};
