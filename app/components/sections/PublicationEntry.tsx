import { BidiText } from "#app/components/ui/BidiText.tsx";
import { CopyButton } from "#app/components/ui/CopyButton.tsx";
import type { ListedPublication } from "#app/features/publications/filter.ts";
import { useT } from "#app/i18n/messages.ts";
import { formatList } from "#app/lib/format.ts";

/**
 * One publication as the publications page lists it: its kind, year and college, title, authors
 * and venue, and under «الملخص» its abstract and a citation to copy. The CMS's preview of a
 * publication draws the same, `open`.
 */
export function PublicationEntry({ p, open = false }: { p: ListedPublication; open?: boolean }) {
  const t = useT();
  return (
    <article aria-labelledby={`${p.slug}-title`}>
      <p className="text-sm text-accent-600">
        {t("publications.type", { type: p.type })} · {p.year} · {p.collegeName}
      </p>
      <h2 id={`${p.slug}-title`} className="mt-1 text-lg font-bold text-brand-900">
        <bdi>
          <BidiText>{p.title}</BidiText>
        </bdi>
      </h2>
      <p className="mt-1 text-sm">
        <bdi>
          <BidiText>{formatList(p.authors)}</BidiText>
        </bdi>
      </p>
      <p className="text-sm text-muted">
        <bdi>
          <BidiText>{p.venue}</BidiText>
        </bdi>
      </p>
      <details className="mt-3" open={open}>
        <summary className="text-sm font-semibold text-brand-700">{t("publications.abstract")}</summary>
        <p className="mt-2 leading-8">
          <BidiText>{p.abstract}</BidiText>
        </p>
        <div className="mt-3 flex flex-wrap items-start gap-3 rounded-md bg-brand-50 p-3 text-sm">
          <p className="flex-1">
            <bdi>
              <BidiText>{p.citation}</BidiText>
            </bdi>
          </p>
          <CopyButton text={p.citation} label={t("publications.copy")} copiedLabel={t("publications.copied")} />
        </div>
      </details>
    </article>
  );
}
