/**
 * A broken content file fails with a readable message naming the file, the line and the field.
 * Each case starts from the real content and breaks one thing in one file.
 */
import { describe, expect, it } from "vitest";
import { buildRegistry, contentProblems, type ContentProblem } from "./registry.ts";
import { readContentFiles } from "./files.node.ts";

const real = readContentFiles();

function problemsAfter(edit: (files: Record<string, string>) => void): ContentProblem[] {
  const files = { ...real };
  edit(files);
  return contentProblems(files);
}

const ITI = "content/programs/iti.yaml";
const STREAMS = "content/streams.yaml";
const SWE = "content/programs/swe.yaml";
/** How many entries a named list holds (each starts with "  - " under the list's name). */
const entries = (file: string) => real[file].split("\n").filter((l) => l.startsWith("  - ")).length;
const lineOf = (file: string, text: string) => real[file].split("\n").findIndex((l) => l.startsWith(text)) + 1;

describe("content errors", () => {
  it("the real content is valid", () => {
    expect(() => buildRegistry(real)).not.toThrow();
  });

  it.each([
    {
      name: "a missing field",
      edit: (f: Record<string, string>) => (f[ITI] = f[ITI].replace(/^nameEn:.*\n/m, "")),
      expected: { file: ITI, field: "nameEn", message: expect.stringContaining("هذا الحقل مطلوب") },
    },
    {
      name: "a wrong type",
      edit: (f: Record<string, string>) => (f[ITI] = f[ITI].replace(/^creditHours: \d+/m, "creditHours: كثيرة")),
      expected: {
        file: ITI,
        field: "creditHours",
        line: lineOf(ITI, "creditHours:"),
        message: expect.stringContaining('المكتوب "كثيرة" ليس رقمًا: اكتب رقمًا'),
      },
    },
    {
      name: "a program pointing to an unknown college",
      edit: (f: Record<string, string>) => (f[ITI] = f[ITI].replace(/^college: it$/m, "college: nowhere")),
      expected: {
        file: ITI,
        field: "college",
        line: lineOf(ITI, "college:"),
        message: expect.stringContaining('الكلية "nowhere" غير معروفة: اختر واحدة من «الكليات»'),
      },
    },
    {
      name: "a program pointing to an unknown stream",
      edit: (f: Record<string, string>) =>
        (f[ITI] = f[ITI].replace(/^ {4}- stream: scientific$/m, "    - stream: science")),
      expected: {
        file: ITI,
        field: "admission.minimums[0].stream",
        line: lineOf(ITI, "    - stream: scientific"),
        message: expect.stringContaining('فرع التوجيهي "science" غير معروف: اختر واحدًا من «فروع التوجيهي»: العلمي'),
      },
    },
    {
      name: "a stream given two minimums",
      edit: (f: Record<string, string>) =>
        (f[ITI] = f[ITI].replace(/^ {4}- stream: technology$/m, "    - stream: scientific")),
      expected: {
        file: ITI,
        field: "admission.minimums[1].stream",
        message: expect.stringContaining('الفرع "scientific" مذكور أكثر من مرة'),
      },
    },
    {
      name: "a study plan whose total differs from the declared hours",
      edit: (f: Record<string, string>) => (f[ITI] = f[ITI].replace(/^creditHours: \d+/m, "creditHours: 140")),
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
      // One more 3-hour course in the first semester (16 hours): 19, past semesterLoad.regularMax (18).
      edit: (f: Record<string, string>) =>
        (f[ITI] = f[ITI].replace(
          "          - code: UNI101\n",
          "          - code: IT199\n            name: مساق إضافي\n            hours: 3\n          - code: UNI101\n",
        )),
      expected: {
        file: ITI,
        field: "studyPlan[0].semesters[0]",
        message: expect.stringContaining(
          "مجموع الساعات المعتمدة في الفصل الأول من السنة 1 هو 19، وأعلى ما يسمح به العبء الدراسي 18: انقل مساقًا إلى فصل آخر",
        ),
      },
    },
    {
      name: "a minimum below the ministry's floor for the degree",
      edit: (f: Record<string, string>) => (f[ITI] = f[ITI].replace(/^ {6}minimum: 65$/m, "      minimum: 60")),
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
      edit: (f: Record<string, string>) =>
        (f[SWE] = f[SWE].replace(/^alternatives:\n {2}- iti\n {2}- itm$/m, "alternatives:\n  - iti\n  - nowhere")),
      expected: {
        file: SWE,
        field: "alternatives[1]",
        line: lineOf(SWE, "alternatives:") + 2,
        message: expect.stringContaining('البرنامج "nowhere" غير معروف: احذفه، أو اختر برنامجًا من «البرامج»'),
      },
    },
    {
      name: "a program whose slug is a college's that holds its own degree",
      edit: (f: Record<string, string>) =>
        (f["content/programs/law.yaml"] = f[ITI].replace(/^slug: iti$/m, "slug: law")),
      expected: {
        file: "content/programs/law.yaml",
        field: "slug",
        message: expect.stringContaining("تحمله كلية تطرح درجتها العلمية بنفسها: اكتب للبرنامج معرّفًا آخر"),
      },
    },
    {
      name: "a duplicate code in a named list",
      // The first stream again, appended: the new last entry repeats its code.
      edit: (f: Record<string, string>) => (f[STREAMS] += "  - " + f[STREAMS].split("\n  - ")[1] + "\n"),
      expected: {
        file: STREAMS,
        field: `streams[${entries(STREAMS)}].code`,
        message: expect.stringMatching(/^رمز الفرع "[a-z0-9-]+" مكرّر: غيّره/),
      },
    },
    {
      name: "a stream's former code that is another stream's code today",
      edit: (f: Record<string, string>) =>
        (f[STREAMS] = f[STREAMS].replace(/^( {6}- code: )commercial$/m, "$1scientific")),
      expected: {
        file: STREAMS,
        field: expect.stringMatching(/^streams\[\d+\]\.aliases\[0\]\.code$/),
        message: expect.stringContaining('الرمز السابق "scientific" يحمله اليوم فرع من «فروع التوجيهي»: اكتب رمزًا'),
      },
    },
    {
      name: "a partner's file named other than its slug",
      edit: (f: Record<string, string>) =>
        (f["content/partners/another-name.yaml"] = f["content/partners/nasaq-software.yaml"]),
      expected: {
        file: "content/partners/another-name.yaml",
        field: "slug",
        line: 1,
        message: expect.stringContaining("غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه"),
      },
    },
    {
      name: "a publication of an unknown college",
      edit: (f: Record<string, string>) =>
        (f["content/publications/pub-2023-sme-network-security.yaml"] = f[
          "content/publications/pub-2023-sme-network-security.yaml"
        ].replace(/^college: it$/m, "college: nowhere")),
      expected: {
        file: "content/publications/pub-2023-sme-network-security.yaml",
        field: "college",
        message: expect.stringContaining('الكلية "nowhere" غير معروفة: اختر واحدة من «الكليات»'),
      },
    },
    {
      name: "a certificate's conversion row without its percentage",
      edit: (f: Record<string, string>) =>
        (f["content/admission.yaml"] = f["content/admission.yaml"].replace(/^( +)percent: 65\n/m, "")),
      expected: {
        file: "content/admission.yaml",
        field: "certificates[1].conversion[0].percent",
        message: expect.stringContaining("هذا الحقل مطلوب"),
      },
    },
    {
      name: "a program file whose slug is another program's",
      edit: (f: Record<string, string>) => (f["content/programs/iti-copy.yaml"] = f[ITI]),
      expected: {
        file: "content/programs/iti-copy.yaml",
        field: "slug",
        message: expect.stringContaining("غير المعرّف الذي أُنشئ به هذا العنصر: أعده إلى ما كان عليه"),
      },
    },
    {
      name: "malformed YAML",
      edit: (f: Record<string, string>) => (f["content/site.yaml"] = "name: [جامعة\n"),
      expected: {
        file: "content/site.yaml",
        line: expect.any(Number),
        message: expect.stringContaining("YAML غير صالح"),
      },
    },
  ])("$name", ({ edit, expected }) => {
    expect(problemsAfter(edit)).toContainEqual(expect.objectContaining(expected));
  });

  it("the message lists every problem with file:line and field", () => {
    const files = { ...real, [ITI]: real[ITI].replace(/^college: it$/m, "college: nowhere") };
    expect(() => buildRegistry(files)).toThrow(
      `${ITI}:${lineOf(ITI, "college:")} (الحقل college): الكلية "nowhere" غير معروفة`,
    );
  });
});
