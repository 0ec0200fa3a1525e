/**
 * A plain-text field (a title, a summary, a notice's text) refuses markup with a sentence that says
 * what to do: HTML typed there would reach visitors as literal tags. Angle brackets that are not a
 * tag stay allowed.
 */
import { describe, expect, it } from "vitest";
import { noticesFileSchema } from "#app/content/schema.ts";
import { text } from "./shared.ts";

const refusal = (value: string) => {
  const result = text.safeParse(value);
  return result.success ? undefined : result.error.issues.map((i) => i.message).join(" ");
};

describe("plain text refuses markup", () => {
  it.each(["<b>عاجل</b> إغلاق الحرم", "إغلاق<br>الحرم", "إغلاق </p>", '<a href="/x">هنا</a>', "نص <!-- ملاحظة -->"])(
    "refuses %j, saying to remove the tags",
    (value) => expect(refusal(value)).toMatch(/^احذف من هذا النص العلامات/),
  );

  it.each(["معدل < 65 لا يُقبل", "العلامة > 90", "سهم <- هنا", "a<5 and b>3"])("accepts %j", (value) =>
    expect(refusal(value)).toBeUndefined(),
  );

  it("in a notice's text, as the save guard and the build read it", () => {
    const file = {
      notices: [
        {
          id: "closure",
          level: "urgent",
          title: "إغلاق الحرم",
          text: "<b>يُغلق</b> الحرم اليوم",
          start: "2026-11-28T08:00",
          end: "2026-11-28T18:00",
          timeZone: "Asia/Hebron",
        },
      ],
    };
    const result = noticesFileSchema.safeParse(file);
    expect(result.success).toBe(false);
    expect(result.error?.issues.some((i) => i.path.join(".") === "notices.0.text" && /^احذف/.test(i.message))).toBe(
      true,
    );
  });
});
