import type { Route } from "./+types/specialty-template";
import { registry } from "~/content/registry.server";
import { breadcrumbs } from "~/content/navigation";
import { sheetView } from "~/content/view-models";
import { ProgramView } from "~/components/sections/ProgramView";
import { seo } from "~/lib/meta";
import { messagesFor } from "~/i18n/messages.server";
import { COLLEGE_TEMPLATE_PATH, PROGRAM_TEMPLATE_PATH } from "~/lib/paths";

/** The program layout filled from `content/templates/program.yaml`, for editors; not indexed. */
export function loader() {
  const { college, program } = registry.templates;
  return {
    messages: messagesFor(["program", "count", "money"]),
    sheet: sheetView(registry, program),
    college: { name: college.name, href: COLLEGE_TEMPLATE_PATH },
    trail: breadcrumbs(registry, PROGRAM_TEMPLATE_PATH),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.data?.sheet.name, description: args.data?.sheet.summary, noindex: true });

export default function SpecialtyTemplatePage({ loaderData }: Route.ComponentProps) {
  return <ProgramView {...loaderData} />;
}
