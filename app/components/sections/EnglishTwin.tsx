import type { ReactNode } from "react";
import { useLocale } from "#app/i18n/useLocale.ts";

/**
 * Whether a name's English twin (`nameEn`) is shown under its Arabic: on the Arabic page only, for
 * a reader who searches or writes in English. On the English page the name above is already the
 * English one, and the twin would say it twice.
 */
export function useShowsTwin(): boolean {
  return useLocale().code !== "en";
}

/** A name's English twin, in `wrap` when given; nothing at all on the English page. */
export function EnglishTwin({ name, wrap }: { name: string; wrap?: (twin: ReactNode) => ReactNode }) {
  const twin = <bdi lang="en">{name}</bdi>;
  if (!useShowsTwin()) return null;
  return <>{wrap ? wrap(twin) : twin}</>;
}
