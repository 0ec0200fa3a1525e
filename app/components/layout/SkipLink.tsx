import { useT } from "#app/i18n/messages.ts";

/** The first focusable element: jumps past the header to the page's content. */
export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50 focus:rounded-md focus:bg-brand-800 focus:px-4 focus:py-2 focus:text-white"
    >
      {t("shell.skipLink")}
    </a>
  );
}
