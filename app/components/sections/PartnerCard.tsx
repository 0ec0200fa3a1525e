import { BidiText } from "#app/components/ui/BidiText.tsx";
import type { Partner } from "#app/content/schema.ts";
import { useT } from "#app/i18n/messages.ts";

/**
 * One partner as the partnerships page lists it: its kind, country and year, name, what the
 * partnership is and what it gives students. The CMS's preview of a partner draws the same.
 */
export function PartnerCard({ partner: p }: { partner: Partner }) {
  const t = useT();
  return (
    <li id={p.slug} className="rounded-card border border-line bg-white p-5">
      <p className="text-sm font-semibold text-accent-600">
        {t("partnerships.meta", {
          type: t("partnerships.type", { type: p.type }),
          country: p.country,
          since: String(p.since),
        })}
      </p>
      <h2 className="mt-1 text-lg font-bold text-brand-900">{p.name}</h2>
      <p className="mt-2 leading-7">
        <BidiText>{p.description}</BidiText>
      </p>
      <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm leading-7">
        <strong className="text-brand-800">{t("partnerships.benefits")}</strong>
        <BidiText>{p.benefits}</BidiText>
      </p>
    </li>
  );
}
