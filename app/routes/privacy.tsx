import type { Route } from "./+types/privacy";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage, notFound } from "#app/content/page-data.server.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { seo } from "#app/content/meta.ts";
import { ownKey } from "#app/lib/own-key.ts";
import { pagePath } from "#app/lib/paths.ts";
import { withoutLocale } from "#app/i18n/locales.ts";

/** Prose pages written in Markdown: the privacy policy and the accessibility statement. */
const PROSE_PAGES = { privacy: pagePath("/privacy"), accessibility: pagePath("/accessibility") } as const;

export function loader({ url }: Route.LoaderArgs) {
  const registry = localRegistry();
  const slug = ownKey(PROSE_PAGES, withoutLocale(url.pathname).split("/")[1]);
  const page = slug && registry.pages[slug];
  if (!slug || !page) notFound();
  return { ...sitePage(PROSE_PAGES[slug]), description: page.description, html: page.html };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.description,
    trail: args.loaderData?.trail,
  });

export default function ProsePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader trail={loaderData.trail} title={loaderData.title} lead={loaderData.description} />
      <div className="container-page py-10">
        {/* HTML rendered at build time from the editors' Markdown (content/markdown.ts, through its allow-list). */}
        <div className="prose-ar" dangerouslySetInnerHTML={{ __html: loaderData.html }} />
      </div>
    </>
  );
}
