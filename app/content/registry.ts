/**
 * Builds the content registry from the raw text of the files under `content/`.
 *
 * Pure: it takes `{ path: source }` and returns typed data or throws a `ContentError`
 * listing every problem with its file, line and field. The build, the server,
 * `npm run content:check` and the unit tests all go through here, so what is
 * checked is the same everywhere.
 *
 * This file is the registry's public face: import the builder, its types and its helpers from
 * here. The steps live beside it: registry-checker.ts (reading a file, reporting a problem),
 * registry-read.ts (each kind of file read), registry-checks.ts (the rules across files) and
 * registry-types.ts (what the registry is made of, for the modules the builder itself imports).
 */
import { parse as parseYaml } from "yaml";
import { ContentError, Checker } from "./registry-checker.ts";
import { ENGLISH_KEY } from "./english-form.ts";
import type { BuildOptions, ContentFiles, ContentProblem, Entry, Registries, Registry } from "./registry-types.ts";
import { readFolder, readNews, readPages, readSingle, readUniversity } from "./registry-read.ts";
import {
  checkCodeLists,
  checkCollege,
  checkCollegeSlugs,
  checkDegreeIds,
  checkFaqFacts,
  checkFaqSlugs,
  checkNewsServiceNames,
  checkPagesApart,
  checkNewsItem,
  checkNoticeLinks,
  checkNoticeTimes,
  checkDraftProgram,
  checkProgram,
  checkProgramSlugs,
  checkPublicationColleges,
  checkSharedCourses,
  checkSheet,
  checkSheetsAgainstCatalog,
  knownColleges,
  programSheets,
} from "./registry-checks.ts";
import { FOLDERS, SINGLE_FILES } from "./content-files.ts";
import { checkInternational } from "./international-checks.ts";
import { isPublishable, type College, type Partner, type Program } from "./schema.ts";
import { newestFirst } from "./news.ts";
import { indexablePaths } from "./site-paths.ts";

export type {
  BuildOptions,
  ContentFiles,
  ContentProblem,
  NewsItem,
  ProsePage,
  Registries,
  Registry,
} from "./registry-types.ts";
export { ContentError, explain, formatProblem, splitFrontMatter } from "./registry-checker.ts";
export { planTotal } from "./registry-checks.ts";
export { everyProgram } from "./every-program.ts";

/** Every problem of the content, or none: `buildRegistries` without the registries. */
export function contentProblems(files: ContentFiles, options: BuildOptions = {}): ContentProblem[] {
  try {
    buildRegistries(files, options);
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  }
  return [];
}

/**
 * The Arabic registry, and the English one when `content/site.yaml` has its English form: the
 * university publishes English when it has written it, and from then on every file must have
 * its English (what may have none is in content-files.ts). The English is read only once the
 * Arabic holds, so a problem of the content is reported once, in its Arabic.
 */
export function buildRegistries(files: ContentFiles, options: BuildOptions = {}): Registries {
  const ar = buildRegistry(files, { ...options, language: "ar" });
  if (!writesEnglish(files)) return { ar };
  return { ar, en: buildRegistry(files, { ...options, language: "en" }) };
}

/** Whether the site's own file has an English form: the switch that publishes the English site. */
function writesEnglish(files: ContentFiles): boolean {
  const site = parseYaml(files[SINGLE_FILES.site.file] ?? "") as Record<string, unknown> | null;
  return typeof site === "object" && site !== null && ENGLISH_KEY in site;
}

/**
 * Reads every file, checks each as it is read and then the rules across files, and throws every
 * problem found at once; or returns the registry. The steps run in the order their problems are
 * listed in.
 */
export function buildRegistry(files: ContentFiles, options: BuildOptions = {}): Registry {
  const c = new Checker(files, options.latestDay, options.language);
  const { site, streams, degrees, admission, partners, publications, faq } = readUniversity(c);
  const sheetRules = checkCodeLists(c, streams, degrees, admission);

  const colleges = readFolder(c, FOLDERS.colleges, (file, college) => checkCollege(c, file, college, sheetRules));
  checkCollegeSlugs(c, colleges);
  const collegeRefs = knownColleges(colleges);
  // In English, an entry naming a college written in Arabic only is in Arabic only too (decision
  // 026): it is left out, not reported (the Arabic pass has checked the name).
  const inLanguage = (college?: string) => c.language === "ar" || !college || collegeRefs.slugs.has(college);
  const programFiles = readFolder(c, FOLDERS.programs, (file, program) => {
    if (!inLanguage(program.college) || !inLanguage(program.relatedCollege)) return;
    if (isPublishable(program)) checkProgram(c, file, program, collegeRefs, sheetRules);
    else checkDraftProgram(c, file, program, collegeRefs, sheetRules);
  }).filter((p) => inLanguage(p.data.college) && inLanguage(p.data.relatedCollege));
  // A program in preparation is checked and its slug kept, but nothing on the site shows it.
  const programs = programFiles.filter((p): p is Entry<Program> => isPublishable(p.data));
  const drafts = new Set(programFiles.filter((p) => !isPublishable(p.data)).map((p) => p.data.slug));
  if (c.language !== "ar") offerOnlyWritten(programs, colleges);
  checkProgramSlugs(c, programFiles);
  checkSharedCourses(c, programSheets(programs, colleges));

  const newsPage = readSingle(c, SINGLE_FILES.newsPage);
  const services = site?.portals.map((p) => p.name) ?? [];
  const numbers = { whatsapp: site?.whatsapp };
  const news = readNews(
    c,
    (file, front, body) => {
      if (!inLanguage(front.college)) return;
      checkNewsItem(c, file, front, body, collegeRefs);
      checkNewsServiceNames(c, file, front, body, services);
    },
    numbers,
  ).filter((n) => inLanguage(n.college));

  // Read, not dated: the notices' file has no `updated` (each notice has its own start and end).
  const notices = c.parse(SINGLE_FILES.notices.file, SINGLE_FILES.notices.schema)?.notices ?? [];
  checkNoticeTimes(c, notices);
  const sitePaths = indexablePaths({
    colleges: colleges.map((x) => x.data),
    programs: programs.map((x) => x.data),
    news,
  });
  checkNoticeLinks(c, notices, new Set(sitePaths));

  checkDegreeIds(c, programFiles, colleges);
  checkSheetsAgainstCatalog(c, programs, colleges, degrees, admission, drafts);
  const ownPublications = publications.filter((p) => inLanguage(p.data.college));
  checkPublicationColleges(c, ownPublications, collegeRefs);
  checkFaqSlugs(c, faq);
  checkFaqFacts(c, faq, admission, services, notices);
  const international = checkInternational(c, readSingle(c, SINGLE_FILES.international), admission, programs, colleges);

  const search = readSingle(c, SINGLE_FILES.search);
  const pages = readPages(c, numbers);
  checkPagesApart(c, [
    ...colleges.map(({ file, data }) => ({
      file,
      kind: "college" as const,
      name: data.name,
      title: { field: "name", text: data.name },
      description: { field: "summary", text: data.summary },
    })),
    ...programs.map(({ file, data }) => ({
      file,
      kind: "program" as const,
      name: data.name,
      title: { field: "name", text: data.name },
      description: { field: "summary", text: data.summary },
    })),
    ...news.map((n) => ({
      file: `${FOLDERS.news.dir}/${n.slug}.${FOLDERS.news.extension}`,
      kind: "news" as const,
      name: n.title,
      title: { field: "title", text: n.title },
      description: { field: "summary", text: n.summary },
    })),
    ...Object.entries(pages).map(([name, page]) => ({
      file: `${FOLDERS.pages.dir}/${name}.${FOLDERS.pages.extension}`,
      kind: "page" as const,
      name: page.title,
      description: { field: "description", text: page.description },
    })),
  ]);
  const templateCollege = readSingle(c, SINGLE_FILES.templateCollege);
  const templateProgram = readSingle(c, SINGLE_FILES.templateProgram);
  if (templateProgram) checkSheet(c, SINGLE_FILES.templateProgram.file, [], templateProgram, sheetRules);

  if (!newsPage) throw new ContentError(c.problems);
  if (c.problems.length || !site || !admission || !templateCollege || !templateProgram || !search || !international)
    throw new ContentError(c.problems);

  return {
    site,
    streams,
    degrees,
    admission,
    ...admittingApart(inOrder(colleges, programs), colleges),
    partners: partnersInOrder(partners),
    publications: ownPublications.map((x) => x.data),
    faq,
    pages,
    templates: { college: templateCollege, program: templateProgram },
    fileDates: c.fileDates,
    newsPage,
    news: newestFirst(news),
    notices,
    searchSynonyms: [...search.arabic, ...search.english],
    international,
  };
}

/**
 * In a language some programs are not written in, the alternatives a sheet offers are those that
 * are (the Arabic pass has checked every name); none left, it offers none.
 */
function offerOnlyWritten(programs: Entry<Program>[], colleges: Entry<College>[]) {
  const written = new Set([...programs.map((p) => p.data.slug), ...colleges.map((x) => x.data.slug)]);
  for (const sheet of [...programs.map((p) => p.data), ...colleges.flatMap((x) => x.data.degreeProgram ?? [])]) {
    const offered = sheet.alternatives?.filter((id) => written.has(id));
    sheet.alternatives = offered?.length ? offered : undefined;
  }
}

/** Colleges by their `order`; programs by their college's, then in file order. */
function inOrder(colleges: Entry<College>[], programs: Entry<Program>[]): Pick<Registry, "colleges" | "programs"> {
  const sortedColleges = colleges.map((x) => x.data).sort((a, b) => a.order - b.order);
  const order = new Map(sortedColleges.map((col, i) => [col.slug, i]));
  const sortedPrograms = programs.map((x) => x.data).sort((a, b) => order.get(a.college)! - order.get(b.college)!);
  return { colleges: sortedColleges, programs: sortedPrograms };
}

/**
 * The one place a retired program leaves the lists: `programs` keeps those that admit students,
 * `retiredPrograms` the rest, and no sheet offers a retired program among its alternatives.
 */
function admittingApart(
  { colleges, programs }: Pick<Registry, "colleges" | "programs">,
  entries: Entry<College>[],
): Pick<Registry, "colleges" | "programs" | "retiredPrograms"> {
  const retired = new Set(programs.filter((p) => p.retired).map((p) => p.slug));
  if (retired.size)
    for (const sheet of [...programs, ...entries.flatMap((x) => x.data.degreeProgram ?? [])]) {
      const offered = sheet.alternatives?.filter((id) => !retired.has(id));
      sheet.alternatives = offered?.length ? offered : undefined;
    }
  return {
    colleges,
    programs: programs.filter((p) => !retired.has(p.slug)),
    retiredPrograms: programs.filter((p) => retired.has(p.slug)),
  };
}

/** Partners in the order they joined, then by name (publications are sorted where they are shown). */
function partnersInOrder(partners: Partner[]): Partner[] {
  return [...partners].sort((a, b) => a.since - b.since || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
