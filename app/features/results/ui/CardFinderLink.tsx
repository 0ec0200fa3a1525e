import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";
import { finderHandover } from "#app/features/admission/ui/finder-handover.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";

/**
 * A result card's way to the program finder: the plain `/programs`, with the stream, the average
 * and the programs the answer opens handed over in the navigation's state (finder-handover.ts), so
 * no URL, preload or log line carries the result. Without JavaScript (the no-JavaScript lookup's
 * page) it is a plain link to the whole guide, and its sentence promises no more than that.
 * It preloads nothing. Here, not in FinderAnswerView, so the admission page's finder does not load it.
 */
export function CardFinderLink({ answer: a }: { answer: FinderAnswer }) {
  const t = useT();
  return (
    <p className="mt-4 print:hidden">
      {withElements(t("admission.answer.finderCard", { finder: slot("finder") }), {
        finder: (
          <AppLink to={pagePath("/programs")} preload="none" state={finderHandover(a)}>
            {t("admission.answer.finderLink")}
          </AppLink>
        ),
      })}
    </p>
  );
}
