/**
 * The sentences the pages put together from English messages and content values, as a native
 * English editor writes them (content/README.md, «مسرد المصطلحات بالإنجليزية»): each branch of
 * the sentences an applicant reads first against a table written by hand, and over every form
 * the proofreading sheet shows, two rules: no sentence opens with a numeral, and a certificate's
 * name inside a sentence takes "the".
 */
import { describe, expect, it } from "vitest";
import ar from "#app/i18n/messages/ar.json";
import en from "#app/i18n/messages/en.json";
import { translate } from "#app/i18n/messages.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { buildRegistries } from "#app/content/registry.ts";
import { messageEntries } from "./forms.ts";
import { sampleContent, sampleTable } from "./samples.ts";

const t = (key: string, values: Record<string, string | number> = {}) => translate(en, key, values);
const IB = "International Baccalaureate (IB)";

describe("each branch of the sentences an applicant reads first", () => {
  it.each<[string, Record<string, string | number>, string]>([
    ["program.offeredBy", { college: "Faculty of Graduate Studies" }, "Offered by the Faculty of Graduate Studies"],
    ["program.with", { college: "Faculty of Law" }, "in cooperation with the Faculty of Law"],
    [
      "admission.answer.conversion",
      { exact: "no", score: 30, max: 45, certificate: IB, percent: "82.5%" },
      "Your score of 30 out of 45 in the International Baccalaureate (IB) corresponds to about 82.5%.",
    ],
    [
      "admission.answer.conversion",
      {
        exact: "yes",
        score: 91,
        max: 100,
        certificate: "Jordanian General Secondary Education Certificate",
        percent: "91%",
      },
      "Your average in the Jordanian General Secondary Education Certificate counts unchanged: 91%.",
    ],
    [
      "results.conversion",
      { exact: "no", score: 30, max: 45, certificate: IB, percent: "82.5%" },
      "A score of 30 out of 45 in the International Baccalaureate (IB) is equivalent to about 82.5%.",
    ],
    [
      "admission.prompt.stream",
      { certificateStreams: "equivalence", certificate: IB },
      "The International Baccalaureate (IB) has no streams; the Ministry of Education's equivalency places it in one of the Tawjihi streams. Choose the stream you expect your certificate to be placed in to see the programs open to your score.",
    ],
    [
      "admission.prompt.stream",
      { certificateStreams: "own", certificate: "Jordanian General Secondary Education Certificate" },
      "Choose your stream in the Jordanian General Secondary Education Certificate to see the programs open to your average.",
    ],
    [
      "admission.error.certificateRange",
      { certificate: IB, scoreName: "the points total", min: 24, max: 45, scoreNameIndefinite: "a total" },
      "In the International Baccalaureate (IB), the points total ranges from 24 to 45; enter a total in that range.",
    ],
    [
      "admission.error.certificateMalformed",
      { certificate: "British GCE A Levels", scoreName: "the average UCAS points score", min: 16, max: "56 points" },
      "In the British GCE A Levels, the average UCAS points score ranges from 16 to 56 points; enter it in digits.",
    ],
    ["admission.apply.portal", { portal: "Admission Portal" }, "Apply online through the Admission Portal."],
    [
      "admission.answer.notOpen.title",
      { count: 9, stream: "the literary stream" },
      "Not open to students from the literary stream: 9 programs",
    ],
    [
      "admission.answer.notOpen.title",
      { count: 1, stream: "the literary stream" },
      "Not open to students from the literary stream: 1 program",
    ],
    ["news.total", { count: 0, news: "" }, "No news yet."],
    ["news.total", { count: 1, news: "1 news item" }, "One news item."],
    ["news.total", { count: 12, news: "12 news items" }, "All 12 news items, newest first."],
    ["search.status", { count: 0, query: "visa", cut: "no" }, "Search for “visa”: no results."],
    ["search.status", { count: 12, query: "fees", cut: "no" }, "Search for “fees”: 12 results."],
    [
      "program.cta.text",
      { level: "graduate" },
      "Check the admission requirements for this program and the application dates, or contact the Admission Office with any questions.",
    ],
    [
      "program.cta.text",
      { level: "undergraduate" },
      "Check the minimum averages and application dates, or contact the Admission Office with any questions.",
    ],
    [
      "colleges.summary",
      {
        colleges: "12 faculties",
        entry: "27 bachelor's and diploma programs",
        graduateCount: 4,
        graduate: "4 graduate programs",
      },
      "The university has 12 faculties offering 27 bachelor's and diploma programs and 4 graduate programs.",
    ],
  ])("%s %j", (key, values, expected) => {
    expect(t(key, values)).toBe(expected);
  });

  it("says the graduate call to action in Arabic too, by the program's level", () => {
    expect(translate(ar, "program.cta.text", { level: "graduate" })).toBe(
      "اطّلع على شروط القبول في هذا البرنامج ومواعيد التقديم، أو تواصل مع دائرة القبول لأي سؤال.",
    );
    expect(translate(ar, "program.cta.text", { level: "undergraduate" })).toContain("معدلات القبول");
  });
});

/** Messages whose forms are labels or counts, not sentences: a numeral may open them. */
const LABELS = new Set([
  "programs.count", // "29 programs", the count over the program guide
  "programs.shown",
  "publications.shown",
  "partnerships.shown",
  "help.all", // "28 questions in 6 groups", under the help search
  "program.card.facts", // "136 credit hours · 4 years"
  "searchPage.shown",
  "program.plan.term",
  "footer.copyright", // "© 1991–2026 …"
  "error.code",
  "international.graduate.toefl", // "61 out of 120", a cell of the English tests' table
  "international.graduate.ielts",
  "international.certificates.scale", // "Conversion scale: …", a table's caption, a label
]);

const registry = buildRegistries(readContentFiles(".")).en;

describe.skipIf(!registry)("every English form the proofreading sheet shows", () => {
  const english: Record<string, string> = en;
  const { entries } = messageEntries(english, sampleTable(sampleContent(registry!, english, "en")), "en");
  const forms = entries
    .filter((e) => !/^(count|money)\./.test(e.key) && !LABELS.has(e.key))
    .flatMap((e) => e.forms.map((f) => ({ key: e.key, text: f.text })));

  it("opens no sentence with a numeral", () => {
    const opening = /(?:^|[.!?]\s+)(\d[\d,.]*\s+\p{L}+)/u;
    expect(forms.filter((f) => opening.test(f.text)).map((f) => `${f.key}: ${f.text}`)).toEqual([]);
  });

  it("puts “the” before a certificate's name inside a sentence", () => {
    const names = registry!.admission.certificates.map((c) => c.name);
    const bare = forms.filter((f) =>
      names.some((name) =>
        [...f.text.matchAll(new RegExp(name.replace(/[()]/g, "\\$&"), "g"))].some(
          (m) => m.index > 0 && !/\b[Tt]he $/.test(f.text.slice(0, m.index)),
        ),
      ),
    );
    expect(bare.map((f) => `${f.key}: ${f.text}`)).toEqual([]);
  });
});
