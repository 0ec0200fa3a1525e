/**
 * While the content has a problem, `npm run cms` answers the site's pages with the content check's
 * message instead of a server error: the page lists each problem with its file and field.
 */
import { describe, expect, it } from "vitest";
import { contentProblems } from "#app/content/registry.ts";
import { FIXTURE_TODAY, fixtureFiles } from "#tests/support/fixture-content.ts";
import { contentGatePage, isPageRequest } from "./content-gate.ts";

describe("the content gate of the local site", () => {
  it("lists each problem of a content with a dangling reference, with its file and field", () => {
    const files = fixtureFiles();
    // A program listed among another's alternatives, deleted.
    const listed = Object.entries(files).find(
      ([f, text]) => f.startsWith("content/programs/") && /^alternatives:\n {2}- /m.test(text),
    )!;
    const target = /^alternatives:\n {2}- (\S+)/m.exec(listed[1])![1];
    delete files[`content/programs/${target}.yaml`];
    const problems = contentProblems(files, { latestDay: FIXTURE_TODAY });
    expect(problems.length).toBeGreaterThan(0);
    const page = contentGatePage(problems);
    expect(page).toContain(listed[0]);
    expect(page).toContain("alternatives[0]");
    expect(page).toContain(`"${target}"`.replace(/"/g, "&quot;"));
    expect(page).toMatch(/<html lang="ar" dir="rtl">/);
  });

  it("stops the site's pages and their data, never the CMS or the modules", () => {
    expect(isPageRequest("/colleges/it", "text/html,application/xhtml+xml")).toBe(true);
    expect(isPageRequest("/colleges/it.data", "*/*")).toBe(true);
    expect(isPageRequest("/admin/", "text/html")).toBe(false);
    expect(isPageRequest("/@vite/client", "*/*")).toBe(false);
    expect(isPageRequest("/app/root.tsx", "*/*")).toBe(false);
  });
});
