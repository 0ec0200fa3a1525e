/** The structured data's words, from the interface messages (server-side: loaders send the nodes). */
import { serverT } from "~/i18n/messages.server";
import { formatPercent } from "~/lib/format";
import type { StructuredDataWords } from "./structured-data";

export function structuredDataWords(): StructuredDataWords {
  return {
    minimum: (stream, minimum) => serverT("structuredData.minimum", { stream, minimum: formatPercent(minimum) }),
    creditHour: serverT("structuredData.creditHour"),
  };
}
