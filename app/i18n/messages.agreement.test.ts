/**
 * Sentences that agree with what they count or name: a heading over one, two or many streams or
 * programs takes the singular, the dual or the plural; a certificate read as it is is never
 * «about»; a sentence about degrees far above the average joins a list before it with «و» and
 * stands alone after none; a list's last name holding «و» is set off by a comma.
 */
import { describe, expect, it } from "vitest";
import { translate } from "./messages.ts";
import ar from "./messages/ar.json";
import type { MessageValues } from "./format-message.ts";

const t = (key: string, values: MessageValues = {}) => translate(ar, key, values);
const STREAM = "الفرع الأدبي";

describe("headings agree with their count", () => {
  it.each([
    [1, "الفرع المقبول فيه: العلمي"],
    [2, "الفرعان المقبولان فيه: العلمي والتكنولوجي"],
    [3, "الفروع المقبولة فيه: العلمي، والأدبي، والتكنولوجي"],
    [11, "الفروع المقبولة فيه: x"],
  ])("the streams a program takes, %i → %s", (count, expected) => {
    const streams = expected.slice(expected.indexOf(": ") + 2);
    expect(t("admission.answer.notOpen.accepts", { count, streams })).toBe(expected);
  });

  it.each([
    [1, "برنامج واحد لا يقبل طلبة الفرع الأدبي"],
    [2, "برنامجان لا يقبلان طلبة الفرع الأدبي"],
    [9, "9 برامج لا تقبل طلبة الفرع الأدبي"],
    [19, "19 برنامجًا لا تقبل طلبة الفرع الأدبي"],
  ])("the programs that do not take a stream, %i → %s", (count, expected) => {
    expect(t("admission.answer.notOpen.title", { count, stream: STREAM })).toBe(expected);
  });

  it.each([
    [1, "الحد الأدنى للبرنامج الوحيد الذي يقبل طلبة الفرع الأدبي أعلى من معدلك"],
    [2, "الحد الأدنى لكلٍّ من البرنامجين اللذين يقبلان طلبة الفرع الأدبي أعلى من معدلك"],
    [5, "الحد الأدنى لكل برنامج يقبل طلبة الفرع الأدبي أعلى من معدلك"],
  ])("every minimum above the average, %i program(s) taking the stream", (count, expected) => {
    expect(t("admission.answer.none.belowMinimums", { count, stream: STREAM })).toContain(expected);
  });
});

describe("a list's introduction agrees with its length", () => {
  it("one program close to the average: «this program», not «every program in this list»", () => {
    const intro = (count: number) => t("admission.answer.close.intro", { count, points: "نقطتين" });
    expect(intro(1)).toContain("معدلك دون الحد الأدنى لهذا البرنامج بما لا يزيد على نقطتين");
    expect(intro(1)).not.toContain("كل برنامج");
    expect(intro(3)).toContain("معدلك دون الحد الأدنى لكل برنامج في هذه القائمة");
  });
});

describe("programs far above the average", () => {
  const higher = (count: number) =>
    t("admission.answer.higher", { count, stream: STREAM, points: "نقطتين", table: "الجدول" });

  it("programs accept students, and the minimums are joined to them with «لكن»", () => {
    expect(higher(3)).toBe(
      "وهناك 3 برامج تقبل طلبة الفرع الأدبي، لكن حدودها الدنيا تزيد على معدلك بأكثر من نقطتين؛ تجدها في الجدول.",
    );
    expect(higher(2)).toContain("برنامجان يقبلان طلبة الفرع الأدبي، لكن الحد الأدنى لكلٍّ منهما");
    expect(higher(1)).toContain("برنامج واحد يقبل طلبة الفرع الأدبي، لكن حدّه الأدنى");
  });

  // It follows a list of open or close programs only (answer-outline.ts): after nothing, the
  // answer's «none.belowMinimums» says it, and it is not said twice.
  it("always follows a list, with «و»", () => {
    for (const count of [1, 2, 3, 11, 100]) expect(higher(count)).toMatch(/^وهناك /);
  });
});

describe("sentences of issue 52", () => {
  it("the program finder offers what an average opens only for an average entered, outside graduate studies", () => {
    const none = (offer: string) => t("programs.none", { offer, answer: "ما يفتحه معدلك في مفاتيح القبول" });
    expect(none("answer")).toBe(
      "جرّب إلغاء أحد الخيارات، أو اطّلع على ما يفتحه معدلك في مفاتيح القبول لترى أيضًا البرامج التي يقارب حدُّها الأدنى معدلَك.",
    );
    expect(none("none")).toBe("جرّب إلغاء أحد الخيارات أو تغييره.");
    expect(none("none")).not.toContain("معدل");
  });

  it("the results season's next step names what «منها» pointed at", () => {
    const next = t("results.season.next", { tool: "الأداة" });
    expect(next).toBe(
      "بعد أن تعرف معدلك، اختر فرعك وأدخل المعدل في الأداة لترى البرامج التي تقبلك والمنحة التي تستحقها.",
    );
    expect(next).not.toContain("منها");
  });

  it("a certificate without streams: the IB is a baccalaureate, the American and British ones are certificates", () => {
    const hint = t("admission.finder.streamHint", {});
    expect(hint).toBe("شهادتك بلا فروع، مثل البكالوريا الدولية أو الشهادة الأمريكية أو البريطانية؟");
    expect(hint).not.toMatch(/البكالوريا (الدولية )?أو الأمريكية/);
  });

  it("the Arabic error code has no English status words", () => {
    expect(t("error.code", { code: 404 })).toBe("رمز الخطأ: 404");
  });
});

describe("a certificate read as it is is never «about»", () => {
  const conversion = (exact: string) =>
    t("results.conversion", {
      exact,
      score: 85,
      max: 100,
      certificate: "الثانوية العامة الأردنية",
      percent: "85%",
    });

  it("exact: it counts as it is, and the link names the average itself", () => {
    expect(conversion("yes")).toBe("العلامة 85 من 100 في الثانوية العامة الأردنية تُعتمد كما هي: 85%.");
    expect(conversion("yes")).not.toMatch(/تقريب/);
    expect(t("results.convert.finder", { exact: "yes" })).not.toMatch(/تقريب/);
  });

  it("an estimate: about, and the approximate average", () => {
    expect(conversion("no")).toContain("تعادل تقريبًا 85%");
    expect(t("results.convert.finder", { exact: "no" })).toContain("المعدل التقريبي");
  });
});

describe("counts that may be none or one", () => {
  it.each([
    [0, "لا أخبار بعد."],
    [1, "خبر واحد."],
    [12, "12 خبرًا، الأحدث أولًا."],
  ])("news: %i → %s", (count, expected) => {
    expect(t("news.total", { count, news: t("count.news", { count }) })).toBe(expected);
  });

  it("no graduate programs: the sentence ends with the entry programs", () => {
    expect(t("colleges.summary", { colleges: "12 كلية", entry: "27 برنامجًا", graduate: "x", graduateCount: 0 })).toBe(
      "في الجامعة 12 كلية، فيها 27 برنامجًا.",
    );
  });
});

describe("names and numbers", () => {
  it("a program holding «و» is set off by a comma before the count", () => {
    expect(t("search.alsoIn", { program: "الذكاء الاصطناعي وعلم البيانات", count: 3, comma: "yes" })).toBe(
      "الذكاء الاصطناعي وعلم البيانات، و3 برامج أخرى",
    );
    expect(t("search.alsoIn", { program: "القانون", count: 3, comma: "no" })).toBe("القانون و3 برامج أخرى");
  });

  it.each([
    ["8", "السنة الثامنة"],
    ["9", "السنة التاسعة"],
    ["10", "السنة العاشرة"],
  ])("study year %s → %s", (year, expected) => {
    expect(t("program.plan.year", { year })).toBe(expected);
  });
});
