import { useSyncExternalStore } from "react";
import type { Alternate } from "#app/content/alternates.server.ts";
import { localeByCode } from "#app/i18n/locales.ts";
import { endOffer, offeredLanguage, OFFER_CLASS, watchOffer } from "#app/i18n/language-offer.ts";
import { translate, type Messages } from "#app/i18n/messages.ts";
import { useLocale } from "#app/i18n/useLocale.ts";
import { SUBMIT_CLASS } from "#app/components/ui/FormFields.tsx";

/**
 * The first-visit offer of this page in another language (i18n/language-offer.ts, decision 026).
 * Every page holds an offer for each other language it exists in, in that language's words
 * (`words`, from the root loader), hidden; the head's script shows the one it chose before the
 * first paint, so the page never moves for it. Under the header, in the flow of the page: after
 * the header in Tab order, and covering nothing (issue 56). Until it is followed or declined it
 * stays, offering each page the visitor opens that exists in that language.
 */
export function LanguageSuggestion({
  alternates,
  words,
}: {
  alternates: readonly Alternate[];
  words: Readonly<Record<string, Messages>>;
}) {
  const page = useLocale().code;
  // While hydrating, every offer the server wrote (the stylesheet shows the chosen one); then the
  // one the head script chose, if any, until it is followed or declined (the attribute is removed).
  const offered = useSyncExternalStore(
    watchOffer,
    () => offeredLanguage() ?? null,
    () => undefined,
  );

  const offers = alternates.filter(
    (a) => a.locale !== page && words[a.locale] && (offered === undefined || a.locale === offered),
  );
  return offers.map(({ locale, href }) => {
    const t = (key: string) => translate(words[locale], key);
    const { code, dir } = localeByCode(locale);
    return (
      <section
        key={locale}
        lang={code}
        dir={dir}
        aria-label={t("languageSuggestion.label")}
        className={`${OFFER_CLASS} border-b border-line bg-brand-50 print:hidden`}
      >
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
          <p className="me-auto">{t("languageSuggestion.text")}</p>
          <a href={href} hrefLang={code} onClick={endOffer} className={`${SUBMIT_CLASS} no-underline`}>
            {t("languageSuggestion.go")}
          </a>
          <button
            type="button"
            onClick={endOffer}
            className="rounded-md border border-line px-5 py-2 text-ink hover:bg-white"
          >
            {t("languageSuggestion.dismiss")}
          </button>
        </div>
      </section>
    );
  });
}
