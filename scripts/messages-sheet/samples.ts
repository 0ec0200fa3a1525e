/**
 * The sample values of the proofreading sheet: for each argument name, the values it is shown with,
 * taken from the content where the argument names something the content has (streams, certificates,
 * programs, colleges, scholarships, dates, money), else fixed; and, for the messages whose arguments
 * go together (a certificate with its own scale, a list as long as its count), their cases.
 *
 * A message with an argument that has no entry here is flagged on the sheet and fails
 * messages-sheet.rules.test.ts; so does a select branch no value here reaches, and an entry no
 * message uses any more.
 *
 * Data, not logic (sample values for the sheet): it stays one file, though long, because its table
 * is keyed by argument name across every namespace; split by namespace, shared arguments scatter.
 */
import type { Registry } from "#app/content/registry.ts";
import {
  COST_PERIODS,
  NEWS_CATEGORIES,
  type Notice,
  type Partner,
  type PlanYear,
  type Publication,
} from "#app/content/schema.ts";
import { catalogDegrees, entryDegrees } from "#app/content/catalog.ts";
import { translate, type Messages } from "#app/i18n/messages.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";
import {
  formatChoiceList,
  formatCommaList as formatCommaListIn,
  formatDate as formatDateIn,
  formatNumber,
  formatPercent,
  holdsAnd,
  type WrittenLanguage,
} from "#app/lib/format.ts";
import { hostOf } from "#app/lib/site-url.ts";
import { twelveHourClock } from "#app/lib/zoned-time.ts";
import { convertCertificate, isExactConversion, tierScope } from "#app/features/admission/eligibility.ts";
import { scaleBounds } from "#app/features/admission/scale-bounds.ts";
import { planCost } from "#app/features/admission/plan-cost.ts";
import { TAWJIHI_SCALE } from "#app/features/admission/score-input.ts";
import { shownDecimals } from "#app/features/admission/finder-answer.ts";
import { finderOptions } from "#app/features/programs/filter.ts";
import { SEARCH_KINDS } from "#app/features/search/search-document.ts";
import { costRows } from "#app/features/international/cost-table.ts";
import type { Case, SampleTable } from "./forms.ts";

/** Marks a value the page shows as a link (the sheet underlines it); the message itself sees plain text. */
export const LINK_START = "\uE001";
export const LINK_END = "\uE002";
const link = (text: string) => `${LINK_START}${text}${LINK_END}`;

/** How many of a counted noun an argument built from a count message is shown with (the message's own page: every number). */
const COUNTS = [1, 2, 3, 11, 100];

/** The schema's values of the selects (app/content/schema.ts), each a real value the code passes. */
const NOTICE_LEVELS: Notice["level"][] = ["urgent", "warning", "info"];
const PARTNER_TYPES: Partner["type"][] = ["academic", "industry", "health", "international"];
const PUBLICATION_TYPES: Publication["type"][] = ["article", "conference", "book", "report"];
const TERMS: PlanYear["semesters"][number]["term"][] = ["first", "second", "summer"];
/** A code the schema does not have: a select's fallback writes it as it is. */
const UNKNOWN = "unlisted";

/**
 * What the samples take from the content: names chosen by property, figures, dates. `language` is
 * the messages' and the registry's (plural rules, dates and lists are written in it).
 */
export function sampleContent(r: Registry, messages: Messages, language: WrittenLanguage = "ar") {
  const t = (key: string, values?: MessageValues) => translate(messages, key, values, key, language);
  const degrees = catalogDegrees(r);
  const names = [...new Set(degrees.map((d) => d.sheet.name))];
  const byLength = [...names].sort((a, b) => b.length - a.length);
  const longest = byLength[0];
  const shortest = byLength.at(-1)!;
  /** A program whose name holds «و» as a word of its own: read in a list joined by «و». */
  const withAnd = names.find((n) => n !== longest && /(^|\s)و\S/.test(n)) ?? longest;
  const colleges = [...r.colleges].sort((a, b) => a.name.length - b.name.length);
  const entry = entryDegrees(r);
  const firstMinimum = Object.values(entry[0].sheet.admission.minimums ?? {})[0];
  const firstCutoff = entry.flatMap((d) => Object.values(d.sheet.admission.lastCutoff ?? {}))[0];
  const season = r.admission.resultsSeason;
  const tiers = r.admission.scholarships;
  const portal = r.site.portals.find((p) => p.key === "admission")!;
  const office = r.site.offices.find((o) => o.key === "admission") ?? r.site.offices[0];
  const faqQuestions = r.faq.reduce((n, g) => n + g.questions.length, 0);
  const course = degrees.flatMap((d) => d.sheet.studyPlan.flatMap((y) => y.semesters.flatMap((s) => s.courses)))[0];
  return {
    t,
    r,
    language,
    programNames: [withAnd, longest, shortest],
    lengths: [...new Map(degrees.map((d) => [d.sheet.durationYears, d.sheet] as const)).values()].sort(
      (a, b) => a.durationYears - b.durationYears,
    ),
    collegeNames: [colleges[0].name, colleges.at(-1)!.name],
    streams: r.streams,
    certificates: r.admission.certificates,
    tiers,
    season,
    firstMinimum,
    firstCutoff,
    entryCount: entry.length,
    faqQuestions,
    course,
    portal,
    office,
    fees: finderOptions(
      degrees,
      r.streams.map((s) => s.code),
    ).fees,
    counted: (key: string, grammaticalCase?: "acc", real?: number) =>
      [...new Set([...(real === undefined ? [] : [real]), ...COUNTS])].map((count) =>
        t(key, { count, case: grammaticalCase }),
      ),
    link,
  };
}
export type SampleContent = ReturnType<typeof sampleContent>;

/**
 * A certificate's sample score: the middle of its scale written with its decimals, and what it
 * converts to, both as the pages show them (the score as typed, the percentage as decision 029 says).
 */
function certificateSample(cert: Registry["admission"]["certificates"][number]) {
  const score = Number(((cert.scale.min + cert.scale.max) / 2).toFixed(cert.scale.decimals));
  const percent = convertCertificate(cert, score)!;
  const decimals = shownDecimals({ exact: isExactConversion(cert), decimals: cert.scale.decimals });
  return { score: formatNumber(score, cert.scale.decimals), percent: formatPercent(percent, decimals) };
}

/** A shown-of-total pair for a filtered list: `3 من 11 …`. */
const shownOf = (c: SampleContent, key: string, real: number): Case[] =>
  [
    [1, 2],
    [2, 3],
    [3, 11],
    [11, 100],
    [2, real],
  ].map(([shown, total]) => ({ shown, total: c.t(key, { count: total, case: "acc" }) }));

/**
 * THE TABLE. `arguments`: argument name → the values the sheet shows it with. `messages`: message key
 * → cases, for messages whose arguments go together or whose argument name means something else
 * than in the other messages (`level` is a code in notice.level, its label in notice.name).
 */
export function sampleTable(c: SampleContent): SampleTable {
  const { t, r, season, language } = c;
  const formatDate = (iso: string) => formatDateIn(iso, language);
  const formatCommaList = (items: string[]) => formatCommaListIn(items, language);
  const announcement = formatDate(season.announcement);
  /** The announcement's moment at the content's time, at noon and in the afternoon: am, noon, pm. */
  const clocks = [season.announcementTime, "12:30", "16:30"].map((time) => twelveHourClock(time));
  const jod = (amount: number, grammaticalCase?: "acc") => t("money.jod", { amount, case: grammaticalCase });
  const tierWithMinimum = c.tiers.find((tier) => tier.minSemesterHours !== undefined);
  const costs = entryDegrees(r).map((d) => ({ d, cost: tierWithMinimum && planCost(d.sheet, tierWithMinimum) }));
  const wholePlan = costs.find((x) => x.cost && x.cost.discountedHours === x.cost.hours);
  const partPlan = costs.find((x) => x.cost && x.cost.discountedHours < x.cost.hours);
  const prices = [...costs].sort((a, b) => a.d.sheet.tuitionPerHour - b.d.sheet.tuitionPerHour);
  const firstDate = r.news.at(-1)!.date;

  return {
    arguments: {
      aid: [c.link(t("admission.answer.financialAid"))],
      amount: c.fees.map((amount) => jod(amount)),
      announcement: [announcement],
      answer: [c.link(t("programs.noneAnswer"))],
      average: [formatPercent(84.6), formatPercent(90)],
      bachelor: [formatPercent(r.admission.ministry.bachelorMinimum)],
      case: ["acc", "nom"],
      category: [...NEWS_CATEGORIES, UNKNOWN],
      college: c.collegeNames.map(c.link),
      code: ["404 Page Not Found", "500 Internal Server Error"],
      contact: [c.link(c.office.name)],
      cut: ["no", "yes"],
      cutoff: [formatPercent(c.firstCutoff)],
      date: [announcement, formatDate(firstDate)],
      dates: [c.link(t("admission.apply.datesLink"))],
      days: c.counted("count.days"),
      diploma: [formatPercent(r.admission.ministry.diplomaMinimum)],
      documents: [c.link(t("admission.apply.documentsLink"))],
      email: [c.link(r.site.offices[0].email)],
      exact: ["yes", "no"],
      finder: [c.link(t("admission.answer.finderLink"))],
      fixed: ["yes", "no"],
      founded: [String(r.site.founded)],
      gender: ["female", "male"],
      groups: c.counted("count.groups", "acc", r.faq.length),
      guide: [c.link(t("admission.apply.abroadLink"))],
      hours: c.counted("count.creditHours", undefined, entryDegrees(r)[0].sheet.creditHours),
      improve: [c.link(t("admission.answer.improveLink"))],
      kind: SEARCH_KINDS,
      level: NOTICE_LEVELS,
      link: [c.link(t("admission.answer.costNoteLink"))],
      // The program finder's «no program» offers the admission answer only for an average entered outside graduate studies.
      offer: ["answer", "none"],
      office: [r.international.office.name],
      lowest: [formatPercent(Math.min(...c.tiers.map((tier) => tier.minAverage)))],
      max: [TAWJIHI_SCALE.max],
      min: [TAWJIHI_SCALE.min],
      minimum: [formatPercent(c.firstMinimum)],
      moment: clocks.map((clock) => t("results.lookup.moment", { date: announcement, ...clock })),
      name: c.tiers.map((tier) => tier.name),
      path: ["/no-such-page"],
      // A help answer's further reading (FaqGroups): one page, or two as the site lists links.
      pages: [
        c.link(t("page.international-applicants")),
        formatCommaList([c.link(t("page.international-applicants")), c.link(t("page.admission-keys"))]),
      ],
      number: [c.link(r.site.whatsapp)],
      phone: [c.link(r.site.phone)],
      points: [r.admission.closeCallPoints, 0.5, 1, 1.5, 3, 11].map((count) =>
        t("count.points", { count, case: "acc" }),
      ),
      portal: [c.link(`${c.portal.name} (${hostOf(c.portal.url)})`)],
      problem: ["malformed", "range", "precision"],
      programs: c.counted("count.programs"),
      query: [c.programNames[2], c.course.code],
      questions: c.counted("count.questions", undefined, c.faqQuestions),
      result: ["pass", "fail"],
      saving: [2, 3, 11, 100, 1000, 2412.5].map((amount) => jod(amount, "acc")),
      service: [c.link(`${season.officialService.name} (${hostOf(season.officialService.url)})`)],
      site: [r.site.name],
      stream: c.streams.map((s) => s.inText),
      table: [c.link(t("admission.answer.higherTable"))],
      title: [t("page.programs"), t("page.high-school-results")],
      tool: [c.link(t("results.season.tool"))],
      varies: ["yes", "no"],
    },
    messages: {
      "notice.name": NOTICE_LEVELS.map((level) => ({
        level: t("notice.level", { level }),
        title: r.notices[0]?.title ?? "",
      })),
      "notice.announce": NOTICE_LEVELS.map((level) => ({
        level: t("notice.level", { level }),
        title: r.notices[0]?.title ?? "",
        text: r.notices[0]?.text ?? "",
      })),
      "programs.level": ["undergraduate", "diploma", "graduate"].map((level) => ({ level })),
      // The page for applicants from abroad: its table's rows as the content gives them.
      "international.costs.per": [...COST_PERIODS, "hour"].map((per) => ({ per })),
      "international.costs.hours": ["undergraduate", "diploma", "graduate"].map((level) => ({ level })),
      "international.costs.range": costRows(r).flatMap((row) =>
        row.jod.max === undefined ? [] : [{ min: formatNumber(row.jod.min), max: formatNumber(row.jod.max) }],
      ),
      "international.costs.rate": [
        {
          rate: formatNumber(r.international.exchangeRate.usdPerJod, 4),
          date: formatDate(r.international.exchangeRate.date),
        },
      ],
      "international.costs.scholarships": [{ link: c.link(t("international.costs.scholarshipsLink")) }],
      "international.apply.portal": [{ portal: c.portal.name }],
      "international.certificates.scale": r.international.certificates.map((x) => ({ certificate: x.name })),
      "international.certificates.ask": [{ email: c.link(r.international.office.email) }],
      // A foreign certificate short of a program: the International Office, for either kind of certificate.
      "admission.answer.close.assessmentOnly": ["yes", "no"].map((exact) => ({
        improve: c.link(t("admission.answer.assessmentLink", { office: r.international.office.name, exact })),
      })),
      "home.fromAbroad": [{ link: c.link(t("home.fromAbroadLink")) }],
      "international.graduate.toefl": [{ score: formatNumber(r.international.graduateEnglish.toeflIbt) }],
      "international.graduate.ielts": [{ score: formatNumber(r.international.graduateEnglish.ieltsAcademic, 1) }],
      "program.cta.text": ["undergraduate", "graduate"].map((level) => ({ level })),
      // A retired program's notice: the year admission closed, as the program's file gives it.
      "program.retired.since": [{ year: "2025" }],
      "program.cta.admission": ["undergraduate", "graduate"].map((level) => ({ level })),
      "publications.type": [...PUBLICATION_TYPES, UNKNOWN].map((type) => ({ type })),
      "partnerships.type": [...PARTNER_TYPES, UNKNOWN].map((type) => ({ type })),
      "partnerships.meta": PARTNER_TYPES.map((type, i) => ({
        type: t("partnerships.type", { type }),
        country: r.partners[i % r.partners.length].country,
        since: String(r.partners[i % r.partners.length].since),
      })),
      "program.plan.year": [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((year) => ({ year: String(year) })),
      "program.plan.term": [...TERMS, UNKNOWN].map((term, i) => ({
        term,
        year: t("program.plan.year", { year: String(i + 1) }),
      })),
      // Each length of study the catalog has, with the hours of its first degree of that length.
      "program.plan.total": c.lengths.map((d) => ({
        hours: t("count.creditHours", { count: d.creditHours }),
        years: t("count.years", { count: d.durationYears, case: "acc" }),
      })),
      "program.card.facts": c.lengths.map((d) => ({
        hours: t("count.creditHours", { count: d.creditHours }),
        years: t("count.years", { count: d.durationYears }),
      })),
      "home.datesOver": [{ year: r.admission.academicYear }],
      "footer.copyright": [{ year: String(new Date().getFullYear()) }],
      "news.total": [{ news: (v) => t("count.news", { count: v.count }) }],
      // The content's counts of colleges and entry programs, with every count of graduate programs (none too).
      "colleges.summary": [
        {
          colleges: t("count.colleges", { count: r.colleges.length }),
          entry: t("count.entryPrograms", { count: c.entryCount }),
          graduate: (v) => t("count.graduatePrograms", { count: v.graduateCount }),
        },
      ],
      "results.banner.expected": clocks.map((clock) => ({ date: announcement, ...clock })),
      "results.lookup.moment": clocks.map((clock) => ({ date: announcement, ...clock })),
      "results.lookup.limited": [1, 2, 3, 30, 60].map((count) => ({
        time: t("count.seconds", { count, case: "acc" }),
      })),
      "results.lookup.busy": [1, 2, 5, 15].map((count) => ({ time: t("count.seconds", { count, case: "acc" }) })),
      "results.lookup.countdown": [{ time: "05:04:03" }],
      "results.lookup.countdownDays": [{ time: "05:04:03" }],
      "admission.answer.estimate": [{ stream: "yes" }, { stream: "no" }],
      "programs.minimum": [
        { stream: "any", streamText: "" },
        ...c.streams.map((s) => ({ stream: "chosen", streamText: s.inText, varies: "no" })),
      ],
      "admission.answer.conversion": c.certificates.map((cert) => {
        const { score, percent } = certificateSample(cert);
        return {
          exact: isExactConversion(cert) ? "yes" : "no",
          certificate: cert.name,
          score,
          max: cert.scale.max,
          percent,
        };
      }),
      "results.conversion": c.certificates.map((cert) => {
        const { score, percent } = certificateSample(cert);
        return {
          exact: isExactConversion(cert) ? "yes" : "no",
          certificate: cert.name,
          score,
          max: cert.scale.max,
          percent,
        };
      }),
      "results.convert.range": c.certificates.map((cert) => ({
        certificate: cert.name,
        min: cert.scale.min,
        max: cert.scale.max,
      })),
      // Each certificate's own decimals, and every form the message has (a whole number to three decimals).
      "admission.error.certificatePrecision": [
        ...c.certificates.map((cert) => ({
          certificate: cert.name,
          scoreName: cert.scale.name,
          decimals: cert.scale.decimals,
        })),
        ...[0, 1, 2, 3].map((decimals) => ({
          certificate: c.certificates[0].name,
          scoreName: c.certificates[0].scale.name,
          decimals,
        })),
      ],
      // A certificate without streams, equated to the content's streams, to one, and to three.
      "admission.error.equivalenceStream": [
        r.admission.equivalentStreams,
        r.admission.equivalentStreams.slice(0, 1),
        r.streams.slice(0, 3).map((s) => s.code),
      ].map((codes) => ({
        certificate: (c.certificates.find((cert) => cert.streams === "equivalence") ?? c.certificates[0]).name,
        count: codes.length,
        streams: formatChoiceList(
          codes.map((code) => r.streams.find((s) => s.code === code)?.name ?? code),
          language,
        ),
      })),
      "admission.error.certificateEmpty": c.certificates.map((cert) => ({
        certificate: cert.name,
        scoreName: cert.scale.name,
        ...scaleBounds(t, cert.scale),
      })),
      "admission.error.certificateMalformed": c.certificates.map((cert) => ({
        certificate: cert.name,
        scoreName: cert.scale.name,
        ...scaleBounds(t, cert.scale),
      })),
      "admission.error.certificateRange": c.certificates.map((cert) => ({
        certificate: cert.name,
        scoreName: cert.scale.name,
        scoreNameIndefinite: cert.scale.nameIndefinite,
        ...scaleBounds(t, cert.scale),
      })),
      "admission.finder.scale": c.certificates.map((cert) => ({
        certificate: cert.name,
        scoreName: cert.scale.name,
        ...scaleBounds(t, cert.scale),
      })),
      // With no certificate (the Tawjihi), with a certificate that has its streams, and one equated to one.
      "admission.prompt.stream": [
        { certificateStreams: "tawjihi", certificate: "" },
        ...(["own", "equivalence"] as const).flatMap((kind) =>
          c.certificates
            .filter((cert) => cert.streams === kind)
            .slice(0, 1)
            .map((cert) => ({ certificateStreams: kind, certificate: cert.name })),
        ),
      ],
      "admission.finder.averageHint": [
        { min: formatPercent(TAWJIHI_SCALE.min), max: formatPercent(TAWJIHI_SCALE.max) },
      ],
      // Each tier as the content gives it, and each reach a tier may have (every level, or one).
      "admission.finder.scholarship": [
        ...c.tiers.map((tier) => ({
          name: tier.name,
          discount: formatPercent(tier.discountPercent),
          scope: tierScope(tier),
        })),
        ...["all", "undergraduate", "diploma"].map((scope) => ({
          name: c.tiers[0].name,
          discount: formatPercent(c.tiers[0].discountPercent),
          scope,
        })),
      ],
      "admission.scholarships.item": [
        ...c.tiers.map((tier) => ({
          name: tier.name,
          discount: formatPercent(tier.discountPercent),
          average: formatPercent(tier.minAverage),
          scope: tierScope(tier),
        })),
        ...["all", "undergraduate", "diploma"].map((scope) => ({
          name: c.tiers[0].name,
          discount: formatPercent(c.tiers[0].discountPercent),
          average: formatPercent(c.tiers[0].minAverage),
          scope,
        })),
      ],
      "admission.cost.planValue": [prices[0], prices.at(-1)!].map(({ d }) => ({
        total: jod(d.sheet.creditHours * d.sheet.tuitionPerHour),
        hours: t("count.creditHours", { count: d.sheet.creditHours, case: "acc" }),
      })),
      "admission.cost.minSemesterHours": [wholePlan, partPlan].flatMap((x) =>
        x?.cost
          ? [
              {
                all: x.cost.discountedHours === x.cost.hours ? "yes" : "no",
                discount: formatPercent(tierWithMinimum!.discountPercent),
                min: t("count.creditHours", { count: tierWithMinimum!.minSemesterHours!, case: "acc" }),
                hours: t("count.creditHours", { count: x.cost.discountedHours, case: "acc" }),
                total: x.cost.hours,
              },
            ]
          : [],
      ),
      "admission.minimums.caption": c
        .counted("count.entryPrograms", undefined, c.entryCount)
        .map((programs) => ({ programs })),
      "admission.answer.open.title": [{ programs: (v) => t("count.programs", { count: v.count, case: "acc" }) }],
      "admission.answer.close.alternatives": [
        {
          programs: (v) => formatCommaList(listOf(c.programNames, Number(v.count)).map(link)),
          improve: c.link(t("admission.answer.improveLink")),
        },
      ],
      "admission.answer.notOpen.accepts": [
        {
          streams: (v) =>
            formatCommaList(
              listOf(
                c.streams.map((s) => s.name),
                Number(v.count),
              ),
            ),
        },
      ],
      "admission.answer.close.intro": [
        { points: t("count.points", { count: r.admission.closeCallPoints, case: "acc" }) },
      ],
      "colleges.finder": [{ finder: c.link(t("colleges.finderLink")) }],
      "results.card.failNext": [{ link: c.link(t("results.card.improveLink")) }],
      // Each scope with the discount of a tier that has it (any tier's, if none has).
      "admission.cost.firstYear": [
        {
          discount: formatPercent(
            (c.tiers.find((tier) => tier.appliesTo === "first-year") ?? c.tiers[0]).discountPercent,
          ),
        },
      ],
      "admission.cost.wholePlan": [
        {
          discount: formatPercent(
            (c.tiers.find((tier) => tier.appliesTo === "plan" && tier.minSemesterHours === undefined) ?? c.tiers[0])
              .discountPercent,
          ),
        },
      ],
      // Each former name with the stream it is today (the content's pairs; a stream's own name if none changed).
      "admission.answer.formerly": [
        ...c.streams.flatMap((s) => (s.aliases ?? []).map((alias) => ({ former: alias.name, stream: s.inText }))),
        { former: c.streams[0].name, stream: c.streams[0].inText },
      ].slice(0, Math.max(1, c.streams.flatMap((s) => s.aliases ?? []).length)),
      "programs.count": [{ programs: (v) => t("count.programs", { count: v.count }) }],
      // A program's name with «و» in it takes a comma before the count; one without, none.
      "search.alsoIn": c.programNames.map((program) => ({ program, comma: holdsAnd(program) ? "yes" : "no" })),
      "searchPage.none": [{ programs: c.link(t("searchPage.noneLink")) }],
      "publications.shown": shownOf(c, "count.publications", r.publications.length),
      "partnerships.shown": shownOf(c, "count.partners", r.partners.length),
      "programs.shown": shownOf(c, "count.programs", catalogDegrees(r).length),
      "help.matching": shownOf(c, "count.questions", c.faqQuestions),
      "searchPage.shown": [
        { shown: 5, total: 6 },
        { shown: 10, total: 23 },
      ],
    },
  };
}

/** The first `count` items (at most all of them once; none for 0 or less): a list as long as its count. */
function listOf(items: readonly string[], count: number): string[] {
  return Array.from(
    { length: Math.max(0, Math.min(Math.floor(count), items.length)) },
    (_, i) => items[i % items.length],
  );
}
