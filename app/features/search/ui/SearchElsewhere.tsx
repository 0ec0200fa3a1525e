/**
 * The offer of another language's results for a search typed in its script that found nothing
 * (elsewhere.ts): a sentence in the page's language, then a link in the other language, marked as
 * such (`lang`, `dir`), to its results page. The results page's loader writes its words; the
 * dialog's come from the root loader (`searchElsewhere`, root.tsx), one sentence of each other
 * published language, not its messages.
 */
export interface ElsewhereOffer {
  lead: string;
  label: string;
  href: string;
  lang: string;
  dir: string;
}

export function SearchElsewhere({ offer, className }: { offer: ElsewhereOffer; className: string }) {
  return (
    <p className={className}>
      {offer.lead}{" "}
      <a href={offer.href} hrefLang={offer.lang} lang={offer.lang} dir={offer.dir}>
        {offer.label}
      </a>
    </p>
  );
}
