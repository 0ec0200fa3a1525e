import type { Route } from "./+types/college";
import { registry } from "~/content/registry.server";
import { breadcrumbs } from "~/content/navigation";
import { collegePrograms, sheetView } from "~/content/view-models";
import { notFound } from "~/content/page-data.server";
import { CollegeView } from "~/components/sections/CollegeView";
import { seo } from "~/lib/meta";
import { messagesFor } from "~/i18n/messages.server";
import { collegePath } from "~/lib/paths";
import { collegeDegrees } from "~/content/catalog";
import { degreeProgramNode } from "~/content/structured-data";
import { structuredDataWords } from "~/content/structured-data.server";

export function loader({ params }: Route.LoaderArgs) {
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
    title: args.data?.college.name,
    description: args.data?.college.summary,
    trail: args.data?.trail,
    structuredData: args.data?.structuredData,
  });

export default function CollegePage({ loaderData }: Route.ComponentProps) {
  return <CollegeView {...loaderData} />;
}
