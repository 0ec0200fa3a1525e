import type { Route } from "./+types/partnerships";
import { registry } from "~/content/registry.server";
import { sitePage } from "~/content/page-data.server";
import type { Partner } from "~/content/schema";
import { FilterChips } from "~/components/ui/FilterChips";
import { BidiText } from "~/components/ui/BidiText";
import { PageHeader } from "~/components/sections/PageHeader";
import { seo } from "~/lib/meta";
import { ownKey } from "~/lib/own-key";
import { formatCount, formatNumber } from "~/lib/format";
import { PARTNERS } from "~/lib/nouns";
import { declaredQuery, type QueryHandle } from "~/lib/query";

const PARTNER_TYPES = {
  academic: "أكاديمية",
  industry: "صناعية ومهنية",
  health: "صحية",
  international: "دولية",
} as const satisfies Record<Partner["type"], string>;

/** The query parameters this page reads (see declaredQuery): only these make the server render it. */
const QUERY = ["type"] as const;
export const handle = { query: QUERY } satisfies QueryHandle;

export function loader({ request }: Route.LoaderArgs) {
  const active = ownKey(PARTNER_TYPES, declaredQuery(request, QUERY).get("type"));
  const partners = registry.partners.filter((p) => !active || p.type === active).sort((a, b) => a.since - b.since);
  return { ...sitePage("/partnerships"), active, partners, total: registry.partners.length };
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: args.data?.title, description: args.data?.lead });

export default function Partnerships({ loaderData }: Route.ComponentProps) {
  const { title, trail, active, partners, total } = loaderData;
  return (
    <>
      <PageHeader trail={trail} title={title} lead={loaderData.lead} />
      <div className="container-page py-8">
        <FilterChips
          label="نوع الشراكة"
          param="type"
          basePath="/partnerships"
          current={active}
          options={Object.entries(PARTNER_TYPES).map(([value, label]) => ({ value, label }))}
        />
        <p role="status" className="mt-6 text-muted">
          {formatNumber(partners.length)} من {formatCount(total, PARTNERS)}
        </p>
        <ul className="mt-4 grid gap-4 md:grid-cols-2">
          {partners.map((p) => (
            <li key={p.slug} id={p.slug} className="rounded-card border border-line bg-white p-5">
              <p className="text-sm font-semibold text-accent-600">
                شراكة {PARTNER_TYPES[p.type]} · {p.country} · منذ {p.since}
              </p>
              <h2 className="mt-1 text-lg font-bold text-brand-900">{p.name}</h2>
              <p className="mt-2 leading-7">
                <BidiText>{p.description}</BidiText>
              </p>
              <p className="mt-3 rounded-md bg-brand-50 p-3 text-sm leading-7">
                <strong className="text-brand-800">ما يحصل عليه الطلبة: </strong>
                <BidiText>{p.benefits}</BidiText>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
