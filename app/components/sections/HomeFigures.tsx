import { Figures, type Figure } from "./Figures.tsx";
import { useT } from "#app/i18n/messages.ts";
import { Kept } from "#app/components/ui/Kept.tsx";

/** The university in figures, overlapping the bottom of the hero. */
export function HomeFigures({ figures }: { figures: Figure[] }) {
  const t = useT();
  return (
    <Kept className="container-page -mt-8 relative">
      <h2 className="sr-only">{t("home.figures")}</h2>
      <Figures items={figures} tone="dark" />
    </Kept>
  );
}
