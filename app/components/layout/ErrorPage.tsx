import { AppLink } from "~/components/ui/AppLink";
import { useT } from "~/i18n/messages";

export interface ErrorPageProps {
  status: number;
  /** The standard status message, e.g. `Page Not Found`. */
  statusMessage: string;
  /** The technical message, e.g. `Page not found: /nope` (shown left to right). */
  message?: string;
}

/** The error page: status code, status message, an Arabic explanation and ways out. */
export function ErrorPage({ status, statusMessage, message }: ErrorPageProps) {
  const notFound = status === 404;
  const t = useT();
  return (
    <section className="container-page py-16 text-center" aria-labelledby="page-title">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 id="page-title" tabIndex={-1} className="mt-4 text-3xl font-bold text-brand-900">
        {t(notFound ? "error.notFound.title" : "error.server.title")}
      </h1>
      <p className="mt-2 text-muted">
        <span className="ltr font-semibold" lang="en">
          {status} {statusMessage}
        </span>
      </p>
      <p className="mx-auto mt-6 max-w-xl">{t(notFound ? "error.notFound.description" : "error.server.description")}</p>
      {message && (
        <p className="mx-auto mt-4 max-w-xl rounded-md bg-brand-50 px-4 py-2 text-sm">
          <code dir="ltr" lang="en" className="break-all">
            {message}
          </code>
        </p>
      )}
      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        <li>
          <AppLink
            to="/"
            className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white no-underline hover:bg-brand-800"
          >
            {t("error.home")}
          </AppLink>
        </li>
        <li>
          <AppLink
            to="/contact-us"
            className="inline-block rounded-md border border-brand-700 px-5 py-2.5 font-semibold no-underline hover:bg-brand-50"
          >
            {t("error.contact")}
          </AppLink>
        </li>
      </ul>
    </section>
  );
}

/** The catalogue of the specification: 404 is "not found", everything else a server error. */
export function describeError(status: number, pathname: string, detail?: string): ErrorPageProps {
  if (status === 404) return { status, statusMessage: "Page Not Found", message: `Page not found: ${pathname}` };
  return { status: status >= 400 ? status : 500, statusMessage: "Internal Server Error", message: detail };
}
