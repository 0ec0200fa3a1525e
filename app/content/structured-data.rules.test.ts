/**
 * The structured data builders on the fixture content (tests/fixtures/content/): the university,
 * each degree of the catalog (with a page of its own or on its college's page), breadcrumbs, the
 * questions and the publications.
 */
import { describe, expect, it } from "vitest";
import { collegeDegrees, entryDegrees, postgraduateDegrees } from "./catalog.ts";
import { breadcrumbs } from "./navigation.ts";
import {
  TUITION_CURRENCY,
  UNIVERSITY_ID,
  breadcrumbNode,
  degreeProgramNode,
  pageGraph,
  universityBrief,
  universityNode,
  yearsDuration,
  type StructuredDataWords,
} from "./structured-data.ts";
import { faqNode } from "./structured-data-faq.ts";
import { publicationNode } from "./structured-data-publications.ts";
import { newsArticleNode, newsCollectionNode } from "./structured-data-news.ts";
import { newsCard } from "./news.ts";
import type { Publication } from "./schema.ts";
import { DEFAULT_SITE_URL } from "#app/lib/site-url.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const registry = fixtureRegistry();
const words: StructuredDataWords = { minimum: (stream, minimum) => `${stream} ≥ ${minimum}`, creditHour: "CH" };
const degree = (college: string, id: string) => collegeDegrees(registry, college).find((d) => d.id === id)!;

describe("yearsDuration (ISO 8601)", () => {
  it.each([
    [4, "P4Y"],
    [2, "P2Y"],
    [1.5, "P1Y6M"],
    [0.5, "P6M"],
    [3.25, "P3Y3M"],
  ])("%d years → %s", (years, iso) => {
    expect(yearsDuration(years)).toBe(iso);
  });
});

describe("the university", () => {
  const node = universityNode(registry);
  const general = registry.site.offices.find((o) => o.key === "general")!;
  const { site } = registry;
  const brief = universityBrief({ ...site, email: general.email });

  it("is a CollegeOrUniversity with its name, address, logo and the site's origin", () => {
    const essentials = {
      "@type": "CollegeOrUniversity",
      "@id": `${DEFAULT_SITE_URL}/#university`,
      name: registry.site.name,
      url: `${DEFAULT_SITE_URL}/`,
      logo: `${DEFAULT_SITE_URL}/icon-512.png`,
      address: registry.site.address,
      telephone: registry.site.phone,
      sameAs: registry.site.social.map((s) => s.url),
    };
    expect(brief).toMatchObject(essentials);
    expect(node).toMatchObject({
      ...essentials,
      alternateName: registry.site.nameEn,
      foundingDate: String(registry.site.founded),
      hasMap: registry.site.mapUrl,
    });
  });

  it("in brief (every page) holds no office; in full (home, contact) a contact point for each, the International Office's last", () => {
    expect(brief.contactPoint).toBeUndefined();
    const point = (o: { name: string; email: string; phone: string }) => ({
      "@type": "ContactPoint",
      contactType: o.name,
      email: o.email,
      telephone: o.phone,
    });
    expect(node.contactPoint).toEqual([...registry.site.offices.map(point), point(registry.international.office)]);
  });
});

describe("a degree", () => {
  it("with a page of its own: its facts, fee per credit hour and the university as provider", () => {
    const iti = degree("it", "iti");
    expect(degreeProgramNode(registry, iti, words)).toEqual({
      "@type": "EducationalOccupationalProgram",
      "@id": `${DEFAULT_SITE_URL}/colleges/it/iti#program`,
      name: iti.sheet.name,
      alternateName: iti.sheet.nameEn,
      description: iti.sheet.summary,
      url: `${DEFAULT_SITE_URL}/colleges/it/iti`,
      educationalCredentialAwarded: {
        "@type": "EducationalOccupationalCredential",
        name: iti.degreeName,
        credentialCategory: "degree",
      },
      numberOfCredits: iti.sheet.creditHours,
      timeToComplete: `P${iti.sheet.durationYears}Y`,
      educationalProgramMode: iti.sheet.studyMode,
      programPrerequisites: [
        ...registry.streams
          .filter((s) => iti.sheet.admission.minimums?.[s.code] !== undefined)
          .map((s) => `${s.inText} ≥ ${iti.sheet.admission.minimums![s.code]}`),
        ...(iti.sheet.admission.notes ?? []),
      ],
      offers: {
        "@type": "Offer",
        price: iti.sheet.tuitionPerHour,
        priceCurrency: TUITION_CURRENCY,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: iti.sheet.tuitionPerHour,
          priceCurrency: "JOD",
          unitText: "CH",
          referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitText: "CH" },
        },
      },
      provider: { "@id": UNIVERSITY_ID },
    });
  });

  it("on its college's page (law): the page's section is its address", () => {
    const node = degreeProgramNode(registry, degree("law", "law"), words);
    expect(node.url).toBe(`${DEFAULT_SITE_URL}/colleges/law#degree`);
    expect(node["@id"]).toBe(node.url);
  });

  it("postgraduate: the prior degree is the prerequisite", () => {
    const [first] = postgraduateDegrees(registry);
    const node = degreeProgramNode(registry, first, words);
    expect(node.programPrerequisites).toContain(first.sheet.admission.priorDegree);
  });

  it.each([...entryDegrees(registry), ...postgraduateDegrees(registry)].map((d) => [d.id, d] as const))(
    "%s has every property a program needs",
    (_, d) => {
      const node = degreeProgramNode(registry, d, words);
      for (const key of ["name", "url", "educationalCredentialAwarded", "numberOfCredits", "timeToComplete", "offers"])
        expect(node[key], key).toBeTruthy();
      expect(node.timeToComplete).toMatch(/^P(\d+Y)?(\d+M)?$/);
      expect((node.programPrerequisites as string[]).length).toBeGreaterThan(0);
    },
  );
});

describe("a page's graph", () => {
  const facts = { name: "U", address: "A", phone: "+970 2 000 0000", email: "u@x.example", social: [] };
  const trail = breadcrumbs(registry, "/colleges/it/iti");
  const program = degreeProgramNode(registry, degree("it", "iti"), words);
  const types = (graph: { "@graph": { "@type": string }[] }) => graph["@graph"].map((n) => n["@type"]);

  it("a page below the home page: the university in brief, its breadcrumbs, its own nodes", () => {
    const graph = pageGraph(facts, trail, [program]);
    expect(graph["@context"]).toBe("https://schema.org");
    expect(graph["@graph"]).toEqual([universityBrief(facts), breadcrumbNode(trail), program]);
  });

  it("the home page: no breadcrumbs (a trail of one)", () => {
    expect(types(pageGraph(facts, breadcrumbs(registry, "/"), []))).toEqual(["CollegeOrUniversity"]);
  });

  it("a page with the university in full (contact): that node first, instead of the brief one", () => {
    const full = universityNode(registry);
    expect(pageGraph(facts, breadcrumbs(registry, "/contact-us"), [full])["@graph"][0]).toBe(full);
    expect(types(pageGraph(facts, breadcrumbs(registry, "/contact-us"), [full]))).toEqual([
      "CollegeOrUniversity",
      "BreadcrumbList",
    ]);
  });
});

describe("breadcrumbs", () => {
  it("list the trail in order, each with an absolute address", () => {
    const trail = breadcrumbs(registry, "/colleges/it/iti");
    expect(breadcrumbNode(trail)).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: trail.map((link, i) => ({
        "@type": "ListItem",
        position: i + 1,
        name: link.label,
        item: DEFAULT_SITE_URL + (link.href === "/" ? "/" : link.href),
      })),
    });
  });
});

describe("the help page's questions", () => {
  it("are one FAQPage with every question and its whole answer", () => {
    const node = faqNode(registry.faq);
    const questions = registry.faq.flatMap((g) => g.questions);
    const entities = node.mainEntity as { name: string; url: string; acceptedAnswer: { text: string } }[];
    expect(node["@type"]).toBe("FAQPage");
    expect(entities).toHaveLength(questions.length);
    expect(entities[0]).toMatchObject({
      "@type": "Question",
      name: questions[0].question,
      url: `${DEFAULT_SITE_URL}/help#${questions[0].slug}`,
      acceptedAnswer: { "@type": "Answer", text: questions[0].answer.join("\n\n") },
    });
  });
});

describe("a publication", () => {
  /** The fixture's first publication, as a work of each type. */
  const of = (type: string) => ({ ...registry.publications[0], type: type as Publication["type"] });

  it.each([
    ["article", "ScholarlyArticle", "isPartOf", "Periodical"],
    ["conference", "ScholarlyArticle", "publication", "PublicationEvent"],
    ["book", "Book", "publisher", "Organization"],
    ["report", "Report", "publisher", "Organization"],
  ])("%s → %s, its venue as %s (%s)", (type, schemaType, venueKey, venueType) => {
    const p = of(type);
    const node = publicationNode(p, "College");
    expect(node).toMatchObject({
      "@type": schemaType,
      url: `${DEFAULT_SITE_URL}/publications#${p.slug}`,
      headline: p.title,
      datePublished: String(p.year),
      author: p.authors.map((name) => ({ "@type": "Person", name })),
      [venueKey]: { "@type": venueType, name: p.venue },
      sourceOrganization: { name: "College", parentOrganization: { "@id": UNIVERSITY_ID } },
    });
  });

  it("says the language its title is written in", () => {
    const arabic = registry.publications.find((p) => /[\u0600-\u06FF]/.test(p.title))!;
    const english = registry.publications.find((p) => !/[\u0600-\u06FF]/.test(p.title))!;
    expect(publicationNode(arabic, "").inLanguage).toBe("ar");
    expect(publicationNode(english, "").inLanguage).toBe("en");
  });
});

describe("news", () => {
  const item = registry.news.find((n) => n.updated !== n.date)!;

  it("an item is a NewsArticle in Arabic, dated, written and published by the university", () => {
    expect(newsArticleNode({ ...newsCard(item), updated: item.updated, section: "فعاليات" })).toEqual({
      "@type": "NewsArticle",
      "@id": `${DEFAULT_SITE_URL}/news/${item.slug}#article`,
      url: `${DEFAULT_SITE_URL}/news/${item.slug}`,
      mainEntityOfPage: `${DEFAULT_SITE_URL}/news/${item.slug}`,
      headline: item.title,
      description: item.summary,
      datePublished: item.date,
      dateModified: item.updated,
      inLanguage: "ar",
      articleSection: "فعاليات",
      image: [`${DEFAULT_SITE_URL}/og/news/${item.slug}.png`],
      author: { "@id": UNIVERSITY_ID },
      publisher: { "@id": UNIVERSITY_ID },
    });
  });

  it("the news page is a CollectionPage listing every item in its order", () => {
    const node = newsCollectionNode({ href: "/news", title: "الأخبار", lead: "ما يجري" }, registry.news.map(newsCard));
    const list = node.mainEntity as { numberOfItems: number; itemListElement: { position: number; url: string }[] };
    expect(node).toMatchObject({ "@type": "CollectionPage", url: `${DEFAULT_SITE_URL}/news`, inLanguage: "ar" });
    expect(list.numberOfItems).toBe(registry.news.length);
    expect(list.itemListElement.map((e) => e.url)).toEqual(
      registry.news.map((n) => `${DEFAULT_SITE_URL}/news/${n.slug}`),
    );
    expect(list.itemListElement.map((e) => e.position)).toEqual(registry.news.map((_, i) => i + 1));
  });
});
