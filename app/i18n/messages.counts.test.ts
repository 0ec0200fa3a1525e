/**
 * The counted nouns and money of the messages file, over the boundaries of Arabic's plural
 * categories (Intl.PluralRules("ar") reads the last two digits): 1, 2, 3–10, 11–99, 100–102,
 * 103–110, 111–199 … and decimals.
 */
import { describe, expect, it } from "vitest";
import { translate } from "./messages.ts";
import ar from "./messages/ar.json";

const t = (key: string, values: Record<string, string | number>) => translate(ar, key, values);

describe("money.jod", () => {
  it.each([
    [1, "دينار أردني واحد"],
    [2, "ديناران أردنيان"],
    [3, "3 دنانير أردنية"],
    [10, "10 دنانير أردنية"],
    [11, "11 دينارًا أردنيًا"],
    [32, "32 دينارًا أردنيًا"],
    [99, "99 دينارًا أردنيًا"],
    [100, "100 دينار أردني"],
    [102, "102 دينار أردني"],
    [105, "105 دنانير أردنية"],
    [150, "150 دينارًا أردنيًا"],
    [2500, "2,500 دينار أردني"],
    [4510, "4,510 دنانير أردنية"],
    [32.5, "32.5 دينار أردني"],
  ])("%d → %s", (amount, expected) => {
    expect(t("money.jod", { amount })).toBe(expected);
  });
  it("the dual after a preposition", () => {
    expect(t("money.jod", { amount: 2, case: "acc" })).toBe("دينارين أردنيين");
  });
});

describe("counted nouns", () => {
  it.each([
    ["count.years", 1, "nom", "سنة واحدة"],
    ["count.years", 2, "nom", "سنتان"],
    ["count.years", 2, "acc", "سنتين"],
    ["count.years", 4, "acc", "4 سنوات"],
    ["count.years", 11, "nom", "11 سنة"],
    ["count.creditHours", 3, "nom", "3 ساعات معتمدة"],
    ["count.creditHours", 18, "nom", "18 ساعة معتمدة"],
    ["count.creditHours", 132, "nom", "132 ساعة معتمدة"],
    ["count.creditHours", 203, "nom", "203 ساعات معتمدة"],
    ["count.hours", 2, "acc", "ساعتين"],
    ["count.programs", 27, "nom", "27 برنامجًا"],
    ["count.programs", 4, "nom", "4 برامج"],
    ["count.programs", 100, "nom", "100 برنامج"],
    ["count.colleges", 12, "nom", "12 كلية"],
    ["count.colleges", 2, "nom", "كليتان"],
    ["count.publications", 42, "nom", "42 منشورًا"],
    ["count.news", 1, "nom", "خبر واحد"],
    ["count.news", 2, "nom", "خبران"],
    ["count.news", 2, "acc", "خبرين"],
    ["count.news", 7, "nom", "7 أخبار"],
    ["count.news", 12, "nom", "12 خبرًا"],
    ["count.news", 100, "nom", "100 خبر"],
    ["count.news", 103, "nom", "103 أخبار"],
    ["count.partners", 18, "nom", "18 شريكًا"],
    ["count.partners", 3, "nom", "3 شركاء"],
    ["count.questions", 28, "nom", "28 سؤالًا"],
    ["count.groups", 2, "acc", "مجموعتين"],
    ["count.groups", 5, "acc", "5 مجموعات"],
    ["count.entryPrograms", 27, "nom", "27 برنامجًا للبكالوريوس والدبلوم"],
    ["count.graduatePrograms", 4, "nom", "4 برامج للدراسات العليا"],
    ["count.graduatePrograms", 2, "nom", "برنامجان للدراسات العليا"],
    ["count.points", 1.5, "acc", "1.5 نقطة"],
    ["count.points", 2, "acc", "نقطتين"],
    ["count.points", 0.1, "acc", "0.1 نقطة"],
    ["count.points", 1, "acc", "نقطة واحدة"],
  ])("%s %d (%s) → %s", (key, count, grammaticalCase, expected) => {
    expect(t(key, { count, case: grammaticalCase })).toBe(expected);
  });
});
