import type { Route } from "./+types/college";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { collegePrograms, sheetView } from "#app/content/view-models.ts";
import { notFound } from "#app/content/page-data.server.ts";
import { CollegeView } from "#app/components/sections/CollegeView.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { collegePath } from "#app/lib/paths.ts";
import { collegeDegrees } from "#app/content/catalog.ts";
import { degreeProgramNode } from "#app/content/structured-data.ts";
import { structuredDataWords } from "#app/content/structured-data.server.ts";

export function loader({ params }: Route.LoaderArgs) {
  const registry = localRegistry();
  const college = registry.colleges.find((c) => c.slug === params.college);
  if (!college) notFound();
  // Law and dentistry teach one degree, described on this page.
  const ownDegree = collegeDegrees(registry, college.slug).find((d) => d.id === college.slug);
  const { degreeProgram, ...page } = college;
  return {
    messages: messagesFor(["college", "program", "count", "money"]),
    college: page,
    programs: collegePrograms(registry, college),
    degree: degreeProgram ? sheetView(registry, degreeProgram) : undefined,
    trail: breadcrumbs(registry, collegePath(college.slug)),
    structuredData: ownDegree ? [degreeProgramNode(registry, ownDegree, structuredDataWords())] : [],
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.college.name,
    description: args.loaderData?.college.summary,
    trail: args.loaderData?.trail,
    structuredData: args.loaderData?.structuredData,
  });

export default function CollegePage({ loaderData }: Route.ComponentProps) {
  return <CollegeView {...loaderData} />;
}
