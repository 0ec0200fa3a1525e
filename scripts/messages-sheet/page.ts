/**
 * The proofreading sheet's HTML: one self-contained page (its fonts inside it), right to left, the
 * messages grouped by namespace, each key small and left to right above every form of its sentence,
 * then the sentences the pages assemble from parts, each under the situation it shows.
 */
import type { MessageEntry } from "./forms.ts";
import { LINK_END, LINK_START } from "./samples.ts";
import { ENGLISH_KEY } from "#app/content/english-form.ts";
import { localeByCode, type Locale } from "#app/i18n/locales.ts";
import { escapeUTF8 } from "entities";

/** A block of the sheet rendered from the site's own components. */
export interface SheetBlock {
  /** The page or component it comes from (a heading of the sheet). */
  group: string;
  /** The situation it shows, in Arabic. */
  title: string;
  /** What renders it, left to right: component and inputs (`FinderAnswerView stream=literary average=60`). */
  source: string;
  /** Markup from renderToStaticMarkup (trusted: the site's components). */
  html: string;
}

/** A form's text as HTML: escaped, with the values the page shows as links underlined and isolated (a phone number reads left to right, as in its link). */
export function sentenceHtml(text: string): string {
  return escapeUTF8(text).replaceAll(LINK_START, '<bdi class="sheet-link">').replaceAll(LINK_END, "</bdi>");
}

/** A counted noun on the sheet's own lines, by Arabic's plural categories: [one, two, few (3–10), many (11–99), other]. */
function counted(n: number, [one, two, few, many, other]: readonly string[]): string {
  const category = new Intl.PluralRules("ar").select(n);
  const forms: Record<string, string> = { one, two, few: `${n} ${few}`, many: `${n} ${many}` };
  return forms[category] ?? `${n} ${other}`;
}

/**
 * How much the sheet (or a part of it) holds: `829 جملة من 354 رسالة، و59 موقفًا من مكوّنات
 * الصفحات`; without `blocks`, the messages alone.
 */
export function sheetCounts(sentences: number, messages: number, blocks?: number): string {
  return (
    `${counted(sentences, ["جملة واحدة", "جملتان", "جمل", "جملة", "جملة"])} ` +
    `من ${counted(messages, ["رسالة واحدة", "رسالتين", "رسائل", "رسالة", "رسالة"])}` +
    (blocks === undefined
      ? ""
      : `، و${counted(blocks, ["موقف واحد", "موقفان", "مواقف", "موقفًا", "موقف"])} من مكوّنات الصفحات`)
  );
}

/** The namespace of a key: what comes before its first dot. */
export const namespaceOf = (key: string) => key.slice(0, key.indexOf("."));

/**
 * The messages, one section per namespace in the file's order, one article per key. `id` prefixes
 * the anchors of a second language's part (`en-`), so both parts can be linked to.
 */
export function messagesHtml(entries: readonly MessageEntry[], id = ""): string {
  const namespaces = [...new Set(entries.map((e) => namespaceOf(e.key)))];
  return namespaces
    .map((ns) => {
      const items = entries.filter((e) => namespaceOf(e.key) === ns);
      return `<section class="sheet-namespace" id="${id}ns-${ns}" aria-labelledby="${id}ns-${ns}-title">
<h2 id="${id}ns-${ns}-title"><bdi dir="ltr" class="sheet-code">${ns}</bdi> <small>(${items.length})</small></h2>
${items.map((e) => entryHtml(e, id)).join("\n")}
</section>`;
    })
    .join("\n");
}

function entryHtml(e: MessageEntry, id: string): string {
  const unreached = e.branches.filter((b) => !e.reached.has(b));
  const flags = [
    e.missing.length ? `no sample value for: ${e.missing.join(", ")}` : "",
    unreached.length ? `branches no sample reaches: ${unreached.join(", ")}` : "",
  ]
    .filter(Boolean)
    .map((flag) => `<p class="sheet-missing" dir="ltr">${escapeUTF8(flag)}</p>`)
    .join("");
  const neverZero = e.neverZero ? `<p class="sheet-note">لا يبلغ العدد فيها صفرًا: ${escapeUTF8(e.neverZero)}</p>` : "";
  const forms = e.forms
    .map(
      (f) =>
        `<li><span class="sheet-text">${sentenceHtml(f.text)}</span>${f.labels.length ? `<span class="sheet-label" dir="ltr">${escapeUTF8(f.labels.join(" · "))}</span>` : ""}</li>`,
    )
    .join("");
  return `<article class="sheet-message" id="${id}m-${escapeUTF8(e.key)}">
<h3 class="sheet-key"><bdi dir="ltr" class="sheet-code">${escapeUTF8(e.key)}</bdi></h3>${flags}${neverZero}
<ol class="sheet-forms${e.forms.length === 1 ? " single" : ""}">${forms}</ol>
</article>`;
}

/**
 * The blocks rendered from the components, under their page's heading; `id` prefixes the anchors
 * of a second language's part, whose rendered sentences are marked with its `lang` and direction.
 */
export function blocksHtml(blocks: readonly SheetBlock[], id = "", locale?: Locale): string {
  const groups = [...new Set(blocks.map((b) => b.group))];
  const rendered = locale ? ` lang="${locale.code}" dir="${locale.dir}"` : "";
  return groups
    .map(
      (group, g) => `<section class="sheet-group" id="${id}b-${g}" aria-labelledby="${id}b-${g}-title">
<h2 id="${id}b-${g}-title">${escapeUTF8(group)}</h2>
${blocks
  .filter((b) => b.group === group)
  .map(
    (b) => `<article class="sheet-situation">
<h3>${escapeUTF8(b.title)}</h3>
<p class="sheet-source" dir="ltr">${escapeUTF8(b.source)}</p>
<div class="sheet-rendered"${rendered}>${b.html}</div>
</article>`,
  )
  .join("\n")}
</section>`,
    )
    .join("\n");
}

/** The English part's anchors: `#en-m-nav.home`. */
const ENGLISH = localeByCode(ENGLISH_KEY);
export const ENGLISH_PART = `${ENGLISH.code}-`;

/**
 * The English part: every message of en.json in every form, under English's plural rules, with
 * the English content's values; its sentences in English's direction, its headings the sheet's.
 */
function englishPartHtml(entries: readonly MessageEntry[], blocks: readonly SheetBlock[]): string {
  const sentences = entries.reduce((n, e) => n + e.forms.length, 0);
  return `<h2 class="sheet-part" id="${ENGLISH_PART}part">الرسائل بالإنجليزية</h2>
<p>رسائل النسخة الإنجليزية (<bdi dir="ltr" class="sheet-code">app/i18n/messages/en.json</bdi>) بكل صورها، وفق قواعد الجمع الإنجليزية
(الصيغة <bdi dir="ltr" class="sheet-code">one</bdi> للواحد، والصيغة <bdi dir="ltr" class="sheet-code">other</bdi> لما سواه) وبقيم مأخوذة من المحتوى الإنجليزي؛ يقرؤها مدقق يتقن الإنجليزية.
${sheetCounts(sentences, entries.length)}.</p>
<div lang="${ENGLISH.code}" dir="${ENGLISH.dir}" class="sheet-english">
${messagesHtml(entries, ENGLISH_PART)}
</div>
${blocks.length ? `<h2 class="sheet-part" id="${ENGLISH_PART}blocks">الجمل التي تركّبها الصفحات الإنجليزية</h2>\n${blocksHtml(blocks, ENGLISH_PART, ENGLISH)}` : ""}`;
}

/** The whole page. `faces` is the @font-face CSS with the fonts inside it. */
export function sheetPage({
  entries,
  english = [],
  englishBlocks = [],
  blocks,
  faces,
  generated,
}: {
  entries: readonly MessageEntry[];
  /** The English messages' entries; none, no English part. */
  english?: readonly MessageEntry[];
  /** The same situations as `blocks`, rendered on the English pages. */
  englishBlocks?: readonly SheetBlock[];
  blocks: readonly SheetBlock[];
  faces: string;
  generated: string;
}): string {
  const sentences = entries.reduce((n, e) => n + e.forms.length, 0);
  const namespaces = [...new Set(entries.map((e) => namespaceOf(e.key)))];
  const groups = [...new Set(blocks.map((b) => b.group))];
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>صحيفة التدقيق: جمل الواجهة العربية</title>
<style>
${faces}
${STYLE}
</style>
</head>
<body>
<header class="sheet-intro">
<h1>صحيفة التدقيق: جمل الواجهة العربية</h1>
<p>كل جملة يكتبها الموقع من رسائل الواجهة (<bdi dir="ltr" class="sheet-code">app/i18n/messages/ar.json</bdi>) بكل صورها:
كل عدد في موضع المعدود بالأعداد 0 و1 و2 و3 و11 و100 و101 و102 و103 و1000 و2.5، وكل فرع من فروع الاختيار (المذكر والمؤنث، والرفع والنصب، والصباح والظهر والمساء)،
وسائر القيم من المحتوى (أسماء البرامج والفروع والشهادات والكليات، والتواريخ والمبالغ). ثم الجمل التي تركّبها الصفحات من أجزاء، كما تعرضها الصفحات نفسها.</p>
<p>بجانب كل رسالة مفتاحها بحروف لاتينية صغيرة، وبجانب كل صورة من صورها ما اختير لها: <bdi dir="ltr" class="sheet-code">count = 11 · many</bdi>
فئة العدد في قواعد الجمع العربية (<bdi dir="ltr" class="sheet-code">zero</bdi> صفر، <bdi dir="ltr" class="sheet-code">one</bdi> واحد، <bdi dir="ltr" class="sheet-code">two</bdi> مثنى،
<bdi dir="ltr" class="sheet-code">few</bdi> من 3 إلى 10، <bdi dir="ltr" class="sheet-code">many</bdi> من 11 إلى 99، <bdi dir="ltr" class="sheet-code">other</bdi> ما سواها كالمئة والألف والكسور)،
و<bdi dir="ltr" class="sheet-code">case = acc</bdi> النصب والجر بعد حرف جر أو فعل، و<bdi dir="ltr" class="sheet-code">case = nom</bdi> الرفع.
ما تحته خط يظهر في الموقع رابطًا.</p>
<p class="sheet-counts">${sheetCounts(sentences, entries.length, blocks.length)}. أُنشئت يوم ${escapeUTF8(generated)} بتوقيت فلسطين.</p>
<nav aria-label="المحتويات"><h2>المحتويات</h2>
<p>الرسائل: ${namespaces.map((ns) => `<a href="#ns-${ns}"><bdi dir="ltr" class="sheet-code">${ns}</bdi></a>`).join(" ")}</p>
<p>الجمل المركّبة: ${groups.map((g, i) => `<a href="#b-${i}">${escapeUTF8(g)}</a>`).join("، ")}</p>
${english.length ? `<p><a href="#${ENGLISH_PART}part">الرسائل بالإنجليزية</a>${englishBlocks.length ? `، <a href="#${ENGLISH_PART}blocks">الجمل التي تركّبها الصفحات الإنجليزية</a>` : ""}</p>` : ""}
</nav>
</header>
<main>
<h2 class="sheet-part">الرسائل</h2>
${messagesHtml(entries)}
<h2 class="sheet-part">الجمل التي تركّبها الصفحات</h2>
${blocksHtml(blocks)}
${english.length ? englishPartHtml(english, englishBlocks) : ""}
</main>
</body>
</html>
`;
}

const STYLE = `
:root { --ink: #1c2526; --muted: #4d5b5c; --line: #d9e1e0; --brand: #0b5753; --paper: #fbfaf7; --tint: #eef2f1; }
html { background: var(--paper); color: var(--ink); }
body { font-family: var(--font-plex-arabic, sans-serif), sans-serif; line-height: 1.8; margin: 0 auto; max-width: 64rem; padding: 1.5rem; font-size: 17px; }
h1 { font-size: 1.8rem; margin: 0 0 .5rem; color: var(--brand); }
h2 { color: var(--brand); }
.sheet-part { font-size: 1.7rem; border-block-end: 3px solid var(--brand); margin-block: 3rem 1rem; }
.sheet-intro p { max-width: 52rem; }
.sheet-counts { font-weight: 700; }
nav a { margin-inline-end: .5rem; white-space: nowrap; }
.sheet-code, .sheet-label { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
.sheet-code, .sheet-label, .sheet-source { direction: ltr; unicode-bidi: isolate; }
.sheet-code { font-size: .8rem; }
.sheet-namespace > h2 { font-size: 1.3rem; margin-block: 2rem .5rem; border-block-end: 1px solid var(--line); }
.sheet-namespace > h2 .sheet-code { font-size: 1.1rem; }
.sheet-namespace > h2 small { color: var(--muted); font-weight: 400; font-size: .9rem; }
.sheet-message { margin: 0; padding-block: .35rem; border-block-end: 1px dotted var(--line); break-inside: avoid; }
.sheet-key { margin: 0; font-weight: 400; line-height: 1.2; overflow-wrap: anywhere; }
.sheet-key .sheet-code { color: var(--muted); background: var(--tint); padding: 0 .3rem; border-radius: 3px; }
.sheet-forms { margin: .2rem 0 0; padding-inline-start: 1.8rem; }
.sheet-forms.single { list-style: none; padding-inline-start: 0; }
.sheet-forms li::marker { color: var(--muted); font-size: .8rem; }
.sheet-label { font-size: .72rem; color: var(--muted); align-self: center; }
.sheet-text { unicode-bidi: isolate; }
@media (min-width: 50rem) {
  .sheet-message { display: grid; grid-template-columns: 1fr 15rem; column-gap: 1.5rem; align-items: start; }
  .sheet-message > .sheet-key { grid-column: 2; grid-row: 1 / span 2; text-align: left; padding-block-start: .4rem; }
  .sheet-message > :not(.sheet-key) { grid-column: 1; }
  .sheet-forms li:has(.sheet-label) { display: grid; grid-template-columns: 1fr 14rem; column-gap: 1rem; }
  .sheet-forms li:has(.sheet-label)::marker { content: none; }
  .sheet-forms:has(.sheet-label) { list-style: none; padding-inline-start: 0; }
  .sheet-forms li:has(.sheet-label):nth-child(even) { background: #f4f6f5; }
}
.sheet-link, .sheet-rendered a { color: var(--brand); text-decoration: underline; text-underline-offset: .2em; }
.sheet-missing { color: #9b1c1c; font-weight: 700; }
.sheet-note { color: #5b4a00; font-size: .92rem; margin-block: .2rem .4rem; }
.sheet-group > h2 { font-size: 1.35rem; margin-block: 2.2rem .5rem; border-block-end: 1px solid var(--line); }
.sheet-situation { border: 1px solid var(--line); border-radius: .6rem; background: #fff; padding: .8rem 1rem; margin-block: 1rem; }
.sheet-situation > h3 { margin: 0; font-size: 1.05rem; color: var(--brand); }
.sheet-source { margin: 0 0 .5rem; font-size: .8rem; color: var(--muted); text-align: left; overflow-wrap: anywhere; }
/* The components' own classes that change what is read where: blocks, inline runs, hidden text. */
.sheet-rendered { border-inline-start: 4px solid #a9d8d3; padding-inline-start: .8rem; }
.sheet-rendered h1, .sheet-rendered h2, .sheet-rendered h3, .sheet-rendered h4 { font-size: 1.05rem; margin-block: .8rem .3rem; color: var(--ink); }
.sheet-rendered p, .sheet-rendered dl, .sheet-rendered ul, .sheet-rendered ol { margin-block: .3rem; }
.sheet-rendered .block { display: block; }
.sheet-rendered .inline { display: inline; }
.sheet-rendered .text-sm, .sheet-rendered .text-xs { font-size: .9rem; }
.sheet-rendered .text-muted, .sheet-rendered .text-accent-600 { color: var(--muted); }
.sheet-rendered .font-semibold, .sheet-rendered .font-bold { font-weight: 700; }
.sheet-rendered dt { display: inline; color: var(--muted); }
.sheet-rendered dt::after { content: ": "; }
.sheet-rendered dd { display: inline; margin: 0; }
.sheet-rendered dl > dd::after { content: ""; display: block; }
.sheet-rendered details > summary { font-weight: 700; }
.sheet-rendered .ltr { direction: ltr; unicode-bidi: isolate; }
.sheet-rendered .sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.sheet-rendered svg { width: 1.2rem; height: 1.2rem; }
.sheet-rendered [data-notice] { display: block; padding: .5rem .8rem; border-radius: .4rem; background: #f3f4f1; }
.sheet-rendered .flex { display: flex; flex-wrap: wrap; gap: .6rem; align-items: flex-start; }
.sheet-rendered ul.flex { list-style: none; padding: 0; }
.sheet-rendered .min-w-0 { flex: 1; }
.sheet-rendered .ms-2 { margin-inline-start: .5rem; }
.sheet-rendered [data-notice] h2 .inline-block { display: inline-block; background: var(--brand); color: #fff; border-radius: .3rem; padding: 0 .45rem; font-size: .85rem; }
.sheet-rendered .text-7xl { font-size: 2.5rem; font-weight: 700; margin: 0; }
`;
