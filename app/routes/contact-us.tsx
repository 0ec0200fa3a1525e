import type { Route } from "./+types/contact-us";
import { localRegistry } from "#app/content/registry.server.ts";
import { contactOffices } from "#app/content/contact-offices.ts";
import { sitePage } from "#app/content/page-data.server.ts";
import { PageHeader } from "#app/components/sections/PageHeader.tsx";
import { Section } from "#app/components/ui/Prose.tsx";
import { EmailLink, PhoneLink } from "#app/components/ui/ContactLinks.tsx";
import { seo } from "#app/content/meta.ts";
import { universityNode } from "#app/content/structured-data.ts";
import { messagesFor } from "#app/i18n/messages.server.ts";
import { slot, useT, withElements } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { NO_BREAK } from "#app/lib/format.ts";

export function loader() {
  const registry = localRegistry();
  const { site } = registry;
  return {
    ...sitePage(pagePath("/contact-us")),
    // The university in full: every office as a contact point.
    structuredData: [universityNode(registry)],
    messages: messagesFor(["contact"]),
    address: site.address,
    mapUrl: site.mapUrl,
    phone: site.phone,
    whatsapp: site.whatsapp,
    offices: contactOffices(registry),
    hours: site.hours,
    hoursNote: site.hoursNote,
    social: site.social,
  };
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: args.loaderData?.title,
    description: args.loaderData?.lead,
    trail: args.loaderData?.trail,
    structuredData: args.loaderData?.structuredData,
  });

export default function Contact({ loaderData: d }: Route.ComponentProps) {
  const t = useT();
  return (
    <>
      <PageHeader trail={d.trail} title={d.title} lead={d.lead} />
      <div className="container-page grid gap-x-12 lg:grid-cols-2">
        <Section id="campus" title={t("contact.campus")}>
          <address className="space-y-3 not-italic">
            <p className="text-lg">{d.address}</p>
            <p>
              {withElements(t("contact.phone", { phone: slot("phone") }), {
                phone: <PhoneLink number={d.phone} className="font-semibold" />,
              })}
            </p>
            <p>
              {withElements(t("contact.whatsapp", { number: slot("number") }), {
                number: <PhoneLink number={d.whatsapp} className="font-semibold" chat />,
              })}
            </p>
            <p>
              <a
                href={d.mapUrl}
                rel="noopener"
                className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold no-underline hover:bg-brand-50"
              >
                {t("contact.map")}
              </a>
            </p>
          </address>
        </Section>
        <Section id="hours" title={t("contact.hours")}>
          <dl className="divide-y divide-line rounded-card border border-line bg-white">
            {d.hours.map((h) => (
              <div key={h.days} className="flex justify-between gap-4 px-4 py-3">
                <dt>{h.days}</dt>
                {/* A line breaks at the range's dash, never inside a time («3:00 / p.m.» at 360 px). */}
                <dd className="font-semibold">
                  {h.time
                    .split(" – ")
                    .map((time) => time.replaceAll(" ", NO_BREAK))
                    .join(" – ")}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">{d.hoursNote}</p>
        </Section>
      </div>
      <div className="container-page">
        <Section id="offices" title={t("contact.offices")}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {d.offices.map((o) => (
              <li key={o.key} className="rounded-card border border-line bg-white p-5">
                <h3 className="font-bold text-brand-900">{o.name}</h3>
                <p className="mt-2 text-sm">
                  {withElements(t("contact.email", { email: slot("email") }), {
                    email: <EmailLink address={o.email} />,
                  })}
                </p>
                <p className="text-sm">
                  {withElements(t("contact.phone", { phone: slot("phone") }), {
                    phone: <PhoneLink number={o.phone} />,
                  })}
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="social" title={t("contact.social")}>
          <ul className="flex flex-wrap gap-3">
            {d.social.map((s) => (
              <li key={s.url}>
                <a
                  href={s.url}
                  rel="noopener"
                  className="inline-block rounded-full border border-line bg-white px-4 py-1.5 font-semibold no-underline hover:border-brand-200"
                >
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </>
  );
}
