/**
 * The CMS's preview pane: the entry being edited, rendered by the site's own page components with
 * the site's stylesheet, right to left, as a visitor will see it once it is published.
 *
 * The entry is read through its schema, exactly as the build reads the file: a value the build
 * would refuse shows here as the build's own message instead of a page. Markdown goes through the
 * build's own renderers and their allow-list (content/markdown.ts), so the preview never shows
 * markup that a published page would not carry.
 */
import { useMemo, type ComponentType, type ReactNode } from "react";
import { withoutEnglish } from "#app/content/english-form.ts";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { z } from "zod";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { ProgramView } from "#app/components/sections/ProgramView.tsx";
import { CollegeView } from "#app/components/sections/CollegeView.tsx";
import { NewsArticleView } from "#app/components/sections/NewsArticleView.tsx";
import { newsHtml, pageHtml } from "#app/content/markdown.ts";
import { Notices } from "#app/features/notices/ui/Notices.tsx";
import { noticeViews } from "#app/features/notices/banner.ts";
import { MessagesContext } from "#app/i18n/messages.ts";
import messages from "#app/i18n/messages/ar.json";
import { breadcrumbs } from "#app/content/navigation.ts";
import { collegePrograms, sheetView } from "#app/content/view-models.ts";
import { collegePath, newsArticlePath, programPath } from "#app/lib/paths.ts";
import {
  collegeSchema,
  newsFrontMatterSchema,
  noticesFileSchema,
  programSchema,
  proseFrontMatterSchema,
} from "#app/content/schema.ts";
import { FOLDERS, SINGLE_FILES } from "#app/content/content-files.ts";
import { nodeOf } from "#app/content/schema-tree.ts";
import { fieldTrail, officeMessage } from "./forms/field-words.ts";
import { noticeState } from "./forms/notice-state.ts";
import { serverNowOrLocal } from "./forms/server-clock.ts";
import { snapshot } from "./registry-snapshot.ts";

import type { CMS, PreviewTemplateComponentProps } from "decap-cms-core";

/** What Decap hands a preview template; of it, the entry (an Immutable map) is what is read here. */
type PreviewProps = PreviewTemplateComponentProps;

/** A page inside the site's frame: its messages, a router for its links, right to left. */
function SitePage({ children }: { children: ReactNode }) {
  const router = useMemo(() => createMemoryRouter([{ path: "*", element: children }]), [children]);
  return (
    <MessagesContext.Provider value={messages as Record<string, string>}>
      <div lang="ar" dir="rtl" className="min-h-screen bg-surface font-sans text-ink">
        <RouterProvider router={router} />
      </div>
    </MessagesContext.Provider>
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
              <strong>{words || "العنصر كله"}</strong>: {officeMessage(issue, node, field)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** A preview template for a schema: parse the entry, then render it, or say why the build would not. */
function preview<S extends z.ZodType>(schema: S, render: (data: z.infer<S>) => ReactNode): ComponentType<PreviewProps> {
  return function Preview({ entry }: PreviewProps) {
    // The Arabic the form edits (an entry's English is kept beside it, in its `en` blocks).
    const parsed = schema.safeParse(withoutEnglish(entry.get("data")?.toJS() ?? {}), { reportInput: true });
    return parsed.success ? (
      <SitePage>{render(parsed.data)}</SitePage>
    ) : (
      <Refused schema={schema} issues={parsed.error.issues} />
    );
  };
}

const ProgramPreview = preview(programSchema, (program) => {
  // The registry as built, with this program in it (new, or as edited).
  const r = { ...snapshot, programs: [...snapshot.programs.filter((p) => p.slug !== program.slug), program] };
  const college = r.colleges.find((c) => c.slug === program.college);
  const related = program.relatedCollege ? r.colleges.find((c) => c.slug === program.relatedCollege) : undefined;
  return (
    <ProgramView
      sheet={sheetView(r, program)}
      college={{ name: college?.name ?? program.college, href: collegePath(program.college) }}
      related={related && { name: related.name, href: collegePath(related.slug) }}
      trail={breadcrumbs(r, programPath(program.college, program.slug))}
    />
  );
});

const CollegePreview = preview(collegeSchema, (college) => {
  const r = { ...snapshot, colleges: [...snapshot.colleges.filter((c) => c.slug !== college.slug), college] };
  return (
    <CollegeView
      college={college}
      programs={collegePrograms(r, college)}
      degree={college.degreeProgram ? sheetView(r, college.degreeProgram) : undefined}
      trail={breadcrumbs(r, collegePath(college.slug))}
    />
  );
});

/** A Markdown page: its front matter is the schema's; its text is the entry's `body`. */
function PagePreview({ entry }: PreviewProps) {
  const { body = "", ...front } = (entry.get("data")?.toJS() ?? {}) as { body?: string };
  const parsed = proseFrontMatterSchema.safeParse(withoutEnglish(front), { reportInput: true });
  if (!parsed.success) return <Refused schema={proseFrontMatterSchema} issues={parsed.error.issues} />;
  return (
    <SitePage>
      <PageHeader trail={[]} title={parsed.data.title} lead={parsed.data.description} />
      <div className="container-page py-10">
        {/* The editor's own Markdown, rendered and sanitised as the build does it (content/markdown.ts). */}
        <div className="prose-ar" dangerouslySetInnerHTML={{ __html: pageHtml(body) }} />
      </div>
    </SitePage>
  );
}

/** A news item: its front matter, then its Markdown text rendered and sanitised as the build does it. */
function NewsPreview({ entry }: PreviewProps) {
  const { body = "", ...front } = (entry.get("data")?.toJS() ?? {}) as { body?: string };
  const parsed = newsFrontMatterSchema.safeParse(withoutEnglish(front), { reportInput: true });
  if (!parsed.success) return <Refused schema={newsFrontMatterSchema} issues={parsed.error.issues} />;
  const item = parsed.data;
  const college = item.college ? snapshot.colleges.find((c) => c.slug === item.college) : undefined;
  return (
    <SitePage>
      <NewsArticleView
        {...item}
        trail={breadcrumbs(snapshot, newsArticlePath(item.slug))}
        college={college && { href: collegePath(college.slug), name: college.name }}
        html={newsHtml(body)}
      />
    </SitePage>
  );
}

/**
 * The urgent notices as the banner at the top of every page draws them (all of them, whatever the
 * hour), each with whether it shows now, is to come or has ended, by the server's clock.
 */
const NoticesPreview = preview(noticesFileSchema, (file) => (
  <>
    <ol className="container-page space-y-1 py-4 text-sm" aria-label="متى يظهر كل تنبيه">
      {file.notices.map((notice, i) => {
        const state = noticeState(notice, serverNowOrLocal());
        return (
          <li key={i} data-state={state.kind}>
            <strong>{notice.title}</strong>: {state.words}
          </li>
        );
      })}
    </ol>
    <Notices items={noticeViews(file.notices)} />
  </>
));

/** Registers the templates with the CMS, by collection (or, for a file of a collection, by file). */
export function registerPreviews(cms: Pick<CMS, "registerPreviewTemplate">) {
  cms.registerPreviewTemplate(FOLDERS.programs.name, ProgramPreview);
  cms.registerPreviewTemplate(FOLDERS.colleges.name, CollegePreview);
  cms.registerPreviewTemplate(FOLDERS.pages.name, PagePreview);
  cms.registerPreviewTemplate(FOLDERS.news.name, NewsPreview);
  cms.registerPreviewTemplate(SINGLE_FILES.notices.name, NoticesPreview);
  cms.registerPreviewTemplate("templateProgram", ProgramPreview);
  cms.registerPreviewTemplate("templateCollege", CollegePreview);
}
