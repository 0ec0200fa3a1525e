import { Link, useLocation } from "react-router";
import type { FinderAnswer } from "#app/features/admission/finder-answer.ts";
import { finderHandover } from "#app/features/admission/ui/finder-handover.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { localLink } from "#app/lib/link-locale.ts";
import { pagePath } from "#app/lib/paths.ts";

/**
 * A result card's way to the program finder: the plain `/programs`, with the stream, the average
 * and the programs the answer opens handed over in the navigation's state (finder-handover.ts), so
 * no URL, preload or log line carries the result. Without JavaScript (the no-JavaScript lookup's
 * page) it is a plain link to the whole guide, and its sentence promises no more than that.
 * React Router's own link, for its `state`: one link on the page, and it preloads nothing. Here,
 * not in FinderAnswerView, so the admission page's finder does not load it.
 */
export function CardFinderLink({ answer: a }: { answer: FinderAnswer }) {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <p className="mt-4 print:hidden">
      {withElements(t("admission.answer.finderCard", { finder: slot("finder") }), {
        finder: (
          <Link to={localLink(pagePath("/programs"), pathname)} state={finderHandover(a)}>
            {t("admission.answer.finderLink")}
          </Link>
        ),
      })}
    </p>
  );
}
