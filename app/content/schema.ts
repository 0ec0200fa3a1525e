/**
 * The shape of every content file under `content/`.
 *
 * Editors change YAML, not code: these schemas are the contract. Each field carries its form label
 * and the guidance under it, in Arabic, as metadata (`.meta({ title, description })`): the CMS
 * builds its forms from them (app/content/schema-tree.ts), so they are the one place for that
 * guidance. `npm run content:check` prints a readable error (file, line, field, what was expected)
 * when a file breaks the contract.
 *
 * This file is the folder's public face: import the schemas and their types from here. Each kind
 * lives in its own file under app/content/schema/, with its fields' labels and hints beside them:
 *
 * - shared.ts: the building blocks (text, prose, days, slugs, e-mail, phone, https links, the
 *   metadata the CMS reads) and the photo and key-figure slots; it imports no kind file.
 * - stream.ts: the Tawjihi streams, `content/streams.yaml`.
 * - degree.ts: the degrees, `content/degrees.yaml`.
 * - program.ts: programs, `content/programs/{slug}.yaml`: the study plan, the coordinator, who may
 *   apply (`admissionSchema`) and the program sheet.
 * - college.ts: colleges, `content/colleges/{slug}.yaml` (a college teaching one degree has a
 *   program sheet, from program.ts).
 * - site.ts: the university itself, `content/site.yaml`.
 * - admission.ts: the rules and dates shared by every program, `content/admission.yaml` (calendar,
 *   results season, semester load, scholarships, the ministry's minimums, foreign certificates).
 * - partner.ts: partners, `content/partners/{slug}.yaml`.
 * - publication.ts: publications, `content/publications/{slug}.yaml`.
 * - faq.ts: the help page's questions, `content/faq.yaml`.
 * - page.ts: the front matter of Markdown pages, `content/pages/*.md`.
 * - news.ts: news items, `content/news/{slug}.md`, and the news page, `content/news.yaml`.
 * - notice.ts: urgent notices, `content/notices.yaml`.
 * - search.ts: the words visitors type for the site's words, `content/search.yaml`.
 * - international.ts: the page for applicants from abroad, `content/international.yaml`.
 *
 * shared.ts's helpers for the kind files (text, prose, fileUpdated…) are not re-exported here.
 */
export { figureSchema, imageSchema, isoDate, slug, updated, wallTime, type Image } from "./schema/shared.ts";
export * from "./schema/stream.ts";
export * from "./schema/degree.ts";
export * from "./schema/program.ts";
export * from "./schema/college.ts";
export * from "./schema/site.ts";
export * from "./schema/admission.ts";
export * from "./schema/partner.ts";
export * from "./schema/publication.ts";
export * from "./schema/faq.ts";
export * from "./schema/page.ts";
export * from "./schema/search.ts";
export * from "./schema/news.ts";
export * from "./schema/notice.ts";
export * from "./schema/international.ts";
