import { AppLink } from "#app/components/ui/AppLink.tsx";
import type { Navigation } from "#app/content/navigation.ts";
import { Logo } from "#app/components/ui/Logo.tsx";
import { EmailLink, PhoneLink } from "#app/components/ui/ContactLinks.tsx";
import { useT } from "#app/i18n/messages.ts";
import { useHydrated } from "#app/lib/useHydrated.ts";
import { Kept } from "#app/components/ui/Kept.tsx";

export interface FooterInfo {
  description: string;
  address: string;
  phone: string;
  email: string;
  social: { label: string; url: string }[];
  /** The admission portal, the student portal and e-learning: where students look for them. */
  portals: { name: string; url: string }[];
  founded: number;
  /** The content is a fictional university's sample: say so on every page. */
  sampleContent: boolean;
}

export function Footer({ nav, info }: { nav: Navigation; info: FooterInfo }) {
  const t = useT();
  const hydrated = useHydrated();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-50 print:hidden">
      <Kept className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="flex items-center gap-3 text-lg font-bold text-white">
            <Logo className="size-9" /> {nav.siteName}
          </h2>
          <p className="mt-3 text-sm leading-7 text-brand-100">{info.description}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="text-base font-bold text-white">
            {t("footer.links")}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-2 text-sm">
            {nav.footer.map((l) => (
              <li key={l.href}>
                <AppLink to={l.href} className="text-brand-100 hover:text-white">
                  {l.label}
                </AppLink>
              </li>
            ))}
          </ul>
          <h2 id="footer-portals" className="mt-6 text-base font-bold text-white">
            {t("footer.portals")}
          </h2>
          <ul className="mt-3 space-y-2 text-sm" aria-labelledby="footer-portals">
            {info.portals.map((p) => (
              <li key={p.url}>
                <a href={p.url} className="text-brand-100 hover:text-white">
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-base font-bold text-white">
            {t("footer.contact")}
          </h2>
          <address className="mt-3 space-y-1 text-sm not-italic text-brand-100">
            <p>{info.address}</p>
            <p>
              {t("footer.phone")}: <PhoneLink number={info.phone} className="text-brand-100 hover:text-white" />
            </p>
            <p>
              {t("footer.email")}: <EmailLink address={info.email} className="text-brand-100 hover:text-white" />
            </p>
          </address>
          <ul className="mt-4 flex flex-wrap gap-3 text-sm" aria-label={t("footer.social")}>
            {info.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener" className="text-brand-100 hover:text-white">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </Kept>
      <div className="border-t border-brand-800">
        {info.sampleContent && (
          <p className="container-page pt-4 text-sm font-semibold text-accent-300">
            {t("footer.sampleContent", { site: nav.siteName })}
          </p>
        )}
        <p className="container-page py-4 text-xs text-brand-200">
          {/* The current year is the browser's: a year in the prerendered HTML would go stale. */}
          {hydrated
            ? t("footer.copyright", {
                founded: String(info.founded),
                year: String(new Date().getFullYear()),
                site: nav.siteName,
              })
            : t("footer.copyrightFounded", { site: nav.siteName })}
        </p>
      </div>
    </footer>
  );
}
