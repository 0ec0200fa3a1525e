import { AppLink } from "#app/components/ui/AppLink.tsx";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { readablePath } from "#app/lib/decode.ts";
import { useLocale } from "#app/i18n/useLocale.ts";

export interface ErrorPageProps {
  status: number;
  /** The standard status message, e.g. `Page Not Found`. */
  statusMessage: string;
  /** The technical message, e.g. `Page not found: /nope` (shown left to right). */
  message?: string;
  /** The path that was not found (404): said in Arabic beside the technical message. */
  path?: string;
}

const BUTTON = "inline-block rounded-md px-5 py-2.5 font-semibold no-underline";

/**
 * The error page: status code, an explanation in the page's language and ways out. The English
 * page carries the specification's status line and technical message (`404 Page Not Found`,
 * `Page not found: /nope`); a page in another language says the same in its own words only (the
 * heading, the code labelled, the missing address), with no English status words. The missing
 * address is shown as the visitor typed it (decoded, see readablePath), isolated left to right.
 */
export function ErrorPage({ status, statusMessage, message, path }: ErrorPageProps) {
  const notFound = status === 404;
  const t = useT();
  const inEnglish = useLocale().code === "en";
  // A 404's technical message repeats the status words in English: the English page's only.
  const technical = notFound && !inEnglish ? undefined : message;
  const english = (text: string) => (
    <span className="ltr font-semibold" lang="en">
      {text}
    </span>
  );
  return (
    <section className="container-page py-16 text-center" aria-labelledby="page-title">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 id="page-title" tabIndex={-1} className="mt-4 text-3xl font-bold text-brand-900">
        {t(notFound ? "error.notFound.title" : "error.server.title")}
      </h1>
      <p className="mt-2 text-muted">
        {withElements(t("error.code", { code: slot("code") }), {
          code: inEnglish ? english(`${status} ${statusMessage}`) : <span className="font-semibold">{status}</span>,
        })}
      </p>
      <p className="mx-auto mt-6 max-w-xl">{t(notFound ? "error.notFound.description" : "error.server.description")}</p>
      {(technical || path !== undefined) && (
        <div className="mx-auto mt-4 max-w-xl space-y-1 rounded-md bg-brand-50 px-4 py-2 text-sm">
          {path !== undefined ? (
            <p>
              {withElements(t("error.notFound.path", { path: slot("path") }), {
                path: (
                  <bdi dir="ltr" className="break-all">
                    {readablePath(path)}
                  </bdi>
                ),
              })}
            </p>
          ) : (
            <p>{t("error.server.detail")}</p>
          )}
          {technical && (
            <p>
              <code dir="ltr" lang="en" className="break-all">
                {technical}
              </code>
            </p>
          )}
        </div>
      )}
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <AppLink to={pagePath("/")} className={`${BUTTON} bg-brand-700 text-white hover:bg-brand-800`}>
            {t("error.home")}
          </AppLink>
        </li>
        {notFound && (
          <li>
            <AppLink to={pagePath("/colleges")} className={`${BUTTON} border border-brand-700 hover:bg-brand-50`}>
              {t("error.colleges")}
            </AppLink>
          </li>
        )}
        <li>
          <AppLink to={pagePath("/contact-us")} className={`${BUTTON} border border-brand-700 hover:bg-brand-50`}>
            {t("error.contact")}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}

/** The catalogue of the specification: 404 is "not found", everything else a server error. */
export function describeError(status: number, pathname: string, detail?: string): ErrorPageProps {
  if (status === 404)
    return { status, statusMessage: "Page Not Found", message: `Page not found: ${pathname}`, path: pathname };
  return { status: status >= 400 ? status : 500, statusMessage: "Internal Server Error", message: detail };
}
