import type { Route } from "./+types/partnerships";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import type { Partner } from "#app/content/schema.ts";
import { FilterChips } from "#app/components/ui/FilterChips.tsx";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { PartnerCard } from "#app/components/sections/PartnerCard.tsx";
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
            <PartnerCard key={p.slug} partner={p} />
          ))}
        </ul>
      </div>
    </>
  );
}
