/** The bundled messages of every locale, for server rendering and the root loader. */
import type { Messages } from "./messages";

const files = import.meta.glob<Messages>("./messages/*.json", { import: "default", eager: true });

export function serverMessages(locale: string): Messages {
  return files[`./messages/${locale}.json`] ?? {};
}
