/**
 * The JSON-LD check passes a page built as the site builds it (from the fixture content,
 * tests/fixtures/content/) and fails each way a page can be wrong.
 */
import { describe, expect, it } from "vitest";
import { structuredDataProblems, type PageContext } from "./structured-data-check.ts";
import { collegeDegrees } from "#app/content/catalog.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { breadcrumbNode, degreeProgramNode, universityBrief, type JsonLd } from "#app/content/structured-data.ts";
import { faqNode } from "#app/content/structured-data-faq.ts";
import { publicationNode } from "#app/content/structured-data-publications.ts";
import { newsArticleNode, newsCollectionNode } from "#app/content/structured-data-news.ts";
import { newsCard } from "#app/content/news.ts";
import { DEFAULT_SITE_URL } from "#app/lib/site-url.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const registry = fixtureRegistry();
const words = { minimum: (stream: string, minimum: number) => `${stream}: ${minimum}`, creditHour: "ساعة" };
const PATH = "/colleges/it/iti";
const iti = collegeDegrees(registry, "it").find((d) => d.id === "iti")!;

/** The site as the check sees it: these pages, their sections, and the logo. */
const page: PageContext = {
  path: PATH,
  origin: DEFAULT_SITE_URL,
  pageIds: (path) =>
    ({
      "/": new Set<string>(),
      "/colleges": new Set<string>(),
      "/colleges/it": new Set<string>(),
      [PATH]: new Set(["plan"]),
      "/help": new Set(registry.faq.flatMap((g) => g.questions.map((q) => q.slug))),
      "/publications": new Set(registry.publications.map((p) => p.slug)),
      "/icon-512.png": new Set<string>(),
      "/news": new Set<string>(),
      ...Object.fromEntries(
        registry.news.flatMap((n) => [
          [`/news/${n.slug}`, new Set<string>()],
          [`/og/news/${n.slug}.png`, new Set<string>()],
        ]),
      ),
    })[path],
};

const university = universityBrief({ ...registry.site, email: registry.site.offices[0].email });
const trail = breadcrumbNode(breadcrumbs(registry, PATH));
const program = degreeProgramNode(registry, iti, words);
const [item] = registry.news;
const article = newsArticleNode({ ...newsCard(item), updated: item.updated, section: "فعاليات" });
const collection = newsCollectionNode(
  { href: "/news", title: "الأخبار", lead: "ما يجري" },
  registry.news.map(newsCard),
);
const block = (...nodes: JsonLd[]) => JSON.stringify({ "@context": "https://schema.org", "@graph": nodes });
/** A copy of a node with some properties changed (undefined: removed). */
const edit = (node: JsonLd, changes: Record<string, unknown>) =>
  JSON.parse(JSON.stringify({ ...node, ...changes })) as JsonLd;

describe("the JSON-LD check", () => {
  it("passes the nodes the site builds", () => {
    expect(structuredDataProblems(block(university, trail, program), page)).toEqual([]);
    expect(structuredDataProblems(block(university, trail, faqNode(registry.faq)), page)).toEqual([]);
    const works = registry.publications.map((p) => publicationNode(p, "كلية"));
    expect(structuredDataProblems(block(university, trail, ...works), page)).toEqual([]);
    expect(structuredDataProblems(block(university, trail, article), page)).toEqual([]);
    expect(structuredDataProblems(block(university, trail, collection), page)).toEqual([]);
  });

  it.each([
    { name: "no university", nodes: [trail, program], expected: "0 CollegeOrUniversity nodes, not 1" },
    { name: "a nested page without breadcrumbs", nodes: [university, program], expected: "without its BreadcrumbList" },
    {
      name: "a program without its credits",
      nodes: [university, trail, edit(program, { numberOfCredits: undefined })],
      expected: "numberOfCredits is not a positive integer",
    },
    {
      name: "a duration that is not ISO 8601",
      nodes: [university, trail, edit(program, { timeToComplete: "4 years" })],
      expected: "timeToComplete is not an ISO 8601 duration",
    },
    {
      name: "a fee without its currency",
      nodes: [
        university,
        trail,
        edit(program, {
          offers: { "@type": "Offer", priceSpecification: { "@type": "UnitPriceSpecification", price: 1 } },
        }),
      ],
      expected: "an ISO 4217 currency",
    },
    {
      name: "a provider that is not the page's university",
      nodes: [university, trail, edit(program, { provider: { "@id": "https://elsewhere.example/#u" } })],
      expected: "is not the page's CollegeOrUniversity",
    },
    {
      name: "an address to a page the site lacks",
      nodes: [university, trail, edit(program, { url: `${DEFAULT_SITE_URL}/colleges/it/nowhere` })],
      expected: "no such page on the site",
    },
    {
      name: "an address to a section the page lacks",
      nodes: [university, trail, edit(program, { url: `${DEFAULT_SITE_URL}${PATH}#nowhere` })],
      expected: `no element with id "nowhere"`,
    },
    {
      name: "breadcrumbs out of order",
      nodes: [
        university,
        edit(trail, { itemListElement: [...(trail.itemListElement as object[])].reverse() }),
        program,
      ],
      expected: "position 1",
    },
    {
      name: "a question without its answer",
      nodes: [university, trail, edit(faqNode(registry.faq), { mainEntity: [{ "@type": "Question", name: "؟" }] })],
      expected: "an Answer with text",
    },
    {
      name: "an article without authors",
      nodes: [university, trail, edit(publicationNode(registry.publications[0], "كلية"), { author: [] })],
      expected: "author needs one Person or more",
    },
    {
      name: "a news item modified before it was published",
      nodes: [university, trail, edit(article, { datePublished: "2026-11-18", dateModified: "2026-11-01" })],
      expected: "dateModified is before datePublished",
    },
    {
      name: "a news item dated another way",
      nodes: [university, trail, edit(article, { datePublished: "18/11/2026" })],
      expected: "datePublished is not a day (YYYY-MM-DD)",
    },
    {
      name: "a news item whose publisher is not the page's university",
      nodes: [university, trail, edit(article, { publisher: { "@id": "https://elsewhere.example/#u" } })],
      expected: 'publisher "https://elsewhere.example/#u" is not the page\'s CollegeOrUniversity',
    },
    {
      name: "a news item whose share image the site lacks",
      nodes: [university, trail, edit(article, { image: [`${DEFAULT_SITE_URL}/og/news/nowhere.png`] })],
      expected: "no such page on the site",
    },
    {
      name: "a news list that miscounts its items",
      nodes: [
        university,
        trail,
        edit(collection, { mainEntity: { ...(collection.mainEntity as object), numberOfItems: 3 } }),
      ],
      expected: "numberOfItems 3",
    },
    {
      name: "a news list out of order",
      nodes: [
        university,
        trail,
        edit(collection, {
          mainEntity: {
            ...(collection.mainEntity as object),
            itemListElement: [...(collection.mainEntity as { itemListElement: object[] }).itemListElement].reverse(),
          },
        }),
      ],
      expected: "itemListElement[0] needs @type ListItem, position 1",
    },
    {
      name: "a type the check does not know",
      nodes: [university, trail, { "@type": "Course", name: "x" }],
      expected: "a type this check does not know",
    },
  ])("fails $name", ({ nodes, expected }) => {
    expect(structuredDataProblems(block(...nodes), page).join("\n")).toContain(expected);
  });

  it("fails a block a text could close, and one that is not JSON", () => {
    const raw = block(edit(university, { name: "</script><script>alert(1)</script>" }), trail, program);
    expect(structuredDataProblems(raw, page).join("\n")).toContain("raw < or >");
    expect(structuredDataProblems("{", page).join("\n")).toContain("not JSON");
  });
});
