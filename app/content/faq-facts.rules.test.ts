/**
 * The help answers say what the scholarship list and «الجامعة» say (faq-facts.ts), checked on the
 * fixture content: its fee answer names «خصم المعدل المرتفع» (85 فأعلى، 15%) and «بوابة الطالب»
 * as the fixture's lists do; each case plants one contradiction and names where it is reported.
 */
import { describe, expect, it } from "vitest";
import { contentProblems, type ContentProblem } from "./registry.ts";
import { scholarshipContradictions, sentencesOf, serviceNameProblems } from "./faq-facts.ts";
import {
  FIXTURE_TODAY,
  fixtureFiles,
  lineOf,
  replacing,
  withFile,
  type FileEdit,
} from "#tests/support/fixture-content.ts";

const FAQ = "content/faq.yaml";
const NOTICES = "content/notices.yaml";
const fixture = fixtureFiles();
const problemsAfter = (path: string, edit: FileEdit): ContentProblem[] =>
  contentProblems(withFile(fixture, path, edit), { latestDay: FIXTURE_TODAY });
/** The fee answer's second paragraph, where the fixture names the scholarship. */
const PARAGRAPH = "          - ويحصل الطالب الجديد على خصم المعدل المرتفع";
const SCHOLARSHIP_FIELD = "groups[1].questions[0].answer[1]";

describe("the help answers against the scholarship list, on the fixture", () => {
  it("the fixture's answer agrees with its list", () => {
    expect(contentProblems(fixture, { latestDay: FIXTURE_TODAY })).toEqual([]);
  });

  it.each([
    {
      name: "a transfer student granted a scholarship the list gives to new students",
      edit: replacing("ويحصل الطالب الجديد على", "ويحصل الطالب المنتقل بعد فصل على"),
      message: "تجعل «خصم المعدل المرتفع» للطالب المنتقل من جامعة أخرى",
    },
    {
      name: "another discount",
      edit: replacing("وهو 15% من رسوم", "وهو 20% من رسوم"),
      message: "تذكر لـ«خصم المعدل المرتفع» خصمًا غير خصمها في «المنح والخصومات» (15%): اكتب 15%",
    },
    {
      name: "another minimum average",
      edit: replacing("إذا بلغ معدله 85 فأعلى", "إذا بلغ معدله 80 فأعلى"),
      message: "تذكر لـ«خصم المعدل المرتفع» حدًّا أدنى للمعدل غير حدّها في «المنح والخصومات» (85): اكتب 85 فأعلى",
    },
    {
      name: "another name for a service",
      edit: replacing("من بوابة الطالب.", "من منصة الأفق للتعلّم."),
      message: "«منصة الأفق للتعلم» ليس اسمًا لخدمة في «الجامعة»: اكتب «منصة التعلّم الإلكتروني»",
    },
  ])("fails on $name, naming the paragraph", ({ edit, message }) => {
    expect(problemsAfter(FAQ, edit)).toEqual([
      {
        file: FAQ,
        line: lineOf(fixture[FAQ], PARAGRAPH),
        field: SCHOLARSHIP_FIELD,
        message: expect.stringContaining(message),
      },
    ]);
  });

  it("accepts a sentence that denies a transfer student the scholarship", () => {
    expect(problemsAfter(FAQ, replacing("ويحصل الطالب الجديد على", "ولا يحصل الطالب المنتقل على"))).toEqual([]);
  });

  it("a notice calls the service by its name too", () => {
    const problems = problemsAfter(NOTICES, (source) =>
      source.replace(/(\n {4}text: )/, "$1عبر بوابة الخدمات الذكية "),
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: NOTICES,
        field: "notices[0].text",
        message: expect.stringContaining("«بوابة الخدمات الذكية»"),
      }),
    ]);
  });
});

describe("the sentences' rules", () => {
  const tiers = [
    { name: "منحة التميّز", minAverage: 95, discountPercent: 50 },
    { name: "خصم المعدل المرتفع", minAverage: 85, discountPercent: 15 },
  ];
  const english = [{ name: "High Average Discount", minAverage: 85, discountPercent: 15 }];

  it.each([
    ["منحة التميز للحاصلين على 95 فأعلى، وقيمتها خصم 50%.", 0],
    ["منحة التميّز للحاصلين على 95 فأعلى، وقيمتها خصم 30%.", 1],
    ["منحة التميّز للحاصلين على 90 فأعلى، وقيمتها خصم 50%.", 1],
    // Two scholarships in one sentence share its figures: not read.
    ["منحة التميّز 50% وخصم المعدل المرتفع 15%.", 0],
    ["يمكن للطالب المنتقل أن يتقدّم لخصم المعدل المرتفع (15%) إذا بلغ معدله التراكمي 85 فأعلى.", 1],
    ["الطالب المنتقل لا يحصل عليها، لكن يمكنه أن يتقدّم لخصم المعدل المرتفع.", 1],
    ["لا يحصل الطالب المنتقل على منحة التميّز.", 0],
  ])("«%s»: %i problem(s)", (sentence, count) => {
    expect(scholarshipContradictions(sentence, tiers, "ar")).toHaveLength(count);
  });

  it.each([
    ["Transfer students may apply for the High Average Discount after a semester.", 1],
    ["Transfer students do not receive the High Average Discount.", 0],
    ["The High Average Discount is 20% of the first-year fees.", 1],
    ["The High Average Discount, for an average of 85 or above, is 15% of the fees.", 0],
  ])("“%s”: %i problem(s)", (sentence, count) => {
    expect(scholarshipContradictions(sentence, english, "en")).toHaveLength(count);
  });

  it("splits a paragraph into sentences", () => {
    expect(sentencesOf("الأولى. الثانية؟ الثالثة")).toEqual(["الأولى.", "الثانية؟", "الثالثة"]);
  });

  it.each([
    ["ar", "تسجّل في بوابة الطالب ومنصة التعلّم الإلكتروني.", 0],
    ["ar", "تسجّل في بوابة الطالب وفي المنصة.", 0],
    ["ar", "على منصة الأفق للتعلّم.", 1],
    ["ar", "عبر بوابة التسجيل.", 1],
    ["en", "Use the Student Portal and the E-Learning Platform.", 0],
    ["en", "Use the Al-Ofoq Learning Platform.", 1],
    ["en", "The platform has a mobile app.", 0],
  ] as const)("%s «%s»: %i problem(s)", (language, text, count) => {
    const names =
      language === "ar"
        ? ["بوابة القبول", "بوابة الطالب", "منصة التعلّم الإلكتروني"]
        : ["Admission Portal", "Student Portal", "E-Learning Platform"];
    expect(serviceNameProblems(text, names, language)).toHaveLength(count);
  });
});
