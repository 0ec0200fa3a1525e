/**
 * The URL of a locale's messages file: the hash changes when the messages change. Its own module
 * (no React), because the build's shell-files plugin writes the file at this URL.
 */
export function messagesUrl(hash: string, locale: string): string {
  return `/_i18n/${hash}/${locale}/messages.json`;
}
