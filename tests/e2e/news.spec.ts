/**
 * The news as a visitor reads it: the list, an item, the latest on the home page, and the news in
 * the sitemap, the search and the structured data. What is expected comes from the content
 * (content/news/) and the project's one date formatter, never from the page itself.
 */
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures.ts";
import type { Page } from "@playwright/test";
import { expectHydrated, registry, sitemapUrls } from "./support.ts";
import { formatDate } from "#app/lib/format.ts";

const { news } = registry;
/** An item whose text was edited after it was published (so its page says both days). */
const edited = news.find((n) => n.updated !== n.date)!;
/** An item about one college. */
const ofCollege = news.find((n) => n.college)!;
const list = (page: Page) => page.getByRole("list", { name: "الأخبار، الأحدث أولًا" });
/** The first words of an item's Markdown body, as the page shows them. */
const firstWords = (slug: string) =>
  readFileSync(`content/news/${slug}.md`, "utf8")
    .split(/\n---\n/)[1]
    .trim()
    .split(/\s+/)
    .slice(0, 6)
    .join(" ");

test("the news page lists every item, newest first, each with its day and section", async ({ page }) => {
  expect(news.length).toBe(12);
  await page.goto("/news");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("الأخبار");
  await expect(page.getByText("12 خبرًا، الأحدث أولًا.")).toBeVisible();
  const items = list(page).getByRole("listitem");
  await expect(items).toHaveCount(12);
  await expect(list(page).getByRole("heading", { level: 2 })).toHaveText(news.map((n) => n.title));
  const days = await list(page)
    .locator("time")
    .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""));
  expect(days).toEqual([...days].sort().reverse());
  expect(days).toEqual(news.map((n) => n.date));
  await expect(items.first().locator("time")).toHaveText(formatDate(news[0].date));
  await expect(items.first()).toContainText(news[0].summary);
});

test("an item's page: its title, days, body, college and the trail back", async ({ page }) => {
  await page.goto(`/news/${edited.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(edited.title);
  await expect(page).toHaveTitle(`${registry.site.name} | ${edited.title}`);
  const main = page.getByRole("main");
  await expect(main.getByText(`نُشر في ${formatDate(edited.date)} وحُدِّث في ${formatDate(edited.updated)}`)).toBeVisible();
  await expect(main.locator(`time[datetime="${edited.date}"]`)).toHaveText(formatDate(edited.date));
  await expect(main.getByRole("article")).toContainText(firstWords(edited.slug));
  const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
  await expect(crumbs.getByRole("link")).toHaveText(["الرئيسية", "الأخبار"]);
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText(edited.title);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");

  await page.goto(`/news/${ofCollege.slug}`);
  const college = registry.colleges.find((c) => c.slug === ofCollege.college)!;
  await expect(page.getByRole("main").getByRole("link", { name: college.name })).toHaveAttribute(
    "href",
    `/colleges/${college.slug}`,
  );
});

test("a phone number and an e-mail address in an item read left to right and can be used", async ({ page }) => {
  await page.goto(`/news/${edited.slug}`);
  const article = page.getByRole("main").getByRole("article");
  const phone = article.locator('a[href^="tel:"]').first();
  await expect(phone).toHaveCSS("direction", "ltr");
  await expect(phone).toHaveAttribute("href", /^tel:\+970\d+$/);
  await expect(article.locator('a[href^="mailto:"]').first()).toHaveCSS("direction", "ltr");
});

test("the home page shows the latest three, and leads to them all", async ({ page }) => {
  await page.goto("/");
  const section = page.getByRole("region", { name: "أحدث الأخبار" });
  await expect(section.getByRole("heading", { level: 3 })).toHaveText(news.slice(0, 3).map((n) => n.title));
  await expect(section.locator("time").first()).toHaveText(formatDate(news[0].date));
  await expectHydrated(page);
  await section.getByRole("link", { name: news[1].title }).click();
  await expect(page).toHaveURL(new RegExp(`/news/${news[1].slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(news[1].title);
  await page.getByRole("main").getByRole("link", { name: "كل الأخبار" }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(list(page).getByRole("listitem")).toHaveCount(news.length);
});

test("the footer links the news page", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "الأخبار" })).toHaveAttribute("href", "/news");
});

test("an item the content does not have is a 404", async ({ page }) => {
  const response = await page.goto("/news/no-such-item");
  expect(response?.status()).toBe(404);
});

test("the sitemap lists the news page and every item, each dated by its file", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = sitemapUrls(xml).map((url) => new URL(url).pathname);
  expect(paths).toContain("/news");
  for (const n of news) {
    expect(paths).toContain(`/news/${n.slug}`);
    expect(xml).toMatch(new RegExp(`/news/${n.slug}</loc><lastmod>${n.updated}</lastmod>`));
  }
});

/**
 * A news item (not `besides`) and two words of its headline that no other item has in its
 * headline, summary or text: searching them finds that item first.
 */
function foundBy(besides?: (typeof news)[number]) {
  for (const item of news.filter((n) => n !== besides)) {
    const headline = item.title.split(/\s+/);
    for (let i = 0; i + 1 < headline.length; i++) {
      const words = `${headline[i]} ${headline[i + 1]}`;
      if (Math.min(headline[i].length, headline[i + 1].length) < 4) continue;
      if (news.every((n) => n === item || !`${n.title} ${n.summary} ${n.html}`.includes(words))) return { item, words };
    }
  }
  throw new Error("The content has no news item with two words of its headline that no other item has");
}

test("search finds an item by its headline or summary: the results page and the header's search", async ({ page }) => {
  const { item, words } = foundBy();
  await page.goto(`/search?q=${encodeURIComponent(words)}`);
  const group = page.getByRole("region", { name: /^الأخبار/ });
  await expect(group.getByRole("link", { name: item.title })).toHaveAttribute("href", `/news/${item.slug}`);

  await page.goto("/");
  await expectHydrated(page);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "البحث في الموقع" });
  await expect(dialog.getByRole("combobox")).toBeFocused();
  const other = foundBy(item);
  await page.keyboard.type(other.words);
  await expect(dialog.getByRole("group", { name: "الأخبار" }).getByRole("option").first()).toContainText(
    other.item.title,
  );
});

test("an item's structured data is a NewsArticle by the university; the list a CollectionPage", async ({ page }) => {
  const graph = async () =>
    JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}")["@graph"] as Record<
      string,
      unknown
    >[];
  await page.goto(`/news/${edited.slug}`);
  const nodes = await graph();
  const university = nodes.find((n) => n["@type"] === "CollegeOrUniversity")!;
  expect(nodes.find((n) => n["@type"] === "NewsArticle")).toMatchObject({
    headline: edited.title,
    datePublished: edited.date,
    dateModified: edited.updated,
    inLanguage: "ar",
    author: { "@id": university["@id"] },
    publisher: { "@id": university["@id"] },
  });
  await page.goto("/news");
  const collection = (await graph()).find((n) => n["@type"] === "CollectionPage")!;
  expect((collection.mainEntity as { numberOfItems: number }).numberOfItems).toBe(news.length);
});
