import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { hostOf } from "#app/lib/site-url.ts";
import { AppLink } from "#app/components/ui/AppLink.tsx";

/** What the end of the answer names: where to apply. */
export interface ApplyFacts {
  portal: { name: string; url: string };
}

/**
 * The answer ends with the next step: the admission portal, the documents, the calendar, and for a
 * certificate from outside Palestine the page for applicants from abroad. The
 * documents and the calendar are sections of the admission page: on that page a fragment link
 * (which keeps the finder's query), elsewhere a link to that page's section.
 */
export function HowToApply({
  facts,
  admissionPage,
  abroad,
}: {
  facts: ApplyFacts;
  admissionPage?: string;
  /** The page for applicants from abroad, for an answer read from a certificate from outside Palestine. */
  abroad?: string;
}) {
  const t = useT();
  const section = (id: string, label: string) =>
    admissionPage ? <AppLink to={`${admissionPage}#${id}`}>{label}</AppLink> : <a href={`#${id}`}>{label}</a>;
  return (
    <div className="mt-8 rounded-card border-2 border-brand-200 bg-brand-50 p-4 break-inside-avoid">
      <h4 className="text-lg font-bold text-brand-900">{t("admission.apply.title")}</h4>
      <ol className="mt-2 list-decimal space-y-1 ps-6">
        <li>
          {withElements(t("admission.apply.portal", { portal: slot("portal") }), {
            portal: (
              <a href={facts.portal.url} className="font-semibold">
                {facts.portal.name} <span className="ltr">({hostOf(facts.portal.url)})</span>
              </a>
            ),
          })}
        </li>
        <li>
          {withElements(t("admission.apply.documents", { documents: slot("documents") }), {
            documents: section("documents", t("admission.apply.documentsLink")),
          })}
        </li>
        <li>
          {withElements(t("admission.apply.dates", { dates: slot("dates") }), {
            dates: section("dates", t("admission.apply.datesLink")),
          })}
        </li>
        {abroad && (
          // Attestation, equivalency and applying without a Palestinian ID are that page's, not the
          // documents list's (written for the Tawjihi).
          <li>
            {withElements(t("admission.apply.abroad", { guide: slot("guide") }), {
              guide: <AppLink to={abroad}>{t("admission.apply.abroadLink")}</AppLink>,
            })}
          </li>
        )}
      </ol>
    </div>
  );
}
