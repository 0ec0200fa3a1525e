import type { Route } from "./+types/specialty-template";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { sheetView } from "#app/content/view-models.ts";
import { ProgramView } from "#app/components/sections/ProgramView.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { pagePath } from "#app/lib/paths.ts";

/** The program layout filled from `content/templates/program.yaml`, for editors; not indexed. */
export function loader() {
  const registry = localRegistry();
  const { college, program } = registry.templates;
  return {
    messages: messagesFor(["program", "count", "money"]),
    sheet: sheetView(registry, program),
    college: { name: college.name, href: pagePath("/colleges/college-template") },
    trail: breadcrumbs(registry, pagePath("/colleges/specialty-template")),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.sheet.name, description: args.loaderData?.sheet.summary, noindex: true });

export default function SpecialtyTemplatePage({ loaderData }: Route.ComponentProps) {
  return <ProgramView {...loaderData} />;
}
