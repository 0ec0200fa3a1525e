import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { ProgramCard } from "#app/content/view-models.ts";
import { useT } from "#app/i18n/messages.ts";
import { BidiText } from "#app/components/ui/BidiText.tsx";

/** The frame of a degree's card: the whole card is its link (see DegreeCardHead). */
export const DEGREE_CARD_CLASS =
  "relative flex flex-col rounded-card border border-line bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md";

/**
 * The top of a degree's card: its degree, its name as the card's one link (stretched over the
 * card), its English name and, where the list mixes colleges, its college.
 */
export function DegreeCardHead({
  card,
  heading: H,
  showCollege,
  preload,
}: {
  card: Pick<ProgramCard, "href" | "name" | "nameEn" | "degreeName" | "collegeName">;
  heading: "h2" | "h3";
  showCollege: boolean;
  preload?: "viewport" | "intent";
}) {
  return (
    <>
      <p className="text-sm font-semibold text-accent-600">{card.degreeName}</p>
      <H className="mt-1 text-lg font-bold text-brand-900">
        <AppLink
          to={card.href}
          preload={preload}
          className="text-brand-900 no-underline after:absolute after:inset-0 hover:underline"
        >
          {card.name}
        </AppLink>
      </H>
      {/* The English twin, for the Arabic page: on the English page the name is the twin itself. */}
      {card.nameEn !== card.name && (
        <p className="text-xs text-muted">
          <bdi lang="en">{card.nameEn}</bdi>
        </p>
      )}
      {showCollege && <p className="mt-1 text-sm text-muted">{card.collegeName}</p>}
    </>
  );
}

/** A grid of program cards; each card is one link with the program's name as its text. */
export function ProgramCards({
  programs,
  headingLevel = 3,
  showCollege = false,
}: {
  programs: ProgramCard[];
  headingLevel?: 2 | 3;
  showCollege?: boolean;
}) {
  const t = useT();
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {programs.map((p) => (
        <li key={p.href} className={DEGREE_CARD_CLASS}>
          <DegreeCardHead card={p} heading={H} showCollege={showCollege} preload="viewport" />
          <p className="mt-3 line-clamp-3 flex-1 text-sm leading-7">
            <BidiText>{p.summary}</BidiText>
          </p>
          <p className="mt-4 text-sm text-muted">
            {t("program.card.facts", {
              hours: t("count.creditHours", { count: p.creditHours }),
              years: t("count.years", { count: p.durationYears }),
            })}
          </p>
        </li>
      ))}
    </ul>
  );
}
