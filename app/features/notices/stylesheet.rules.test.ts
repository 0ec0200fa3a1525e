import { describe, expect, it } from "vitest";
import { noticeId, noticeStylesheet, noticesVersion } from "./stylesheet.ts";

const at = (iso: string) => Date.parse(iso);
/** A closure from 07:00 to 18:00 Palestine time on 24 November 2026 (winter: UTC+2). */
const closure = { start: "2026-11-24T07:00", end: "2026-11-24T18:00", timeZone: "Asia/Hebron" };

describe("the stylesheet", () => {
  const h = 3_600_000;
  const now = at("2026-11-24T10:00:00Z");
  const ended = { start: now - 5 * h, end: now - h };
  const current = { start: now - h, end: now + 2 * h };
  const coming = { start: now + 3 * h, end: now + 5 * h };

  it("the stylesheet shows the current notices only, and yields to the app's own decision", () => {
    const css = noticeStylesheet(
      [
        { id: "nold", ...ended },
        { id: "nnow", ...current },
        { id: "nlater", ...coming },
      ],
      now,
    );
    expect(css).toContain('.notice[data-notice="nnow"]:not([data-notice-state]){display:block}');
    expect(css).not.toContain("nold");
    expect(css).not.toContain("nlater");
  });
});

describe("ids", () => {
  const notice = { title: "إغلاق", text: "نص", level: "urgent" as const, ...closure };

  it("the same notice has the same id; a changed one another", () => {
    expect(noticeId(notice)).toBe(noticeId({ ...notice }));
    expect(noticeId(notice)).toMatch(/^n[0-9a-z]{7}$/);
    expect(noticeId({ ...notice, end: "2026-11-24T20:00" })).not.toBe(noticeId(notice));
    expect(noticeId({ ...notice, text: "نص آخر" })).not.toBe(noticeId(notice));
  });

  it("a set's version changes with any of its notices", () => {
    expect(noticesVersion(["na", "nb"])).toBe(noticesVersion(["na", "nb"]));
    expect(noticesVersion(["na", "nb"])).not.toBe(noticesVersion(["na", "nc"]));
  });
});
