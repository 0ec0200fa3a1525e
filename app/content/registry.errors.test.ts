/**
 * A broken content file fails with a readable message naming the file, the line and the field.
 * Each case starts from the fixture content (tests/fixtures/content/) and breaks one thing in one file.
 */
import { describe, expect, it } from "vitest";
import { buildRegistries, buildRegistry, contentProblems, type ContentProblem } from "./registry.ts";
import {
  FIXTURE_TODAY,
  fixtureFiles,
  fixtureRegistry,
  lineOf as lineIn,
  replacing,
  withFile,
  type FileEdit,
} from "#tests/support/fixture-content.ts";

const fixture = fixtureFiles();

function problemsAfter(path: string, edit: FileEdit): ContentProblem[] {
  return contentProblems(withFile(fixture, path, edit), { latestDay: FIXTURE_TODAY });
}

const ITI = "content/programs/iti.yaml";
const ITM = "content/programs/itm.yaml";
const STREAMS = "content/streams.yaml";
const PARTNER = "content/partners/nasaq-software.yaml";
const PUBLICATION = "content/publications/pub-2023-sme-network-security.yaml";
/** How many entries a named list holds (each starts with "  - " under the list's name). */
const entries = (file: string) => fixture[file].split("\n").filter((l) => l.startsWith("  - ")).length;
const lineOf = (file: string, text: string) => lineIn(fixture[file], text);
/** iti's first semester, to which one case adds a course. */
const firstSemester = () => fixtureRegistry().programs.find((p) => p.slug === "iti")!.studyPlan[0].semesters[0];

describe("content errors", () => {
  it("the fixture is valid on its day", () => {
    expect(contentProblems(fixture, { latestDay: FIXTURE_TODAY })).toEqual([]);
  });

  it.each([
    {
      name: "a missing field",
      file: ITI,
      edit: replacing(/^nameEn:.*\n/m, ""),
      expected: { file: ITI, field: "nameEn", message: expect.stringContaining("هذا الحقل مطلوب") },
    },
    {
      name: "a wrong type",
      file: ITI,
      edit: replacing(/^creditHours: \d+/m, "creditHours: كثيرة"),
      expected: {
        file: ITI,
        field: "creditHours",
        line: lineOf(ITI, "creditHours:"),
        message: expect.stringContaining('المكتوب "كثيرة" ليس رقمًا: اكتب رقمًا'),
      },
    },
    {
      name: "a program pointing to an unknown college",
      file: ITI,
      edit: replacing(/^college: it$/m, "college: nowhere"),
      expected: {
        file: ITI,
        field: "college",
        line: lineOf(ITI, "college:"),
        message: expect.stringContaining('الكلية "nowhere" غير معروفة: اختر واحدة من «الكليات»'),
      },
    },
    {
      name: "a program pointing to an unknown stream",
      file: ITI,
      edit: replacing(/^ {4}- stream: scientific$/m, "    - stream: science"),
      expected: {
        file: ITI,
        field: "admission.minimums[0].stream",
        line: lineOf(ITI, "    - stream: scientific"),
        message: expect.stringContaining('فرع التوجيهي "science" غير معروف: اختر واحدًا من «فروع التوجيهي»: العلمي'),
      },
    },
    {
      name: "a stream given two minimums",
      file: ITI,
      edit: replacing(/^ {4}- stream: technology$/m, "    - stream: scientific"),
      expected: {
        file: ITI,
        field: "admission.minimums[1].stream",
        message: expect.stringContaining('الفرع "scientific" مذكور أكثر من مرة'),
      },
    },
    {
      name: "a study plan whose total differs from the declared hours",
      file: ITI,
      edit: replacing(/^creditHours: \d+/m, "creditHours: 140"),
      expected: {
        file: ITI,
        field: "creditHours",
        line: lineOf(ITI, "creditHours:"),
        message: expect.stringMatching(
          /مجموع ساعات مساقات الخطة الدراسية (\d+)، و«مجموع الساعات المعتمدة» 140: عدّل ساعات المساقات حتى يصير مجموعها 140، أو غيّر «مجموع الساعات المعتمدة» إلى \1$/,
        ),
      },
    },
    {
      name: "a semester heavier than the load the help page allows",
      // One more 6-hour course in the first semester: past semesterLoad.regularMax (18).
      file: ITI,
      edit: replacing(
        "          - code: UNI101\n",
        "          - code: IT199\n            name: مساق إضافي\n            hours: 6\n          - code: UNI101\n",
      ),
      expected: {
        file: ITI,
        field: "studyPlan[0].semesters[0]",
        message: expect.stringContaining(
          `مجموع الساعات المعتمدة في الفصل الأول من السنة 1 هو ${firstSemester().courses.reduce((n, c) => n + c.hours, 6)}، وأعلى ما يسمح به العبء الدراسي 18: انقل مساقًا إلى فصل آخر`,
        ),
      },
    },
    {
      name: "a minimum below the ministry's floor for the degree",
      file: ITI,
      edit: replacing(/^ {6}minimum: 65$/m, "      minimum: 60"),
      expected: {
        file: ITI,
        field: "admission.minimums[0].minimum",
        message: expect.stringContaining(
          "أقل من الحد الأدنى العام للوزارة لهذه الدرجة العلمية (65): ارفعه إلى 65 على الأقل",
        ),
      },
    },
    {
      name: "an alternative that is no degree",
      file: ITM,
      edit: replacing(/^alternatives:\n {2}- bba$/m, "alternatives:\n  - bba\n  - nowhere"),
      expected: {
        file: ITM,
        field: "alternatives[1]",
        line: lineOf(ITM, "alternatives:") + 2,
        message: expect.stringContaining('البرنامج "nowhere" غير معروف: احذفه، أو اختر برنامجًا من «البرامج»'),
      },
    },
    {
      name: "a program whose slug is a college's that holds its own degree",
      file: "content/programs/law.yaml",
      edit: () => fixture[ITI].replace(/^slug: iti$/m, "slug: law"),
      expected: {
        file: "content/programs/law.yaml",
        field: "slug",
        message: expect.stringContaining("تحمله كلية تطرح درجتها العلمية بنفسها: اكتب للبرنامج معرّفًا آخر"),
      },
    },
    {
      name: "a duplicate code in a named list",
      // The first stream again, appended: the new last entry repeats its code.
      file: STREAMS,
      edit: (source: string) => source + "  - " + source.split("\n  - ")[1] + "\n",
      expected: {
        file: STREAMS,
        field: `streams[${entries(STREAMS)}].code`,
        message: expect.stringMatching(/^رمز الفرع "[a-z0-9-]+" مكرّر: غيّره/),
      },
    },
    {
      name: "a stream's former code that is another stream's code today",
      file: STREAMS,
      edit: replacing(/^( {6}- code: )commercial$/m, "$1scientific"),
      expected: {
        file: STREAMS,
        field: expect.stringMatching(/^streams\[\d+\]\.aliases\[0\]\.code$/),
        message: expect.stringContaining('الرمز السابق "scientific" يحمله اليوم فرع من «فروع التوجيهي»: اكتب رمزًا'),
      },
    },
    {
      name: "a partner's file named other than its slug",
      file: "content/partners/another-name.yaml",
      edit: () => fixture[PARTNER],
      expected: {
        file: "content/partners/another-name.yaml",
        field: "slug",
        line: 1,
        message: expect.stringContaining("غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه"),
      },
    },
    {
      name: "a publication of an unknown college",
      file: PUBLICATION,
      edit: replacing(/^college: it$/m, "college: nowhere"),
      expected: {
        file: PUBLICATION,
        field: "college",
        message: expect.stringContaining('الكلية "nowhere" غير معروفة: اختر واحدة من «الكليات»'),
      },
    },
    {
      name: "a certificate's conversion row without its percentage",
      file: "content/admission.yaml",
      edit: replacing(/^( +)percent: 65\n/m, ""),
      expected: {
        file: "content/admission.yaml",
        field: "certificates[1].conversion[0].percent",
        message: expect.stringContaining("هذا الحقل مطلوب"),
      },
    },
    {
      name: "a program file whose slug is another program's",
      file: "content/programs/iti-copy.yaml",
      edit: () => fixture[ITI],
      expected: {
        file: "content/programs/iti-copy.yaml",
        field: "slug",
        message: expect.stringContaining("غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه"),
      },
    },
    {
      name: "malformed YAML",
      file: "content/site.yaml",
      edit: () => "name: [جامعة\n",
      expected: {
        file: "content/site.yaml",
        line: expect.any(Number),
        message: expect.stringContaining("YAML غير صالح"),
      },
    },
  ])("$name", ({ file, edit, expected }) => {
    expect(problemsAfter(file, edit)).toContainEqual(expect.objectContaining(expected));
  });

  it("the message lists every problem with file:line and field", () => {
    const files = withFile(fixture, ITI, replacing(/^college: it$/m, "college: nowhere"));
    expect(() => buildRegistry(files)).toThrow(
      `${ITI}:${lineOf(ITI, "college:")} (الحقل college): الكلية "nowhere" غير معروفة`,
    );
  });

  describe("the English form (decision 026)", () => {
    const SITE = "content/site.yaml";
    /** The fixture with the site's own English written: the switch that asks every file for its English. */
    const withEnglishSite = withFile(fixture, SITE, (source) =>
      source.concat(
        "en:\n  description: A Palestinian university in Ramallah.\n  promise: An education that opens your horizons\n",
      ),
    );

    it("is not read while the site has none: the English site is not published", () => {
      expect(buildRegistries(fixture).en).toBeUndefined();
    });

    it("once the site has it, names each text that lacks its English, with its file, line and field", () => {
      const problems = contentProblems(withEnglishSite, { latestDay: FIXTURE_TODAY });
      expect(problems).toContainEqual({
        file: SITE,
        line: lineOf(SITE, "lead:"),
        field: "lead",
        message: expect.stringContaining("بالإنجليزية"),
      });
      // What the site has in English is not reported.
      expect(problems.filter((p) => p.file === SITE).map((p) => p.field)).not.toContain("promise");
    });

    it("leaves an entry of a folder with no English out of the English site; one begun must be finished", () => {
      const begun = withFile(withEnglishSite, ITI, (source) => `${source}en:\n  summary: A program.\n`);
      const problems = contentProblems(begun, { latestDay: FIXTURE_TODAY });
      expect(problems).toContainEqual(
        expect.objectContaining({ file: ITI, field: "overview", message: expect.stringContaining("بالإنجليزية") }),
      );
      expect(problems.filter((p) => p.file === ITM)).toEqual([]);
    });

    it("refuses an admission news item without English where its category is chosen; another kind may have none", () => {
      const problems = contentProblems(withEnglishSite, { latestDay: FIXTURE_TODAY });
      const admissionItems = Object.keys(fixture).filter(
        (f) => f.startsWith("content/news/") && /^category: admission$/m.test(fixture[f]),
      );
      expect(admissionItems.length).toBeGreaterThan(0);
      for (const file of admissionItems) {
        expect(problems).toContainEqual({
          file,
          line: lineOf(file, "category:"),
          field: "category",
          message: expect.stringContaining("لا يُنشر بلا نسخته الإنجليزية"),
        });
        expect(problems).toContainEqual(expect.objectContaining({ file, field: "summary" }));
      }
      const otherItems = Object.keys(fixture).filter(
        (f) => f.startsWith("content/news/") && !admissionItems.includes(f),
      );
      expect(otherItems.length).toBeGreaterThan(0);
      for (const file of otherItems) expect(problems.filter((p) => p.file === file)).toEqual([]);
    });

    it("takes an admission news item written in English", () => {
      const [file] = Object.keys(fixture).filter(
        (f) => f.startsWith("content/news/") && /^category: admission$/m.test(fixture[f]),
      );
      const english = withFile(
        withEnglishSite,
        file,
        replacing(
          /^category: admission$/m,
          "category: admission\nen:\n  title: Applications open\n  summary: The Admission Office accepts applications.\n  body: |\n    " +
            [
              "On Monday, March 2, 2026, the university opened early applications for students sitting the",
              "Tawjihi (the Palestinian General Secondary Education Certificate) through the Admission Portal.",
              "",
              "Students apply before the Tawjihi results are published: they list the programs",
              "they want in order of preference and upload a copy of their identity card and their grade 11",
              "transcript. Provisional admission is announced once the results are out, and it is confirmed",
              "for students whose average meets the minimum for the program that admitted them.",
              "",
              "For questions, students may call the Admission Office at +970 2 000 1010.",
            ].join("\n    "),
        ),
      );
      expect(contentProblems(english, { latestDay: FIXTURE_TODAY }).filter((p) => p.file === file)).toEqual([]);
    });

    it("reports Arabic letters in an English text where the English is written", () => {
      const files = withFile(withEnglishSite, SITE, replacing("promise: An education", "promise: An تعليم"));
      expect(contentProblems(files, { latestDay: FIXTURE_TODAY })).toContainEqual({
        file: SITE,
        line: lineIn(files[SITE], "  promise: An"),
        field: "en.promise",
        message: expect.stringContaining("حروف عربية"),
      });
    });
  });
});
