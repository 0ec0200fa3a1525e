import { describe, expect, it } from "vitest";
import type { Notice } from "#app/content/schema.ts";
import { noticeBanner, noticeViews, noticesVersionOf } from "./banner.ts";

const notice = (fields: Partial<Notice>): Notice => ({
  title: "تعليق الدوام الوجاهي",
  text: "تُعقد المحاضرات عن بُعد.",
  level: "urgent",
  start: "2026-11-24T07:00",
  end: "2026-11-24T18:00",
  timeZone: "Asia/Hebron",
  ...fields,
});
const ended = notice({ title: "انتهى", start: "2026-11-16T07:00", end: "2026-11-16T18:00" });
const today = notice({});
const later = notice({ title: "لاحقًا", start: "2026-12-01T07:00", end: "2026-12-01T18:00" });
/** 24 November 2026, 10:00 in Palestine. */
const now = Date.parse("2026-11-24T08:00:00Z");

describe("the notices a page carries", () => {
  it("the current and coming ones, in the file's order, never an ended one", () => {
    const banner = noticeBanner([ended, today, later], now)!;
    expect(banner.items.map((n) => n.title)).toEqual([today.title, later.title]);
    expect(banner.items[0]).toMatchObject({
      level: "urgent",
      start: Date.parse("2026-11-24T05:00:00Z"),
      end: Date.parse("2026-11-24T16:00:00Z"),
    });
  });

  it("the stylesheet's address carries the version of the whole file", () => {
    expect(noticeBanner([ended, today, later], now)!.stylesheet).toBe(
      `/_notices/${noticesVersionOf([ended, today, later])}.css`,
    );
    expect(noticesVersionOf([ended, today])).not.toBe(noticesVersionOf([ended, today, later]));
  });

  it("nothing, not even a stylesheet, once every notice has ended or when there are none", () => {
    expect(noticeBanner([ended], now)).toBeUndefined();
    expect(noticeBanner([], now)).toBeUndefined();
  });

  it("a link is kept with the notice; a notice without one has none", () => {
    const linked = notice({ link: { href: "/news", label: "التفاصيل" } });
    expect(noticeViews([linked])[0].link).toEqual({ href: "/news", label: "التفاصيل" });
    expect(noticeViews([today])[0]).not.toHaveProperty("link");
  });
});
