import type { Route } from "./+types/college-template";
import { localRegistry } from "#app/content/registry.server.ts";
import { breadcrumbs } from "#app/content/navigation.ts";
import { programCard } from "#app/content/view-models.ts";
import { CollegeView } from "#app/components/sections/CollegeView.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { pagePath } from "#app/lib/paths.ts";

/** The college layout filled from `content/templates/college.yaml`, for editors; not indexed. */
export function loader() {
  const registry = localRegistry();
  const { college, program } = registry.templates;
  return {
    messages: messagesFor(["college", "program", "count", "money"]),
    college,
    // The program template has its own page, not one under the college template's path.
    programs: [{ ...programCard(registry, program), href: pagePath("/colleges/specialty-template") }],
    trail: breadcrumbs(registry, pagePath("/colleges/college-template")),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.college.name, description: args.loaderData?.college.summary, noindex: true });

export default function CollegeTemplatePage({ loaderData }: Route.ComponentProps) {
  return <CollegeView {...loaderData} />;
}
