import { describe, expect, it } from "vitest";
import { seo } from "./meta.ts";
import { SITE_URL } from "#app/lib/site-url.ts";

const matches = [{ id: "root", loaderData: { siteName: "جامعة الأفق", description: "وصف الجامعة" } }];
const tags = (pathname: string, page: Parameters<typeof seo>[1]) => {
  const found = new Map<string, string>();
  for (const tag of seo({ matches, location: { pathname } }, page) as Record<string, string>[]) {
    const key = tag.property ?? tag.name;
    if (key) found.set(key, tag.content);
  }
  return found;
};

describe("seo: share image and Twitter card", () => {
  const page = tags("/colleges/it", { title: "كلية تكنولوجيا المعلومات", description: "وصف الكلية" });

  it("points og:image and twitter:image at the page's own image, absolute", () => {
    expect(page.get("og:image")).toBe(`${SITE_URL}/og/colleges/it.png`);
    expect(page.get("twitter:image")).toBe(`${SITE_URL}/og/colleges/it.png`);
  });

  it("describes the image: type, size and the page's title as its text", () => {
    expect(page.get("og:image:type")).toBe("image/png");
    expect(page.get("og:image:width")).toBe("1200");
    expect(page.get("og:image:height")).toBe("630");
    expect(page.get("og:image:alt")).toBe("جامعة الأفق | كلية تكنولوجيا المعلومات");
    expect(page.get("twitter:image:alt")).toBe(page.get("og:image:alt"));
  });

  it("sends a large-image Twitter card with the page's title and description", () => {
    expect(page.get("twitter:card")).toBe("summary_large_image");
    expect(page.get("twitter:title")).toBe(page.get("og:title"));
    expect(page.get("twitter:description")).toBe("وصف الكلية");
  });

  it("gives the home page its image", () => {
    expect(tags("/", {}).get("og:image")).toBe(`${SITE_URL}/og/home.png`);
  });

  it("gives a page kept out of search engines the default image", () => {
    expect(tags("/colleges/college-template", { noindex: true }).get("og:image")).toBe(`${SITE_URL}/og/default.png`);
  });

  it("a news item is an article, with its days and its section", () => {
    const article = tags("/news/graduation-2026", {
      title: "حفل التخريج",
      article: { published: "2026-06-18", modified: "2026-06-21", section: "فعاليات" },
    });
    expect(article.get("og:type")).toBe("article");
    expect(article.get("article:published_time")).toBe("2026-06-18");
    expect(article.get("article:modified_time")).toBe("2026-06-21");
    expect(article.get("article:section")).toBe("فعاليات");
    expect(page.get("og:type")).toBe("website");
    expect(page.has("article:published_time")).toBe(false);
  });
});
