import type { College } from "#app/content/schema.ts";
import type { NavLink } from "#app/content/navigation.ts";
import type { ProgramCard, SheetView } from "#app/content/view-models.ts";
import { PageHeader } from "./PageHeader.tsx";
import { Figures } from "./Figures.tsx";
import { ProgramCards } from "./ProgramCards.tsx";
import { ProgramSheet } from "./ProgramSheet.tsx";
import { Paragraphs, Section } from "#app/components/ui/Prose.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";
import { ImageSlot } from "#app/components/ui/ImageSlot.tsx";
import { EmailLink, PhoneLink } from "#app/components/ui/ContactLinks.tsx";
import { BidiText } from "#app/components/ui/BidiText.tsx";
import { useT } from "#app/i18n/messages.ts";
import { COLLEGE_DEGREE_ID } from "#app/lib/paths.ts";

/**
 * The college as its page shows it. A college that teaches one degree (law, dentistry) keeps the
 * degree's sheet in its file; the page gets that sheet once, as `degree`, ready to show, so the
 * raw copy stays out of the page's data (about 10 KB less for the browser to decode and hold).
 */
type CollegePageFields = Omit<College, "degreeProgram">;

export interface CollegeViewData {
  college: CollegePageFields;
  programs: ProgramCard[];
  degree?: SheetView;
  trail: NavLink[];
}

/** A college page: who leads it, what it is, what it teaches, where it works. */
export function CollegeView({ college, programs, degree, trail }: CollegeViewData) {
  const t = useT();
  return (
    <>
      <PageHeader
        trail={trail}
        title={college.name}
        lead={college.summary}
        // The English twins, for the Arabic page: on the English page each name is its twin itself.
        eyebrow={college.nameEn !== college.name && <bdi lang="en">{college.nameEn}</bdi>}
      />
      <Kept className="container-page">
        <div className="py-8">
          <Figures items={college.figures} />
        </div>
        <div className="grid gap-x-12 lg:grid-cols-2">
          <Section id="about" title={t("college.about")}>
            <Paragraphs items={college.about} />
          </Section>
          <div>
            <Section id="vision" title={t("college.vision")}>
              <p>
                <BidiText>{college.vision}</BidiText>
              </p>
            </Section>
            <Section id="mission" title={t("college.mission")}>
              <p>
                <BidiText>{college.mission}</BidiText>
              </p>
            </Section>
          </div>
        </div>
        <Section id="dean" title={t("college.deanMessage", { gender: college.dean.gender })} className="rounded-card">
          <div className="grid gap-6 rounded-card border border-line bg-white p-6 md:grid-cols-[10rem_minmax(0,1fr)]">
            <ImageSlot image={college.image} label={college.dean.name} className="aspect-square w-32 md:w-40" />
            <div>
              <blockquote>
                <Paragraphs items={college.dean.message} />
              </blockquote>
              <p className="mt-4">
                <span className="font-bold text-brand-900">{college.dean.name}</span>
                <span className="block text-sm text-muted">{college.dean.title}</span>
              </p>
            </div>
          </div>
        </Section>
        {programs.length > 0 && (
          <Section id="programs" title={t("college.programs")} renderWhenNear>
            <ProgramCards programs={programs} />
          </Section>
        )}
      </Kept>
      {degree && (
        <Kept id={COLLEGE_DEGREE_ID} className="border-y border-line bg-white">
          <div className="container-page pt-8">
            <p className="text-sm font-semibold text-accent-600">{degree.degreeName}</p>
            <h2 className="text-2xl font-bold text-brand-900">{degree.name}</h2>
            {degree.nameEn !== degree.name && (
              <p className="text-sm text-muted">
                <bdi lang="en">{degree.nameEn}</bdi>
              </p>
            )}
            <p className="mt-3 max-w-3xl">
              <BidiText>{degree.summary}</BidiText>
            </p>
          </div>
          <ProgramSheet sheet={degree} belowFirstScreen />
        </Kept>
      )}
      <Kept className="container-page">
        <Section id="facilities" title={t("college.facilities")} renderWhenNear>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {college.facilities.map((f) => (
              <li key={f.name} className="rounded-card border border-line bg-white p-5">
                <h3 className="font-bold text-brand-900">{f.name}</h3>
                <p className="mt-2 text-sm leading-7">
                  <BidiText>{f.description}</BidiText>
                </p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="contact" title={t("college.contact")} renderWhenNear>
          <dl className="grid gap-4 sm:grid-cols-3">
            <div>
              <dt className="text-sm text-muted">{t("college.location")}</dt>
              <dd className="font-semibold">{college.contact.location}</dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("college.phone")}</dt>
              <dd className="font-semibold">
                <PhoneLink number={college.contact.phone} />
              </dd>
            </div>
            <div>
              <dt className="text-sm text-muted">{t("college.email")}</dt>
              <dd className="font-semibold">
                <EmailLink address={college.contact.email} />
              </dd>
            </div>
          </dl>
        </Section>
      </Kept>
    </>
  );
}
