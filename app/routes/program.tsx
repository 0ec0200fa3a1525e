import type { Route } from "./+types/program";
import { registry } from "~/content/registry.server";
import { breadcrumbs } from "~/content/navigation";
import { sheetView } from "~/content/view-models";
import { notFound } from "~/content/page-data.server";
import { ProgramView } from "~/components/sections/ProgramView";
import { seo } from "~/lib/meta";
import { messagesFor } from "~/i18n/messages.server";
import { collegePath, programPath } from "~/lib/paths";
import { collegeDegrees } from "~/content/catalog";
import { degreeProgramNode } from "~/content/structured-data";
import { structuredDataWords } from "~/content/structured-data.server";

export function loader({ params }: Route.LoaderArgs) {
  const program = registry.programs.find((p) => p.college === params.college && p.slug === params.program);
  if (!program) notFound();
  const college = registry.colleges.find((c) => c.slug === program.college)!;
  const related = program.relatedCollege ? registry.colleges.find((c) => c.slug === program.relatedCollege) : undefined;
  const degree = collegeDegrees(registry, program.college).find((d) => d.id === program.slug)!;
  return {
    messages: messagesFor(["program", "count", "money"]),
    sheet: sheetView(registry, program),
    college: { name: college.name, href: collegePath(college.slug) },
    related: related && { name: related.name, href: collegePath(related.slug) },
    trail: breadcrumbs(registry, programPath(program.college, program.slug)),
    structuredData: [degreeProgramNode(registry, degree, structuredDataWords())],
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.data && `${args.data.sheet.name} – ${args.data.college.name}`,
    description: args.data?.sheet.summary,
    trail: args.data?.trail,
    structuredData: args.data?.structuredData,
  });

export default function ProgramPage({ loaderData }: Route.ComponentProps) {
  return <ProgramView {...loaderData} />;
}
