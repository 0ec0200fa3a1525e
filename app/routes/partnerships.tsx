import type { Route } from "./+types/partnerships";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import type { Partner } from "#app/content/schema.ts";
import { FilterChips } from "#app/components/ui/FilterChips.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { seo } from "#app/content/meta.ts";
import { ownKey } from "#app/lib/own-key.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { useT } from "#app/i18n/messages.ts";
import { declaredQuery, type QueryHandle } from "#app/lib/query.ts";
import { pagePath } from "#app/lib/paths.ts";

/** The kinds of partnership (their names are the message `partnerships.type`). */
const PARTNER_TYPES = {
  academic: true,
  industry: true,
  health: true,
  international: true,
} as const satisfies Record<Partner["type"], true>;

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["type"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const active = ownKey(PARTNER_TYPES, declaredQuery(url, QUERY).get("type"));
  const partners = registry.partners.filter((p) => !active || p.type === active).sort((a, b) => a.since - b.since);
  return {
    ...sitePage(pagePath("/partnerships")),
    messages: messagesFor(["partnerships", "count"]),
    active,
    partners,
    total: registry.partners.length,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, trail: args.loaderData?.trail });

export default function Partnerships({ loaderData }: Route.ComponentProps) {
  const { title, trail, active, partners, total } = loaderData;
  const t = useT();
  return (
    <>
      <PageHeader trail={trail} title={title} lead={loaderData.lead} />
      <div className="container-page py-8">
        <FilterChips
          label={t("partnerships.filter")}
          allLabel={t("shell.all")}
          param="type"
          basePath={pagePath("/partnerships")}
          current={active}
          options={Object.keys(PARTNER_TYPES).map((type) => ({ value: type, label: t("partnerships.type", { type }) }))}
        />
        <p role="status" className="mt-6 text-muted">
          {active
            ? t("partnerships.shown", {
                shown: partners.length,
                total: t("count.partners", { count: total, case: "acc" }),
              })
            : t("count.partners", { count: total })}
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {partners.map((p) => (
            <li key={p.slug} id={p.slug} className="rounded-card border border-line bg-white p-5">
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
          ))}
        </ul>
      </div>
    </>
  );
}
