import type { ReactNode } from "react";
import { type Amount } from "#app/features/international/cost-table.ts";
import type { InternationalPage } from "#app/features/international/international-page.ts";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { EmailLink, PhoneLink } from "#app/components/ui/ContactLinks.tsx";
import { Paragraphs, Section } from "#app/components/ui/Prose.tsx";
import { ScrollTable } from "#app/components/ui/ScrollTable.tsx";
import { ColumnHeads } from "#app/components/ui/ColumnHeads.tsx";
import { formatNumber, formatPercent } from "#app/lib/format.ts";
import { pagePath } from "#app/lib/paths.ts";
import { useFormat } from "#app/i18n/useFormat.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";

/** The page's sections in reading order: their ids are the table of contents' links. */
const SECTIONS = [
  ["language", "international.language.title"],
  ["entry", "international.entry.title"],
  ["costs", "international.costs.title"],
  ["payment", "international.payment.title"],
  ["apply", "international.apply.title"],
  ["certificates", "international.certificates.title"],
  ["attestation", "international.legalisation.title"],
  ["exchange", "international.exchange.title"],
  ["graduate-english", "international.graduate.title"],
] as const;

type Data = InternationalPage;

/** A table's frame, caption and table (ScrollTable.tsx). */
const TABLE_FRAME = "rounded-card border border-line bg-white text-sm";
/**
 * Under 640 px the cells' sides are narrower: the fees' amount columns, each as wide as its longest
 * range (AMOUNT), left the item's column under 100 px on a 360 px phone, and its notes a word a line.
 */
const INSET = "px-2 py-3 sm:px-3";
const CAPTION = `${INSET} text-muted`;
const TABLE = "w-full border-collapse";
/** A column heading's cell (ColumnHeads aligns it to the start), and the row of them. */
const TH = `${INSET} align-bottom`;
const HEAD_ROW = "border-b-2 border-brand-200 bg-brand-50";
const TD = `${INSET} align-top`;
/** An amount's cell: a range («42–134», «من 42 إلى 134») broken at its dash or a space reads as two amounts. */
const AMOUNT = `${TD} whitespace-nowrap`;

/**
 * The page for applicants from abroad under its heading: the office, the table of contents and
 * every section, from `internationalPage`. The CMS's preview of the page's file draws the same.
 */
export function InternationalView({ d }: { d: Data }) {
  const t = useT();
  return (
    <div className="container-page">
      <div className="grid gap-6 pt-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Office office={d.office} />
        <nav aria-labelledby="toc-title" className="rounded-card border border-line bg-white p-5 lg:order-first">
          <h2 id="toc-title" className="text-lg font-bold text-brand-900">
            {t("international.toc")}
          </h2>
          <ol className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2">
            {SECTIONS.map(([id, key]) => (
              <li key={id}>
                <a href={`#${id}`}>{t(key)}</a>
              </li>
            ))}
          </ol>
        </nav>
      </div>
      <Section id="language" title={t("international.language.title")} kept>
        <Paragraphs items={d.instruction} className="max-w-3xl leading-8" />
        {d.englishPrograms.length > 0 && (
          <>
            <h3 className="mt-6 mb-3 text-lg font-bold text-brand-900">{t("international.language.programs")}</h3>
            <ul className="grid gap-3 md:grid-cols-2">
              {d.englishPrograms.map((p) => (
                <li key={p.id} className="rounded-card border border-line bg-white p-4">
                  <AppLink to={p.href} className="font-semibold">
                    {p.name}
                  </AppLink>
                  <p className="text-sm text-muted">{p.college}</p>
                  <p className="mt-1 text-sm">
                    <BidiText>{p.note}</BidiText>
                  </p>
                </li>
              ))}
            </ul>
          </>
        )}
      </Section>
      <Section id="entry" title={t("international.entry.title")} kept>
        <Paragraphs items={d.entry} className="max-w-3xl leading-8" />
      </Section>
      <Costs d={d} />
      <Payment d={d} />
      <Section id="apply" title={t("international.apply.title")} kept>
        <Paragraphs items={d.withoutId} className="max-w-3xl leading-8" />
        <p className="mt-4">
          <a
            href={d.portal.url}
            rel="noopener"
            className="inline-block rounded-md bg-brand-700 px-5 py-2 font-semibold text-white no-underline hover:bg-brand-800"
          >
            <BidiText>{t("international.apply.portal", { portal: d.portal.name })}</BidiText>
          </a>
        </p>
      </Section>
      <Certificates d={d} />
      <Section id="attestation" title={t("international.legalisation.title")} kept renderWhenNear>
        <ol className="max-w-3xl list-decimal space-y-2 ps-6 leading-8">
          {d.legalisation.steps.map((step, i) => (
            <li key={i}>
              <BidiText>{step}</BidiText>
            </li>
          ))}
        </ol>
        <p className="mt-4 max-w-3xl rounded-md bg-brand-50 p-4 leading-8">
          <BidiText>{d.legalisation.duration}</BidiText>
        </p>
      </Section>
      <Exchange d={d} />
      <GraduateEnglish d={d} />
    </div>
  );
}

function Office({ office }: { office: Data["office"] }) {
  const t = useT();
  return (
    <section aria-labelledby="office-title" className="rounded-card border-2 border-brand-200 bg-white p-5">
      <h2 id="office-title" className="text-lg font-bold text-brand-900">
        {t("international.office.title")}
      </h2>
      <p className="mt-1 text-xl font-bold">{office.name}</p>
      <dl className="mt-3 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="font-semibold text-muted">{t("international.office.email")}</dt>
        <dd>
          <EmailLink address={office.email} className="font-semibold" />
        </dd>
        <dt className="font-semibold text-muted">{t("international.office.phone")}</dt>
        <dd>
          <PhoneLink number={office.phone} className="font-semibold" />
        </dd>
        <dt className="font-semibold text-muted">{t("international.office.address")}</dt>
        <dd>
          <address className="not-italic">{office.address}</address>
        </dd>
        <dt className="font-semibold text-muted">{t("international.office.hours")}</dt>
        <dd>{office.hours}</dd>
      </dl>
    </section>
  );
}

/** An amount, or a range of amounts, as the table shows it. */
function useAmount() {
  const t = useT();
  return (a: Amount) =>
    a.max === undefined
      ? formatNumber(a.min)
      : t("international.costs.range", { min: formatNumber(a.min), max: formatNumber(a.max) });
}

function Costs({ d }: { d: Data }) {
  const t = useT();
  const format = useFormat();
  const amount = useAmount();
  return (
    <Section id="costs" title={t("international.costs.title")} kept>
      <ScrollTable
        id="costs-caption"
        caption={t("international.costs.caption")}
        className={TABLE_FRAME}
        captionClassName={CAPTION}
        tableClassName={TABLE}
      >
        <ColumnHeads
          className={HEAD_ROW}
          cellClassName={TH}
          columns={[t("international.costs.item"), t("international.costs.jod"), t("international.costs.usd")]}
          columnClassNames={["", "whitespace-nowrap", "whitespace-nowrap"]}
        />
        <tbody>
          {d.costs.map((row) => (
            <tr key={row.kind === "hours" ? `hours-${row.level}` : row.key} className="border-b border-line">
              <th scope="row" className={`${TD} text-start font-normal`}>
                <span className="font-semibold">
                  {row.kind === "hours" ? t("international.costs.hours", { level: row.level }) : row.label}
                </span>
                <span className="mt-1 block font-semibold text-accent-600">
                  {t("international.costs.per", { per: row.kind === "hours" ? "hour" : row.per })}
                </span>
                <span className="mt-1 block text-muted">
                  {row.kind === "hours" ? (
                    t("international.costs.hoursNote", { fixed: d.hourFeeFixed ? "yes" : "no" })
                  ) : (
                    <BidiText>{row.note}</BidiText>
                  )}
                </span>
              </th>
              <td className={`${AMOUNT} font-semibold`}>{amount(row.jod)}</td>
              <td className={AMOUNT}>{amount(row.usd)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="mt-3 max-w-3xl text-sm text-muted">
        {t("international.costs.rate", { rate: formatNumber(d.rate.usdPerJod, 4), date: format.date(d.rate.date) })}
      </p>
      <p className="mt-2 max-w-3xl text-sm">
        {withElements(t("international.costs.scholarships", { link: slot("link") }), {
          link: (
            <AppLink to={pagePath("/admission-keys", {}, { hash: "scholarships" })}>
              {t("international.costs.scholarshipsLink")}
            </AppLink>
          ),
        })}
      </p>
    </Section>
  );
}

function Payment({ d }: { d: Data }) {
  const t = useT();
  const p = d.payment;
  const rows: [string, ReactNode][] = [
    [t("international.payment.bank"), p.bank],
    [t("international.payment.accountName"), p.accountName],
    [
      t("international.payment.iban"),
      <span className="ltr font-mono" key="iban">
        {p.iban}
      </span>,
    ],
    [
      t("international.payment.swift"),
      <span className="ltr font-mono" key="swift">
        {p.swift}
      </span>,
    ],
    [t("international.payment.currencies"), p.currencies],
    [t("international.payment.reference"), p.reference],
  ];
  return (
    <Section id="payment" title={t("international.payment.title")} kept>
      <Paragraphs items={p.text} className="max-w-3xl leading-8" />
      <h3 className="mt-6 mb-3 text-lg font-bold text-brand-900">{t("international.payment.transfer")}</h3>
      <dl className="max-w-3xl divide-y divide-line rounded-card border border-line bg-white">
        {rows.map(([label, value]) => (
          <div key={label} className="grid gap-1 px-4 py-3 sm:grid-cols-[14rem_minmax(0,1fr)] sm:gap-4">
            <dt className="text-sm font-semibold text-muted">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Certificates({ d }: { d: Data }) {
  const t = useT();
  return (
    <Section id="certificates" title={t("international.certificates.title")} kept renderWhenNear>
      <p className="max-w-3xl leading-8">{t("international.certificates.intro")}</p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {d.certificates.map((c) => (
          <li key={c.code} id={`certificate-${c.code}`} className="rounded-card border border-line bg-white p-5">
            <h3 className="text-lg font-bold text-brand-900">
              <BidiText>{c.name}</BidiText>
            </h3>
            <dl className="mt-2 space-y-2 text-sm leading-7">
              <div>
                <dt className="font-semibold text-muted">{t("international.certificates.requirements")}</dt>
                <dd>
                  <BidiText>{c.requirements}</BidiText>
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-muted">{t("international.certificates.average")}</dt>
                <dd>
                  <BidiText>{c.average}</BidiText>
                </dd>
              </div>
            </dl>
            {c.scale && (
              <table className="mt-3 w-full max-w-sm border-collapse text-sm">
                <caption className="mb-1 text-start text-muted">
                  <BidiText>{t("international.certificates.scale", { certificate: c.name })}</BidiText>
                </caption>
                <ColumnHeads
                  className="border-b border-brand-200"
                  cellClassName="px-3 py-1"
                  columns={[t("international.certificates.score"), t("international.certificates.percent")]}
                />
                <tbody>
                  {c.scale.map((point) => (
                    <tr key={point.score} className="border-b border-line">
                      <td className="px-3 py-1">{formatNumber(point.score, 3)}</td>
                      <td className="px-3 py-1">{formatPercent(point.percent)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <p className="mt-3 text-sm">
              {c.finderHref ? (
                <AppLink to={c.finderHref} className="font-semibold">
                  {t("international.certificates.finder")}
                </AppLink>
              ) : (
                withElements(t("international.certificates.ask", { email: slot("email") }), {
                  email: <EmailLink address={d.office.email} />,
                })
              )}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Exchange({ d }: { d: Data }) {
  const t = useT();
  return (
    <Section id="exchange" title={t("international.exchange.title")} kept renderWhenNear>
      <Paragraphs items={d.exchange.text} className="max-w-3xl leading-8" />
      <ScrollTable
        id="exchange-caption"
        caption={t("international.exchange.caption")}
        className={`mt-4 max-w-xl ${TABLE_FRAME}`}
        captionClassName={CAPTION}
        tableClassName={TABLE}
      >
        <ColumnHeads
          className={HEAD_ROW}
          cellClassName={TH}
          columns={[t("international.exchange.semester"), t("international.exchange.deadline")]}
        />
        <tbody>
          {d.exchange.deadlines.map((x) => (
            <tr key={x.label} className="border-b border-line">
              <th scope="row" className={`${TD} text-start font-normal`}>
                {x.label}
              </th>
              <td className={`${TD} font-semibold`}>{x.date}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <p className="mt-3">
        <AppLink to={pagePath("/partnerships")}>{t("international.exchange.partners")}</AppLink>
      </p>
    </Section>
  );
}

function GraduateEnglish({ d }: { d: Data }) {
  const t = useT();
  const g = d.graduateEnglish;
  return (
    <Section id="graduate-english" title={t("international.graduate.title")} kept renderWhenNear>
      <ScrollTable
        id="graduate-english-caption"
        caption={t("international.graduate.caption")}
        className={`max-w-xl ${TABLE_FRAME}`}
        captionClassName={CAPTION}
        tableClassName={TABLE}
      >
        <ColumnHeads
          className={HEAD_ROW}
          cellClassName={TH}
          columns={[t("international.graduate.test"), t("international.graduate.minimum")]}
        />
        <tbody>
          <tr className="border-b border-line">
            <th scope="row" className={`${TD} text-start font-normal`}>
              <BidiText>TOEFL iBT</BidiText>
            </th>
            <td className={`${TD} font-semibold`}>
              {t("international.graduate.toefl", { score: formatNumber(g.toeflIbt) })}
            </td>
          </tr>
          <tr className="border-b border-line">
            <th scope="row" className={`${TD} text-start font-normal`}>
              <BidiText>IELTS Academic</BidiText>
            </th>
            <td className={`${TD} font-semibold`}>
              {t("international.graduate.ielts", { score: formatNumber(g.ieltsAcademic, 1) })}
            </td>
          </tr>
        </tbody>
      </ScrollTable>
      <Paragraphs items={g.text} className="mt-4 max-w-3xl leading-8" />
    </Section>
  );
}
