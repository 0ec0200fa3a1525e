/**
 * The browser tests' subjects, chosen by property from the registry ("a stream and an average whose
 * answer has every group", "a college's own degree"), never by slug or figure: the university
 * replaces the sample content and moves its figures every year, and the tests must hold for any
 * content (the content drill, scripts/drill, runs them on a year of edits). The words a page says
 * come from the interface messages (`t`), as the page takes them.
 */
import { readFileSync } from "node:fs";
import { translate, type Messages } from "#app/i18n/messages.ts";
import type { MessageValues } from "#app/i18n/format-message.ts";
import { catalogDegrees, entryDegrees, type CatalogDegree } from "#app/content/catalog.ts";
import { finderAnswer, type FinderAnswer } from "#app/features/admission/finder-answer.ts";
import { collegePath, programPath } from "#app/lib/paths.ts";
import { registry } from "./support.ts";

/** The interface messages in Arabic (the tests run from the project's root, as the registry is read). */
const ar = JSON.parse(readFileSync("app/i18n/messages/ar.json", "utf8")) as Messages;

/** An interface message as the site renders it in Arabic. */
export const t = (key: string, values?: MessageValues) => translate(ar, key, values);

const en = JSON.parse(readFileSync("app/i18n/messages/en.json", "utf8")) as Messages;
/** The same in English. */
export const tEn = (key: string, values?: MessageValues) => translate(en, key, values, key, "en");

/** The admission answer the site gives for a Tawjihi stream and average. */
export const answerFor = (stream: string, average: number, certificate = ""): FinderAnswer =>
  finderAnswer(registry, { certificate, stream, average: String(average) }).answer!;

/** Averages from 50 to 100 by `step`, the ones with a decimal first when `decimalsFirst`. */
function averages(step: number, decimalsFirst = false): number[] {
  const all = Array.from({ length: Math.round(50 / step) + 1 }, (_, i) => Math.round((50 + i * step) * 10) / 10);
  return decimalsFirst ? [...all.filter((a) => !Number.isInteger(a)), ...all.filter(Number.isInteger)] : all;
}

export interface AnswerSubject {
  stream: (typeof registry.streams)[number];
  average: number;
  answer: FinderAnswer;
}

/** The first stream and average whose answer has the property; undefined when the content has none. */
export function findAnswer(
  wanted: (a: FinderAnswer, average: number) => boolean,
  { step = 0.5, decimalsFirst = false } = {},
): AnswerSubject | undefined {
  for (const average of averages(step, decimalsFirst))
    for (const stream of registry.streams) {
      const answer = answerFor(stream.code, average);
      if (wanted(answer, average)) return { stream, average, answer };
    }
  return undefined;
}

/** Like findAnswer, for a property every content the site could publish has (failing the test otherwise). */
export function mustFindAnswer(what: string, wanted: (a: FinderAnswer, average: number) => boolean, options = {}) {
  const found = findAnswer(wanted, options);
  if (!found) throw new Error(`The content has no stream and average where ${what}`);
  return found;
}

/** The admission page's address for an answer. */
export const answerUrl = (stream: string, average: number, certificate?: string) =>
  `/admission-keys?${certificate === undefined ? "" : `certificate=${certificate}&`}stream=${stream}&average=${average}`;

/** Degrees whose facts live in their college's file (their section of the college page). */
export const collegeOwnDegrees = (): CatalogDegree[] =>
  catalogDegrees(registry).filter((d) => d.href.endsWith("#degree"));

export const entryDegree = (id: string) => entryDegrees(registry).find((d) => d.id === id)!;

/** Western digits as a phone keyboard in Arabic types them: ٧٨٫٥. */
export const arabicIndic = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(".", "\u066B");

/*
 * Pages by what they are, for the tests of layout, the server and the shell: any content has them,
 * whatever its colleges are called.
 */

type College = (typeof registry.colleges)[number];
type Program = (typeof registry.programs)[number];

/** Every college's and program's name: the menus and lists name their links by them. */
const everyName = () => [...registry.colleges.map((c) => c.name), ...registry.programs.map((p) => p.name)];

/** A name no other college or program contains: a link found by it (getByRole's name) is that one's. */
const namedAlone = (name: string) => everyName().filter((other) => other.includes(name)).length === 1;

/** The content's first item the property holds for; a content without one fails the test, saying what it lacks. */
function mustFind<T>(items: readonly T[], what: string, wanted: (item: T) => boolean): T {
  const found = items.find(wanted);
  if (!found) throw new Error(`The content has no ${what}`);
  return found;
}

/** A college whose name no other college or program contains. */
export const collegeNamedAlone = (): College =>
  mustFind(registry.colleges, "college whose name no other college or program contains", (c) => namedAlone(c.name));

/** A college other than `other` whose name no other college or program contains. */
export const secondCollegeNamedAlone = (other: College): College =>
  mustFind(registry.colleges, "second college named alone", (c) => c.slug !== other.slug && namedAlone(c.name));

/** A program whose name no other college or program contains, with its college. */
export function programNamedAlone(): { program: Program; college: College } {
  const program = mustFind(registry.programs, "program whose name no other contains", (p) => namedAlone(p.name));
  return { program, college: registry.colleges.find((c) => c.slug === program.college)! };
}

/** The college with the most programs: the longest list of a college page. */
export const collegeWithMostPrograms = (): College =>
  registry.colleges
    .map((college) => ({ college, count: registry.programs.filter((p) => p.college === college.slug).length }))
    .reduce((most, next) => (next.count > most.count ? next : most)).college;

/** A college that teaches its own degree (its facts on its page: law, dentistry). */
export const collegeOfItsOwnDegree = (): College =>
  mustFind(registry.colleges, "college that teaches a degree of its own", (c) => c.degreeProgram !== undefined);

/** The courses of a program's study plan. */
const coursesOf = (p: Program) => p.studyPlan.flatMap((year) => year.semesters.flatMap((semester) => semester.courses));

/** The program for which `measure` is largest (the first of equals). */
const programWithMost = (measure: (p: Program) => number): Program =>
  registry.programs.reduce((most, next) => (measure(next) > measure(most) ? next : most));

/** The program whose study plan has the longest course name: the plan's tightest row on a phone. */
export const programWithLongestCourseName = (): Program =>
  programWithMost((p) => Math.max(...coursesOf(p).map((c) => c.name.length)));

/** The program with the longest study plan: the longest program page. */
export const programWithLongestPlan = (): Program => programWithMost((p) => coursesOf(p).length);

/** The path of a college's page and of a program's. */
export const collegePage = (c: Pick<College, "slug">) => collegePath(c.slug);
export const programPage = (p: Pick<Program, "college" | "slug">) => programPath(p.college, p.slug);

/** A URL pattern for toHaveURL: the address ends with `path`. */
export const urlEndingIn = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * A page's type: its language, first segment and depth (`/help`, `/colleges/*`, `/colleges/*\/*`,
 * `/en/news/*`). Pages of one type are drawn by one route module from the same kind of content.
 */
export const pageTypeOf = (path: string) =>
  path
    .split("/")
    .map((segment, i, all) => (i > (/^[a-z]{2}$/.test(all[1] ?? "") ? 2 : 1) ? "*" : segment))
    .join("/");
