import type { Route } from "./+types/college-template";
import { registry } from "~/content/registry.server";
import { breadcrumbs } from "~/content/navigation";
import { programCard } from "~/content/view-models";
import { CollegeView } from "~/components/sections/CollegeView";
import { seo } from "~/lib/meta";
import { messagesFor } from "~/i18n/messages.server";
import { COLLEGE_TEMPLATE_PATH, PROGRAM_TEMPLATE_PATH } from "~/lib/paths";

/** The college layout filled from `content/templates/college.yaml`, for editors; not indexed. */
export function loader() {
  const { college, program } = registry.templates;
  return {
    messages: messagesFor(["college", "program", "count", "money"]),
    college,
    // The program template has its own page, not one under the college template's path.
    programs: [{ ...programCard(registry, program), href: PROGRAM_TEMPLATE_PATH }],
    trail: breadcrumbs(registry, COLLEGE_TEMPLATE_PATH),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.data?.college.name, description: args.data?.college.summary, noindex: true });

export default function CollegeTemplatePage({ loaderData }: Route.ComponentProps) {
  return <CollegeView {...loaderData} />;
}
