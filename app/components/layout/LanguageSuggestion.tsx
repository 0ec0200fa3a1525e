import { useEffect, useState } from "react";
import type { Alternate } from "#app/content/alternates.server.ts";
import { localeByCode } from "#app/i18n/locales.ts";
import { localeRememberedAtLoad } from "#app/i18n/locale-cookie.ts";
import { loadMessages } from "#app/i18n/messages.client.ts";
import { whenIdle } from "#app/lib/later.ts";
import { translate, type Messages } from "#app/i18n/messages.ts";
import { suggestedLanguage } from "#app/i18n/language-suggestion.ts";
import { useLocale } from "#app/i18n/useLocale.ts";
import { SUBMIT_CLASS } from "#app/components/ui/FormFields.tsx";

/**
 * On a first visit whose browser prefers another language the page exists in, an offer of that
 * page, in that language (decision 026). Decided in the browser after hydration, so every page is
 * the same for every visitor and stays cacheable; its words are the other language's messages,
 * fetched only for the visitor who gets the offer, once the browser is idle (decision 027). Under
 * the header, in the flow of the page: after the header in Tab order, and covering nothing (issue
 * 56: fixed at the bottom of the window, it was the second Tab stop of every page, before the
 * header, and hid a phone's text until dismissed). Until it is followed or dismissed it stays,
 * offering each page the visitor opens that exists in that language.
 */
export function LanguageSuggestion({ alternates }: { alternates: readonly Alternate[] }) {
  const page = useLocale().code;
  // The offer until it is declined (then none).
  const [offer, setOffer] = useState<{ locale: string; messages: Messages }>();

  // Asked once, for the page the visitor arrived on: the cookie the page found, the browser's languages.
  useEffect(() => {
    const remembered = localeRememberedAtLoad();
    if (remembered === null) return;
    const locale = suggestedLanguage({
      page,
      remembered,
      preferred: navigator.languages,
      existing: alternates.map((a) => a.locale),
    });
    if (!locale) return;
    let live = true;
    // Not what the visitor came for: asked and shown once the browser is idle, off the first load.
    const cancel = whenIdle(
      () => void loadMessages(locale).then((messages) => live && messages && setOffer({ locale, messages })),
    );
    return () => {
      live = false;
      cancel();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page's answer holds for the visit
  }, []);

  const href = alternates.find((a) => a.locale === offer?.locale)?.href;
  if (!offer || !href) return null;
  const t = (key: string) => translate(offer.messages, key);
  const { code, dir } = localeByCode(offer.locale);
  return (
    <section
      lang={code}
      dir={dir}
      aria-label={t("languageSuggestion.label")}
      className="border-b border-line bg-brand-50 print:hidden"
    >
      <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
        <p className="me-auto">{t("languageSuggestion.text")}</p>
        <a href={href} hrefLang={code} className={`${SUBMIT_CLASS} no-underline`}>
          {t("languageSuggestion.go")}
        </a>
        <button
          type="button"
          onClick={() => setOffer(undefined)}
          className="rounded-md border border-line px-5 py-2 text-ink hover:bg-white"
        >
          {t("languageSuggestion.dismiss")}
        </button>
      </div>
    </section>
  );
}
