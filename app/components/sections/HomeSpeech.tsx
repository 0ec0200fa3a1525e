import { AppLink } from "#app/components/ui/AppLink.tsx";
import { useT } from "#app/i18n/messages.ts";
import { pagePath } from "#app/lib/paths.ts";
import { Kept } from "#app/components/ui/Kept.tsx";

/** An excerpt of the president's speech, with a link to the whole of it. */
export function HomeSpeech({ speech }: { speech: { excerpt: string; author?: string; authorTitle?: string } }) {
  const t = useT();
  return (
    <Kept as="section" aria-labelledby="speech-title" className="rounded-card bg-brand-800 p-8 text-white">
      <h2 id="speech-title" className="text-2xl font-bold">
        {t("home.speech")}
      </h2>
      <blockquote className="mt-4 text-lg leading-9 text-brand-50">«{speech.excerpt}»</blockquote>
      <p className="mt-4 font-semibold">{speech.author}</p>
      <p className="text-sm text-brand-100">{speech.authorTitle}</p>
      <p className="mt-6">
        <AppLink to={pagePath("/president-speech")} className="font-semibold text-accent-300">
          {t("home.readSpeech")}
        </AppLink>
      </p>
    </Kept>
  );
}
