import { useLocation } from "react-router";
import { inLocale, localeOfPath, type Locale } from "./locales.ts";

/** The locale of the page in view, from its address (decision 026). */
export function useLocale(): Locale {
  return localeOfPath(useLocation().pathname);
}

/**
 * A site path (written as the default locale's) in the language of the page in view, for what is
 * not a link component: a form's `action`, a `navigate()`, a plain `<a>`.
 */
export function useLocalPath(): (path: string) => string {
  const locale = useLocale().code;
  return (path) => inLocale(path, locale);
}
