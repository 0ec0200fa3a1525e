import type { Route } from "./+types/contact-us";
import { registry } from "~/content/registry.server";
import { sitePage } from "~/content/page-data.server";
import { PageHeader } from "~/components/sections/PageHeader";
import { Section } from "~/components/ui/Prose";
import { EmailLink, PhoneLink } from "~/components/ui/ContactLinks";
import { seo } from "~/lib/meta";

const LEAD =
  "نسعد بأسئلتك: تواصل مع الدائرة المعنية مباشرة بالهاتف أو البريد الإلكتروني، أو زرنا في الحرم الجامعي خلال ساعات الدوام.";

export function loader() {
  const { site } = registry;
  return {
    ...sitePage("/contact-us"),
    address: site.address,
    mapUrl: site.mapUrl,
    phone: site.phone,
    whatsapp: site.whatsapp,
    offices: site.offices,
    hours: site.hours,
    social: site.social,
  };
}

export const meta: Route.MetaFunction = (args) => seo(args, { title: args.data?.title, description: LEAD });

export default function Contact({ loaderData: d }: Route.ComponentProps) {
  return (
    <>
      <PageHeader trail={d.trail} title={d.title} lead={LEAD} />
      <div className="container-page grid gap-x-12 lg:grid-cols-2">
        <Section id="campus" title="الحرم الجامعي">
          <address className="space-y-3 not-italic">
            <p className="text-lg">{d.address}</p>
            <p>
              الهاتف: <PhoneLink number={d.phone} className="font-semibold" />
            </p>
            <p>
              واتساب القبول:{" "}
              <a className="ltr font-semibold" href={`https://wa.me/${d.whatsapp.replace(/\D/g, "")}`} rel="noopener">
                {d.whatsapp}
              </a>
            </p>
            <p>
              <a
                href={d.mapUrl}
                rel="noopener"
                className="inline-block rounded-md border border-brand-700 px-4 py-2 font-semibold no-underline hover:bg-brand-50"
              >
                افتح موقع الحرم على الخريطة
              </a>
            </p>
          </address>
        </Section>
        <Section id="hours" title="ساعات الدوام">
          <dl className="divide-y divide-line rounded-card border border-line bg-white">
            {d.hours.map((h) => (
              <div key={h.days} className="flex justify-between gap-4 px-4 py-3">
                <dt>{h.days}</dt>
                <dd className="font-semibold">{h.time}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-muted">الجمعة عطلة رسمية، وتُعلن مواعيد العطل الرسمية على صفحات الجامعة.</p>
        </Section>
      </div>
      <div className="container-page">
        <Section id="offices" title="الدوائر">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {d.offices.map((o) => (
              <li key={o.key} className="rounded-card border border-line bg-white p-5">
                <h3 className="font-bold text-brand-900">{o.name}</h3>
                <p className="mt-2 text-sm">
                  البريد: <EmailLink address={o.email} />
                </p>
                <p className="text-sm">
                  الهاتف: <PhoneLink number={o.phone} />
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="social" title="تابعنا">
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
