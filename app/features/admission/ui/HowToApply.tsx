import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { hostOf } from "#app/lib/site-url.ts";
import { AppLink } from "#app/components/ui/AppLink.tsx";

/** What the end of the answer names: where to apply. */
export interface ApplyFacts {
  portal: { name: string; url: string };
}

/**
 * The answer ends with the next step: the admission portal, the documents, the calendar. The
 * documents and the calendar are sections of the admission page: on that page a fragment link
 * (which keeps the finder's query), elsewhere a link to that page's section.
 */
export function HowToApply({ facts, admissionPage }: { facts: ApplyFacts; admissionPage?: string }) {
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
      </ol>
    </div>
  );
}
