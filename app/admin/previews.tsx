/**
 * The CMS's preview pane: the entry being edited, rendered by the site's own page components with
 * the site's stylesheet, right to left, as a visitor will see it once it is published; and under
 * it, when the entry is written in English, its English page, left to right (decision 026).
 *
 * The entry is read through its schema, exactly as the build reads the file: a value the build
 * would refuse shows here as the build's own message instead of a page. Markdown goes through the
 * build's own renderers and their allow-list (content/markdown.ts), so the preview never shows
 * markup that a published page would not carry.
 */
import { useMemo, type ComponentType, type ReactNode } from "react";
import { ENGLISH_KEY, englishBody, englishForm, withoutEnglish } from "#app/content/english-form.ts";
import { optionalInEnglish } from "#app/content/content-files.ts";
import type { Registry } from "#app/content/registry.ts";
import { DEFAULT_LOCALE, inLocale, localeByCode, type Locale } from "#app/i18n/locales.ts";
import { serverMessages, serverT } from "#app/i18n/messages.server.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { z } from "zod";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { ProgramView } from "#app/components/sections/ProgramView.tsx";
import { CollegeView } from "#app/components/sections/CollegeView.tsx";
import { NewsArticleView } from "#app/components/sections/NewsArticleView.tsx";
import { proseHtml } from "#app/content/markdown.ts";
import { Notices } from "#app/features/notices/ui/Notices.tsx";
import { noticeViews } from "#app/features/notices/banner.ts";
import { useRenderAtNextChange } from "#app/features/notices/ui/useRenderAtNextChange.ts";
import { noticeWindow } from "#app/content/notice-times.ts";
import { MessagesContext } from "#app/i18n/messages.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { collegePrograms, sheetView } from "#app/content/view-models.ts";
import { collegePath, newsArticlePath, pagePath, programPath } from "#app/lib/paths.ts";
import {
  admissionInfoSchema,
  collegeSchema,
  faqFileSchema,
  internationalSchema,
  newsFrontMatterSchema,
  noticesFileSchema,
  partnerSchema,
  programSchema,
  type Notice,
  proseFrontMatterSchema,
  publicationSchema,
} from "#app/content/schema.ts";
import { FOLDERS, SINGLE_FILES } from "#app/content/content-files.ts";
import { sitePageHeading } from "#app/content/site-page-heading.ts";
import type { SitePagePath } from "#app/content/pages.ts";
import { listedPublication } from "#app/features/publications/filter.ts";
import { PartnerCard } from "#app/components/sections/PartnerCard.tsx";
import { internationalPage } from "#app/features/international/international-page.ts";
import { InternationalView } from "#app/features/international/ui/InternationalView.tsx";
import { PublicationEntry } from "#app/components/sections/PublicationEntry.tsx";
import { admissionFacts } from "#app/features/admission/admission-facts.ts";
import { AdmissionFactsView } from "#app/features/admission/ui/AdmissionFactsView.tsx";
import { FaqGroups } from "#app/components/sections/FaqGroups.tsx";
import { nodeOf } from "#app/content/schema-tree.ts";
import { fieldTrail, officeMessage } from "./forms/field-words.ts";
import { ENGLISH_WORDS, isolateLatin } from "./cms-words.ts";
import { noticeState } from "./forms/notice-state.ts";
import { slugFromTitle } from "./forms/slug-from-title.ts";
import { officeToday } from "./forms/office-clock.ts";
import { serverNowOrLocal } from "./forms/server-clock.ts";
import { englishSnapshot, snapshot } from "./registry-snapshot.ts";
import { UNREADABLE_NOTICE, unreadableReason } from "./unreadable-file.ts";
import { PREVIEWED_FILES, type PreviewedFile } from "./previewed-files.ts";

import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";

/** What Decap hands a preview template; of it, the entry (an Immutable map) is what is read here. */
type PreviewProps = PreviewTemplateComponentProps;

/** The English of the content (its `en` blocks) and of the site (decision 026). */
const ENGLISH = localeByCode(ENGLISH_KEY);

/**
 * A page inside the site's frame, in `locale` (the form's own, the default): its messages, a
 * router for its links at the page's address in that language (which the components read their
 * language from), and its direction.
 */
function SitePage({ children, locale = DEFAULT_LOCALE }: { children: ReactNode; locale?: Locale }) {
  const router = useMemo(
    () => createMemoryRouter([{ path: "*", element: children }], { initialEntries: [inLocale("/", locale.code)] }),
    [children, locale],
  );
  return (
    <MessagesContext.Provider value={serverMessages(locale.code)}>
      <div
        lang={locale.code}
        dir={locale.dir}
        className="min-h-screen bg-surface font-sans text-ink"
        data-preview-language={locale.code}
      >
        <RouterProvider router={router} />
      </div>
    </MessagesContext.Provider>
  );
}

/**
 * The entry's English page under its Arabic one, when the content is written in English and the
 * entry is: read from its `en` blocks as the build reads them, and left out while they are
 * incomplete (the save guard names what is missing).
 */
function EnglishPage<S extends z.ZodType>({
  data,
  file,
  schema,
  render,
}: {
  data: unknown;
  file: string;
  schema: S;
  render: (data: z.infer<S>, r: Registry, locale: Locale) => ReactNode;
}) {
  if (!englishSnapshot) return null;
  const { english, problems } = englishForm(data, optionalInEnglish(file));
  if (english === undefined || problems.length > 0) return null;
  const parsed = schema.safeParse(english);
  if (!parsed.success) return null;
  return (
    <>
      <p lang="ar" dir="rtl" className="border-y border-line bg-white px-6 py-3 font-sans font-bold">
        {ENGLISH_WORDS.label}
      </p>
      <SitePage locale={ENGLISH}>{render(parsed.data, englishSnapshot, ENGLISH)}</SitePage>
    </>
  );
}

/**
 * Why there is no page to show yet: each field in the form's words and what to do, as the save
 * guard will say it. A new entry's empty fields are only what is left to fill in.
 */
function Refused({ schema, issues }: { schema: z.ZodType; issues: z.core.$ZodIssue[] }) {
  const root = nodeOf(schema);
  const unfilled = issues.every((i) => i.input === undefined || i.input === "");
  return (
    <div lang="ar" dir="rtl" className="p-6 font-sans">
      <p className="font-bold">
        {unfilled ? "تظهر المعاينة حين تُملأ هذه الحقول:" : "لن يُحفظ هذا العنصر حتى تصحّح ما يلي:"}
      </p>
      <ul className="mt-2 list-disc ps-6">
        {issues.map((issue, i) => {
          const path = issue.path.filter((p): p is string | number => typeof p !== "symbol");
          const { field, node, words } = fieldTrail(root, path);
          return (
            <li key={i}>
              <strong>{words || "العنصر كله"}</strong>: {isolateLatin(officeMessage(issue, node, field))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** Why a file the CMS did not read has no page here, and is not saved from its form (unreadable-file.ts). */
function Unreadable({ reason }: { reason: string }) {
  return (
    <p lang="ar" dir="rtl" className="p-6 font-sans">
      <strong>{UNREADABLE_NOTICE.where}</strong>: {isolateLatin(UNREADABLE_NOTICE.message(reason))}
    </p>
  );
}

/**
 * A preview template for a schema: parse the entry, then render it (and its English page), or say
 * why the build would not. `file` is where such an entry is kept (which English it may lack); without
 * it, no English page.
 */
function preview<S extends z.ZodType>(
  schema: S,
  file: string | undefined,
  render: (data: z.infer<S>, r: Registry, locale: Locale) => ReactNode,
): ComponentType<PreviewProps> {
  return function Preview({ entry }: PreviewProps) {
    const data = (entry.get("data")?.toJS() ?? {}) as Record<string, unknown>;
    const unreadable = unreadableReason(data);
    if (unreadable !== undefined) return <Unreadable reason={unreadable} />;
    // The Arabic the form edits (an entry's English is kept beside it, in its `en` blocks), with
    // what the save fills in itself (forms/save-hook.ts): those fields are optional in the form, so
    // the preview does not ask for them either.
    const parsed = schema.safeParse(filledAtSave(withoutEnglish(data), schema), { reportInput: true });
    return parsed.success ? (
      <>
        <SitePage>{render(parsed.data, snapshot, DEFAULT_LOCALE)}</SitePage>
        {file && <EnglishPage data={data} file={file} schema={schema} render={render} />}
      </>
    ) : (
      <Refused schema={schema} issues={parsed.error.issues} />
    );
  };
}

/** An entry as the save will write it: an empty slug made from the title, `updated` stamped with today. */
function filledAtSave(data: unknown, schema: z.ZodType): unknown {
  if (!data || typeof data !== "object") return data;
  const root = nodeOf(schema);
  const has = (name: string) => root.kind === "object" && root.fields.some((f) => f.name === name);
  const filled = { ...(data as Record<string, unknown>) };
  if (has("slug") && !filled.slug) filled.slug = slugFromTitle(filled) || undefined;
  if (has("updated") && !filled.updated) filled.updated = officeToday(new Date());
  return filled;
}

/** A site page's heading (its title, lead and trail) as the page draws it, from the registry the preview draws. */
function SitePageHeader({ path, r, locale }: { path: SitePagePath; r: Registry; locale: Locale }) {
  const { title, lead, trail } = sitePageHeading(r, path, locale.code);
  return <PageHeader trail={trail} title={title} lead={lead} />;
}

/** Where an entry of a folder is kept, for the rules of its English. */
const entryFile = (folder: { dir: string }) => `${folder.dir}/entry`;

const ProgramPagePreview = preview(programSchema, entryFile(FOLDERS.programs), (program, base, locale) => {
  // The registry as built, with this program in it (new, or as edited).
  const r = { ...base, programs: [...base.programs.filter((p) => p.slug !== program.slug), program] };
  const college = r.colleges.find((c) => c.slug === program.college);
  const related = program.relatedCollege ? r.colleges.find((c) => c.slug === program.relatedCollege) : undefined;
  return (
    <ProgramView
      sheet={sheetView(r, program)}
      college={{ name: college?.name ?? program.college, href: collegePath(program.college) }}
      related={related && { name: related.name, href: collegePath(related.slug) }}
      trail={breadcrumbs(r, programPath(program.college, program.slug), locale.code)}
    />
  );
});

/**
 * A program's page as it will be published; one in preparation («قيد الإعداد») says first that the
 * site does not show it, then shows its page once every part is written, or what is left to write.
 */
function ProgramPreview(props: PreviewProps) {
  const draft = props.entry.getIn(["data", "draft"]) === true;
  return (
    <>
      {draft && (
        <p lang="ar" dir="rtl" className="border-b border-line bg-white px-6 py-3 font-sans font-bold">
          هذا البرنامج قيد الإعداد: لا يظهر في الموقع حتى تلغي تفعيل «قيد الإعداد» ثم تحفظه وتنشره.
        </p>
      )}
      <ProgramPagePreview {...props} entry={props.entry.deleteIn(["data", "draft"])} />
    </>
  );
}

const CollegePreview = preview(collegeSchema, entryFile(FOLDERS.colleges), (college, base, locale) => {
  const r = { ...base, colleges: [...base.colleges.filter((c) => c.slug !== college.slug), college] };
  return (
    <CollegeView
      college={college}
      programs={collegePrograms(r, college)}
      degree={college.degreeProgram ? sheetView(r, college.degreeProgram) : undefined}
      trail={breadcrumbs(r, collegePath(college.slug), locale.code)}
    />
  );
});

/**
 * A Markdown file's preview: its front matter read through its schema (the Arabic, and the English
 * from its `en` block), its text the entry's `body` (in English, `en.body`) rendered and sanitised
 * as the build does it (content/markdown.ts).
 */
function markdownPreview<S extends z.ZodType>(
  schema: S,
  file: string,
  render: (front: z.infer<S>, body: string, r: Registry, locale: Locale) => ReactNode,
): ComponentType<PreviewProps> {
  return function Preview({ entry }: PreviewProps) {
    const { body = "", ...front } = (entry.get("data")?.toJS() ?? {}) as { body?: string };
    const unreadable = unreadableReason(front);
    if (unreadable !== undefined) return <Unreadable reason={unreadable} />;
    const parsed = schema.safeParse(filledAtSave(withoutEnglish(front), schema), { reportInput: true });
    if (!parsed.success) return <Refused schema={schema} issues={parsed.error.issues} />;
    const englishText = englishBody(front);
    return (
      <>
        <SitePage>{render(parsed.data, body, snapshot, DEFAULT_LOCALE)}</SitePage>
        {englishText?.trim() && (
          <EnglishPage
            data={front}
            file={file}
            schema={schema}
            render={(english, r, locale) => render(english, englishText, r, locale)}
          />
        )}
      </>
    );
  };
}

const PagePreview = markdownPreview(proseFrontMatterSchema, entryFile(FOLDERS.pages), (page, body, r) => (
  <>
    <PageHeader trail={[]} title={page.title} lead={page.description} />
    <div className="container-page py-10">
      <div className="prose-ar" dangerouslySetInnerHTML={{ __html: proseHtml(body, undefined, r.site) }} />
    </div>
  </>
));

const NewsPreview = markdownPreview(newsFrontMatterSchema, entryFile(FOLDERS.news), (item, body, r, locale) => {
  const college = item.college ? r.colleges.find((c) => c.slug === item.college) : undefined;
  return (
    <NewsArticleView
      {...item}
      trail={breadcrumbs(r, newsArticlePath(item.slug), locale.code)}
      college={college && { href: collegePath(college.slug), name: college.name }}
      html={proseHtml(body, undefined, r.site)}
    />
  );
});

/**
 * The admission file: what the admission page says of the year beside the finder (the minimums
 * table with each hour's fee, how to improve a score, the calendar with the results day, the
 * scholarships and the documents), as it will read once published, and its English page.
 */
const AdmissionPreview = preview(admissionInfoSchema, SINGLE_FILES.admission.file, (admission, base, locale) => {
  const r = { ...base, admission };
  return (
    <>
      <SitePageHeader path={pagePath("/admission-keys")} r={r} locale={locale} />
      <div className="container-page">
        <AdmissionFactsView facts={admissionFacts(r, (key, values) => serverT(key, values, locale.code))} />
      </div>
    </>
  );
});

/** The help page's questions as the questions file has them, every answer open to be read, and its English page. */
const FaqPreview = preview(faqFileSchema, SINGLE_FILES.faq.file, (faq, r, locale) => (
  <>
    <SitePageHeader path={pagePath("/help")} r={r} locale={locale} />
    <div className="container-page py-8">
      <FaqGroups groups={faq.groups} open />
    </div>
  </>
));

/** The page for applicants from abroad as its file has it, and its English page. */
const InternationalPreview = preview(
  internationalSchema,
  SINGLE_FILES.international.file,
  (international, base, locale) => {
    const r = { ...base, international };
    return (
      <>
        <SitePageHeader path={pagePath("/international-applicants")} r={r} locale={locale} />
        <InternationalView d={internationalPage(r)} />
      </>
    );
  },
);

/** A partner's card as the partnerships page lists it, under the page's heading. */
const PartnerPreview = preview(partnerSchema, entryFile(FOLDERS.partners), (partner, r, locale) => (
  <>
    <SitePageHeader path={pagePath("/partnerships")} r={r} locale={locale} />
    <ul className="container-page grid gap-4 py-8 md:grid-cols-2">
      <PartnerCard partner={partner} />
    </ul>
  </>
));

/** A publication as the publications page lists it, its abstract and citation open, under the page's heading. */
const PublicationPreview = preview(publicationSchema, entryFile(FOLDERS.publications), (publication, r, locale) => (
  <>
    <SitePageHeader path={pagePath("/publications")} r={r} locale={locale} />
    <div className="container-page py-8">
      <div className="rounded-card border border-line bg-white p-5">
        <PublicationEntry p={listedPublication(publication, r.colleges)} open />
      </div>
    </div>
  </>
));

/**
 * The urgent notices as the banner at the top of every page draws them (all of them, whatever the
 * hour), each with whether it shows now, is to come or has ended, by the server's clock.
 */
// The banner's English is not previewed: its states are the office's words, in Arabic.
const NoticesPreview = preview(noticesFileSchema, undefined, (file) => (
  <>
    <NoticeStates notices={file.notices} />
    <Notices items={noticeViews(file.notices)} />
  </>
));

/**
 * Each notice's state, said again as each start or end passes, not only when the form changes: a
 * notice set to start in a few minutes says «يبدأ ظهوره» until then and «يظهر الآن» from the minute
 * it shows; one whose end passes while the form is open says so.
 */
function NoticeStates({ notices }: { notices: readonly Notice[] }) {
  const now = serverNowOrLocal();
  const windows = useMemo(() => notices.map(noticeWindow), [notices]);
  useRenderAtNextChange(windows, now);
  return (
    <ol className="container-page space-y-1 py-4 text-sm" aria-label="متى يظهر كل تنبيه">
      {notices.map((notice, i) => {
        const state = noticeState(notice, now);
        return (
          <li key={i} data-state={state.kind}>
            <strong>{notice.title}</strong>: {state.words}
          </li>
        );
      })}
    </ol>
  );
}

/** Each previewed file's template (previewed-files.ts lists them; the type asks for each, and no other). */
const FILE_PREVIEWS: Record<PreviewedFile, ComponentType<PreviewProps>> = {
  notices: NoticesPreview,
  admission: AdmissionPreview,
  faq: FaqPreview,
  international: InternationalPreview,
  templateCollege: CollegePreview,
  templateProgram: ProgramPreview,
};

/** Registers the templates with the CMS, by collection (or, for a file of a collection, by file). */
export function registerPreviews(cms: Pick<CMS, "registerPreviewTemplate">) {
  cms.registerPreviewTemplate(FOLDERS.programs.name, ProgramPreview);
  cms.registerPreviewTemplate(FOLDERS.colleges.name, CollegePreview);
  cms.registerPreviewTemplate(FOLDERS.pages.name, PagePreview);
  cms.registerPreviewTemplate(FOLDERS.news.name, NewsPreview);
  cms.registerPreviewTemplate(FOLDERS.partners.name, PartnerPreview);
  cms.registerPreviewTemplate(FOLDERS.publications.name, PublicationPreview);
  for (const file of PREVIEWED_FILES) cms.registerPreviewTemplate(file, FILE_PREVIEWS[file]);
}
