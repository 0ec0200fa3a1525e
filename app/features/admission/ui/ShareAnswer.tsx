import { useLocation } from "react-router";
import { CopyButton } from "#app/components/ui/CopyButton.tsx";
import { absoluteUrl } from "#app/lib/site-url.ts";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { useT } from "#app/i18n/messages.ts";

/**
 * Copy the answer's link, or print it. The answer's state is all in the URL, so the link is the
 * answer; both buttons need scripts and appear once they run (without them, the address bar and
 * the browser's own print do the same).
 */
export function ShareAnswer() {
  const t = useT();
  const { pathname, search } = useLocation();
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <p className="mt-4 flex flex-wrap gap-2 print:hidden">
      <CopyButton
        text={absoluteUrl(pathname) + search}
        label={t("admission.share.copy")}
        copiedLabel={t("admission.share.copied")}
      />
      <button
        type="button"
        className="rounded-md border border-brand-200 bg-white px-3 py-1 font-semibold text-brand-800 hover:bg-brand-100"
        onClick={() => window.print()}
      >
        {t("admission.share.print")}
      </button>
    </p>
  );
}
