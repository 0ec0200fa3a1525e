import type { Route } from "./+types/international-applicants";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { internationalPage } from "#app/features/international/international-page.ts";
import { InternationalView } from "#app/features/international/ui/InternationalView.tsx";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { seo } from "#app/content/meta.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { pagePath } from "#app/lib/paths.ts";

export function loader() {
  return {
    ...sitePage(pagePath("/international-applicants")),
    messages: messagesFor(["international"]),
    ...internationalPage(localRegistry()),
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, { title: args.loaderData?.title, description: args.loaderData?.lead, trail: args.loaderData?.trail });

export default function InternationalApplicants({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHeader trail={d.trail} title={d.title} lead={d.lead} />
      <InternationalView d={d} />
    </>
  );
}
