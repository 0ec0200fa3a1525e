import type { Route } from "./+types/president-speech";
import { localRegistry } from "#app/content/registry.server.ts";
import { sitePage, notFound } from "#app/content/page-data.server.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { ImageSlot } from "#app/components/ui/ImageSlot.tsx";
import { seo } from "#app/content/meta.ts";
import { pagePath } from "#app/lib/paths.ts";

export function loader() {
  const registry = localRegistry();
  const page = registry.pages["president-speech"];
  if (!page) notFound();
  return { ...sitePage(pagePath("/president-speech")), page };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.page.description,
    trail: args.loaderData?.trail,
  });

export default function PresidentSpeech({ loaderData }: Route.ComponentProps) {
  const { page, trail, title } = loaderData;
  return (
    <>
      <PageHeader trail={trail} title={title} lead={page.description} />
      <div className="container-page grid gap-10 py-10 md:grid-cols-[16rem_minmax(0,1fr)]">
        <figure className="md:sticky md:top-20 md:self-start">
          <ImageSlot image={page.image} label={page.author ?? ""} className="aspect-[4/5] w-48 md:w-64" eager />
          <figcaption className="mt-3">
            <span className="block font-bold text-brand-900">{page.author}</span>
            <span className="text-sm text-muted">{page.authorTitle}</span>
          </figcaption>
        </figure>
        <article className="prose-ar text-lg leading-9" dangerouslySetInnerHTML={{ __html: page.html }} />
      </div>
    </>
  );
}
