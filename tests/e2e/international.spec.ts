/**
 * The page for applicants from abroad (issue 53): its prerendered HTML in each language holds the
 * whole page (read without a browser, as a visitor without JavaScript gets it), the footer and the
 * home page's top section link to it, so does a program's admission section, and the admission
 * finder and the certificate converter show the link once a certificate from outside Palestine is
 * chosen (a style, no script).
 * Subjects come from the registry by property; expected words from the messages and the content.
 */
import { expect, test } from "./fixtures.ts";
import { messageOf, registries, registry, registryOf } from "./support.ts";
import { costRows } from "#app/features/international/cost-table.ts";
import { LOCALES, inLocale, localeOfPath } from "#app/i18n/locales.ts";
import { pagePath } from "#app/lib/paths.ts";

const PAGE = pagePath("/international-applicants");
/** The page in every language the content is written in. */
const paths = LOCALES.filter((l) => registries[l.code as keyof typeof registries]).map((l) => inLocale(PAGE, l.code));

test("the page in each language: the whole of it in the prerendered HTML, one h1, and linked from the footer", async ({
  page,
  request,
}) => {
  for (const path of paths) {
    const r = registryOf(path);
    const title = messageOf(path, "page.international-applicants");
    await test.step(`${path} without JavaScript`, async () => {
      const html = await (await request.get(path)).text();
      expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
      expect(html).toContain(r.international.office.email);
      expect(html).toContain(messageOf(path, "international.costs.caption"));
      // Every certificate the page describes, and the transfer details.
      for (const c of r.international.certificates) expect(html).toContain(c.code);
      expect(html).toContain(r.international.payment.swift);
    });
    await test.step(`${path} in the browser`, async () => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      const costs = page.getByRole("table", { name: messageOf(path, "international.costs.caption") });
      // A row for each cost, each with its amount in dollars (the fourth column is how often).
      const rows = costRows(r);
      await expect(costs.locator("tbody tr")).toHaveCount(rows.length);
      for (const cell of await costs.locator("tbody tr td:nth-child(3)").allTextContents()) expect(cell).toMatch(/\d/);
      const footerLink = page.locator("body > footer").getByRole("link", { name: title, exact: true });
      await expect(footerLink).toHaveAttribute("href", path);
    });
  }
});

test("the home page in each language leads to the page from its top section, beside the two ways in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of paths) {
    await page.goto(inLocale("/", localeOfPath(path).code));
    const top = page.locator("section[aria-labelledby=page-title]");
    const link = top.getByRole("link", { name: messageOf(path, "home.fromAbroadLink"), exact: true });
    await expect(link).toHaveAttribute("href", path);
    await expect(top).toContainText(
      messageOf(path, "home.fromAbroad", { link: messageOf(path, "home.fromAbroadLink") }),
    );
    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messageOf(path, "page.international-applicants"));
  }
});

test("a program's admission section links to the page", async ({ page }) => {
  // Any program: every program's sheet has the link.
  const program = registry.programs[0];
  await page.goto(pagePath("/colleges/:college/:program", { college: program.college, program: program.slug }));
  const link = page.locator("#admission").getByRole("link", { name: messageOf(PAGE, "program.admission.abroad") });
  await link.click();
  await expect(page).toHaveURL(PAGE);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messageOf(PAGE, "page.international-applicants"));
});

test("choosing a certificate from outside Palestine shows the link, in the finder and the converter", async ({
  page,
}) => {
  const name = messageOf(PAGE, "admission.abroad");
  const certificate = registry.admission.certificates[0];
  await page.goto(pagePath("/admission-keys"));
  const link = page.locator("#finder").getByRole("link", { name });
  await expect(link).toBeHidden();
  await page.locator("#certificate").selectOption(certificate.code);
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute("href", PAGE);
  // The Palestinian Tawjihi again: the link goes.
  await page.locator("#certificate").selectOption("");
  await expect(link).toBeHidden();

  await page.goto(pagePath("/high-school-results"));
  const converterLink = page.locator("#convert").getByRole("link", { name });
  await expect(converterLink).toBeHidden();
  await page.locator("#convert #certificate").selectOption(certificate.code);
  await expect(converterLink).toBeVisible();
});

test("the contact page lists the office for applicants from abroad beside the others, with its address and number", async ({
  request,
}) => {
  for (const path of paths) {
    const contact = inLocale(pagePath("/contact-us"), localeOfPath(path).code);
    const { office } = registryOf(path).international;
    const html = await (await request.get(contact)).text();
    // The offices' section, up to the prerendered page's data (which names everything again).
    const offices = html.slice(html.indexOf('id="offices"'), html.indexOf("<script", html.indexOf('id="offices"')));
    for (const wanted of [
      `>${office.name}</h3>`,
      `href="mailto:${office.email}"`,
      `href="tel:${office.phone.replace(/\s/g, "")}"`,
    ])
      expect(offices.includes(wanted), `${contact}: ${wanted}`).toBe(true);
  }
});
