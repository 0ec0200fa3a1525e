/** The structured data's words, from the interface messages (server-side: loaders send the nodes). */
import { serverT } from "#app/i18n/messages.server.ts";
import { formatPercent } from "#app/lib/format.ts";
import type { StructuredDataWords } from "./structured-data.ts";

export function structuredDataWords(): StructuredDataWords {
  return {
    minimum: (stream, minimum) => serverT("structuredData.minimum", { stream, minimum: formatPercent(minimum) }),
    creditHour: serverT("structuredData.creditHour"),
  };
}
