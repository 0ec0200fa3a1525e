import { Paragraphs } from "#app/components/ui/Prose.tsx";
import { renderWhenNear } from "#app/components/ui/render-when-near.ts";
import type { Registry } from "#app/content/registry.ts";
import { LinkList } from "#app/components/ui/LinkList.tsx";
import { pageTitleKey } from "#app/content/pages.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { useFormat } from "#app/i18n/useFormat.ts";

/**
 * The help page's questions, a section per group, each question a native `<details>` with its
 * answer, the pages that tell it in full (their titles, in the page's language: the `page`
 * messages), and a link to itself (its id is the question's slug). `open` opens every question: a
 * search's matches, and the CMS's preview of the questions file, where every answer is read.
 */
export function FaqGroups({ groups, open }: { groups: Registry["faq"]; open: boolean }) {
  const t = useT();
  const format = useFormat();
  return groups.map((g, i) => (
    <section
      key={g.slug}
      id={g.slug}
      aria-labelledby={`${g.slug}-title`}
      // From the third group on, below the first screen at every width.
      className={`mb-10 ${renderWhenNear(i, 2)}`.trim()}
    >
      <h2 id={`${g.slug}-title`} className="mb-3 text-2xl font-bold text-brand-900">
        {g.title}
      </h2>
      <div className="divide-y divide-line rounded-card border border-line bg-white">
        {g.questions.map((x) => (
          <details key={x.slug} id={x.slug} className="group px-5 py-1" open={open}>
            <summary className="flex items-center justify-between gap-4 py-3 font-semibold list-none">
              <span>{x.question}</span>
              <span aria-hidden="true" className="text-xl text-brand-600 group-open:rotate-45">
                +
              </span>
            </summary>
            <Paragraphs items={x.answer} className="pb-4 leading-8">
              {x.pages && (
                <p className="mt-3">
                  {withElements(t("help.seeAlso", { pages: slot("pages") }), {
                    pages: (
                      <LinkList
                        links={x.pages.map((path) => ({ href: path, name: t(pageTitleKey(path)) }))}
                        listParts={format.commaListParts}
                      />
                    ),
                  })}
                </p>
              )}
              <p className="mt-3 text-sm">
                <a href={`#${x.slug}`} className="text-muted">
                  {t("help.link")}
                </a>
              </p>
            </Paragraphs>
          </details>
        ))}
      </div>
    </section>
  ));
}
