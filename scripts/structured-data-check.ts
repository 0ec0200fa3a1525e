/**
 * What a page's JSON-LD must hold, type by type: the properties search engines need, references that
 * resolve inside the page's graph, and addresses that lead to a page (and section) of the site.
 * Pure: `npm run test:seo` runs it on every built page; its unit tests show it failing.
 */
import { withoutLocale } from "#app/i18n/locales.ts";

/** A JSON-LD node as parsed. */
type Node = Record<string, unknown>;

export interface PageContext {
  /** The page's path, e.g. `/colleges/it/iti`. */
  path: string;
  /** The origin the site was built for (`SITE_URL`): addresses there must lead to the site. */
  origin: string;
  /**
   * The ids of the elements of the page at an address on `origin` (a path, without the fragment),
   * or `undefined` when the site has no such page.
   */
  pageIds: (path: string) => ReadonlySet<string> | undefined;
}

const isText = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
const asNode = (v: unknown): Node | undefined =>
  v && typeof v === "object" && !Array.isArray(v) ? (v as Node) : undefined;
/** An ISO 8601 duration in years, months and days (`P4Y`, `P1Y6M`). */
const ISO_DURATION = /^P(?=\d)(\d+Y)?(\d+M)?(\d+D)?$/;
/** A day, ISO 8601. */
const ISO_DAY = /^\d{4}-\d\d-\d\d$/;
/** ISO 4217: three capital letters. */
const CURRENCY = /^[A-Z]{3}$/;

/** Each type the site emits, and what a node of that type must hold. */
const RULES: Record<string, (node: Node, problem: (message: string) => void, graph: Node[]) => void> = {
  CollegeOrUniversity(node, problem) {
    for (const key of ["@id", "name", "url", "logo", "address", "telephone"])
      if (!isText(node[key])) problem(`no ${key}`);
    // The brief node (most pages) has none; the full one (home, contact) one per office.
    list(node.contactPoint)
      .map(asNode)
      .forEach((p, i) => {
        if (p?.["@type"] !== "ContactPoint" || !isText(p.contactType) || !(isText(p.telephone) || isText(p.email)))
          problem(`contactPoint[${i}] needs a contactType and a telephone or e-mail`);
      });
  },
  BreadcrumbList(node, problem) {
    const items = list(node.itemListElement).map(asNode);
    if (items.length < 2) problem("a trail of fewer than two items");
    items.forEach((item, i) => {
      if (item?.["@type"] !== "ListItem" || item.position !== i + 1 || !isText(item.name) || !isText(item.item))
        problem(`itemListElement[${i}] needs @type ListItem, position ${i + 1}, a name and an item`);
    });
  },
  EducationalOccupationalProgram(node, problem, graph) {
    for (const key of ["name", "url", "educationalProgramMode"]) if (!isText(node[key])) problem(`no ${key}`);
    const credential = asNode(node.educationalCredentialAwarded);
    if (credential?.["@type"] !== "EducationalOccupationalCredential" || !isText(credential.name))
      problem("no educationalCredentialAwarded (an EducationalOccupationalCredential with a name)");
    if (!Number.isInteger(node.numberOfCredits) || (node.numberOfCredits as number) <= 0)
      problem(`numberOfCredits is not a positive integer: ${JSON.stringify(node.numberOfCredits)}`);
    if (!isText(node.timeToComplete) || !ISO_DURATION.test(node.timeToComplete))
      problem(`timeToComplete is not an ISO 8601 duration: ${JSON.stringify(node.timeToComplete)}`);
    if (!list(node.programPrerequisites).length || !list(node.programPrerequisites).every(isText))
      problem("no programPrerequisites");
    const offer = asNode(node.offers);
    const spec = asNode(offer?.priceSpecification);
    if (
      offer?.["@type"] !== "Offer" ||
      spec?.["@type"] !== "UnitPriceSpecification" ||
      !(typeof spec.price === "number" && spec.price > 0) ||
      !isText(spec.priceCurrency) ||
      !CURRENCY.test(spec.priceCurrency) ||
      !isText(spec.unitText)
    )
      problem("offers needs an Offer whose UnitPriceSpecification has a price, an ISO 4217 currency and its unit");
    const provider = asNode(node.provider)?.["@id"];
    if (!graph.some((n) => n["@id"] === provider && n["@type"] === "CollegeOrUniversity"))
      problem(`provider ${JSON.stringify(provider)} is not the page's CollegeOrUniversity`);
  },
  FAQPage(node, problem) {
    const questions = list(node.mainEntity).map(asNode);
    if (!questions.length) problem("no questions");
    questions.forEach((q, i) => {
      const answer = asNode(q?.acceptedAnswer);
      if (q?.["@type"] !== "Question" || !isText(q.name) || answer?.["@type"] !== "Answer" || !isText(answer.text))
        problem(`mainEntity[${i}] needs a Question with a name and an Answer with text`);
    });
  },
  ScholarlyArticle: creativeWork,
  Book: creativeWork,
  Report: creativeWork,
  NewsArticle(node, problem, graph) {
    for (const key of ["headline", "url", "mainEntityOfPage", "inLanguage"])
      if (!isText(node[key])) problem(`no ${key}`);
    for (const key of ["datePublished", "dateModified"])
      if (!isText(node[key]) || !ISO_DAY.test(node[key]))
        problem(`${key} is not a day (YYYY-MM-DD): ${JSON.stringify(node[key])}`);
    if (isText(node.datePublished) && isText(node.dateModified) && node.dateModified < node.datePublished)
      problem("dateModified is before datePublished");
    if (!list(node.image).length || !list(node.image).every(isText)) problem("no image");
    // Written and published by the university: the page's own node, by reference.
    for (const key of ["author", "publisher"]) {
      const id = asNode(node[key])?.["@id"];
      if (!graph.some((n) => n["@id"] === id && n["@type"] === "CollegeOrUniversity"))
        problem(`${key} ${JSON.stringify(id)} is not the page's CollegeOrUniversity`);
    }
  },
  CollectionPage(node, problem) {
    for (const key of ["name", "url", "inLanguage"]) if (!isText(node[key])) problem(`no ${key}`);
    const items = asNode(node.mainEntity);
    if (items?.["@type"] !== "ItemList") return problem("mainEntity needs an ItemList");
    const elements = list(items.itemListElement).map(asNode);
    if (!elements.length) problem("an empty ItemList");
    if (items.numberOfItems !== elements.length)
      problem(`numberOfItems ${JSON.stringify(items.numberOfItems)}, ${elements.length} items listed`);
    elements.forEach((item, i) => {
      if (item?.["@type"] !== "ListItem" || item.position !== i + 1 || !isText(item.name) || !isText(item.url))
        problem(`itemListElement[${i}] needs @type ListItem, position ${i + 1}, a name and a url`);
    });
  },
};

function creativeWork(node: Node, problem: (message: string) => void) {
  for (const key of ["headline", "url", "inLanguage"]) if (!isText(node[key])) problem(`no ${key}`);
  if (!isText(node.datePublished) || !/^\d{4}(-\d\d(-\d\d)?)?$/.test(node.datePublished))
    problem(`datePublished is not an ISO 8601 date: ${JSON.stringify(node.datePublished)}`);
  const authors = list(node.author).map(asNode);
  if (!authors.length || !authors.every((a) => a?.["@type"] === "Person" && isText(a.name)))
    problem("author needs one Person or more, each with a name");
}

/** The properties whose value is an address of the site, checked to lead to a page (and section). */
const ADDRESS_KEYS = new Set(["url", "item", "logo", "image", "mainEntityOfPage"]);

/** Every problem of a page's JSON-LD block (`text`, as written in the page), as messages. */
export function structuredDataProblems(text: string, page: PageContext): string[] {
  const problems: string[] = [];
  // No character that could end the script or start markup: React Router escapes them.
  if (/[<>]/.test(text)) problems.push("the block holds a raw < or >: content could close the script");
  let parsed: Node;
  try {
    parsed = JSON.parse(text) as Node;
  } catch (error) {
    return [...problems, `not JSON: ${(error as Error).message}`];
  }
  if (parsed["@context"] !== "https://schema.org") problems.push(`@context is not https://schema.org`);
  const graph = list(parsed["@graph"])
    .map(asNode)
    .filter((n): n is Node => n !== undefined);
  if (!graph.length) return [...problems, "no @graph of nodes"];

  graph.forEach((node, i) => {
    const type = node["@type"];
    const rule = typeof type === "string" && Object.hasOwn(RULES, type) ? RULES[type] : undefined;
    const problem = (message: string) => problems.push(`${String(type)} (@graph[${i}]): ${message}`);
    if (!rule) problem("a type this check does not know: add its rules to scripts/structured-data-check.ts");
    else rule(node, problem, graph);
  });

  const count = (type: string) => graph.filter((n) => n["@type"] === type).length;
  if (count("CollegeOrUniversity") !== 1)
    problems.push(`${count("CollegeOrUniversity")} CollegeOrUniversity nodes, not 1`);
  // A language's home page (`/`, `/en`) is the top of its trail: every other page has one.
  if (withoutLocale(page.path) !== "/" && count("BreadcrumbList") !== 1)
    problems.push("a nested page without its BreadcrumbList");
  const trail = graph.find((n) => n["@type"] === "BreadcrumbList");
  const last = trail && asNode(list(trail.itemListElement).at(-1));
  if (last && last.item !== page.origin + page.path)
    problems.push(`the trail ends at ${String(last.item)}, not at this page`);

  for (const address of addresses(graph)) {
    const problem = addressProblem(address, page);
    if (problem) problems.push(problem);
  }
  return problems;
}

/** Every address on the site's pages the graph names, at any depth. */
function addresses(value: unknown, key?: string): string[] {
  if (typeof value === "string") return key && ADDRESS_KEYS.has(key) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => addresses(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => addresses(v, k));
  return [];
}

function addressProblem(address: string, page: PageContext): string | undefined {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return `${address}: not an absolute URL`;
  }
  if (url.origin !== page.origin) return undefined;
  const ids = page.pageIds(url.pathname);
  if (!ids) return `${address}: no such page on the site`;
  const fragment = decodeURIComponent(url.hash.slice(1));
  if (fragment && !ids.has(fragment)) return `${address}: no element with id "${fragment}" on ${url.pathname}`;
  return undefined;
}
