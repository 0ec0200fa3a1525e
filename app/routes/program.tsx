import type { Route } from "./+types/program";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { sheetView } from "#app/content/view-models.ts";
import { notFound } from "#app/content/page-data.server.ts";
import { ProgramView } from "#app/components/sections/ProgramView.tsx";
import { RetiredNotice } from "#app/components/sections/RetiredNotice.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { collegePath, programPath } from "#app/lib/paths.ts";
import { catalogDegrees, collegeDegrees } from "#app/content/catalog.ts";
import { everyProgram } from "#app/content/every-program.ts";
import { degreeProgramNode } from "#app/content/structured-data.ts";
import { structuredDataWords } from "#app/content/structured-data.server.ts";

export function loader({ params }: Route.LoaderArgs) {
  const registry = localRegistry();
  // A retired program's page still answers (old links), and says it no longer admits.
  const program = everyProgram(registry).find((p) => p.college === params.college && p.slug === params.program);
  if (!program) notFound();
  const college = registry.colleges.find((c) => c.slug === program.college)!;
  const related = program.relatedCollege ? registry.colleges.find((c) => c.slug === program.relatedCollege) : undefined;
  // The catalog (and its structured data) holds only the degrees that admit students.
  const degree = collegeDegrees(registry, program.college).find((d) => d.id === program.slug);
  const alternatives = catalogDegrees(registry).filter((d) => program.alternatives?.includes(d.id));
  return {
    messages: messagesFor(["program", "count", "money"]),
    sheet: sheetView(registry, program),
    college: { name: college.name, href: collegePath(college.slug) },
    related: related && { name: related.name, href: collegePath(related.slug) },
    trail: breadcrumbs(registry, programPath(program.college, program.slug)),
    retired: program.retired
      ? { since: program.retiredSince, alternatives: alternatives.map((d) => ({ href: d.href, name: d.sheet.name })) }
      : undefined,
    structuredData: degree ? [degreeProgramNode(registry, degree, structuredDataWords())] : [],
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData && `${args.loaderData.sheet.name} – ${args.loaderData.college.name}`,
    description: args.loaderData?.sheet.summary,
    trail: args.loaderData?.trail,
    structuredData: args.loaderData?.structuredData,
  });

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  const { retired, ...view } = loaderData;
  return <ProgramView {...view} notice={retired && <RetiredNotice retired={retired} college={loaderData.college} />} />;
}
