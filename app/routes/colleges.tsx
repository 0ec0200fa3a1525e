import type { Route } from "./+types/colleges";
import { AppLink } from "~/components/ui/AppLink";
import { registry } from "~/content/registry.server";
import { COLLEGES_TITLE, breadcrumbs } from "~/content/navigation";
import { collegePrograms } from "~/content/view-models";
import { PageHeader } from "~/components/sections/PageHeader";
import { ProgramCards } from "~/components/sections/ProgramCards";
import { seo } from "~/lib/meta";
import { messagesFor } from "~/i18n/messages.server";
import { collegePath, collegesPath } from "~/lib/paths";
import { formatCount } from "~/lib/format";
import { COLLEGES, PROGRAMS } from "~/lib/nouns";

const LEAD =
  "تضم الجامعة كليات في تكنولوجيا المعلومات والهندسة والعلوم الصحية والإدارية والإنسانية، وكلية للدراسات العليا وأخرى للدبلومات المتوسطة. اختر الكلية لتتعرّف إلى برامجها وخططها الدراسية وشروط القبول فيها.";

export function loader() {
  return {
    messages: messagesFor(["program", "count"]),
    trail: breadcrumbs(registry, collegesPath),
    programCount: registry.programs.length,
    colleges: registry.colleges.map((c) => ({
      slug: c.slug,
      href: collegePath(c.slug),
      name: c.name,
      summary: c.summary,
      programs: collegePrograms(registry, c).filter((p) => p.href.startsWith(collegePath(c.slug) + "/")),
      degreeName: c.degreeProgram?.name,
    })),
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: COLLEGES_TITLE, description: LEAD });

export default function CollegesPage({ loaderData }: Route.ComponentProps) {
  const { colleges, trail, programCount } = loaderData;
  return (
    <>
      <PageHeader trail={trail} title={COLLEGES_TITLE} lead={LEAD}>
        <p className="mt-3 text-sm text-muted">
          {formatCount(colleges.length, COLLEGES)} و{formatCount(programCount, PROGRAMS)}.
        </p>
      </PageHeader>
      <div className="container-page space-y-12 py-10">
        {colleges.map((c) => (
          <section key={c.slug} aria-labelledby={`college-${c.slug}`}>
            <h2 id={`college-${c.slug}`} className="text-2xl font-bold">
              <AppLink to={c.href} preload="viewport" className="text-brand-900">
                {c.name}
              </AppLink>
            </h2>
            <p className="mt-2 max-w-3xl text-muted">{c.summary}</p>
            {c.degreeName && <p className="mt-2 font-semibold">تطرح الكلية برنامج {c.degreeName}.</p>}
            {c.programs.length > 0 && (
              <div className="mt-5">
                <ProgramCards programs={c.programs} />
              </div>
            )}
          </section>
        ))}
      </div>
    </>
  );
}
