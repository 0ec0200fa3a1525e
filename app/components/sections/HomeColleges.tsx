import { AppLink } from "#app/components/ui/AppLink.tsx";
import { RENDER_WHEN_NEAR } from "#app/components/ui/render-when-near.ts";
import { useT } from "#app/i18n/messages.ts";
import { HomeHeading } from "./HomeHeading.tsx";
import { Kept } from "#app/components/ui/Kept.tsx";

/**
 * Every college as a card: its name (the card's link) and its summary. It comes after the news,
 * below the first screen at every width (about two screens down on a phone), so its layout waits
 * until it comes near: on a phone it was a third of the home page's first layout (issue 33).
 */
export function HomeColleges({ colleges }: { colleges: { href: string; name: string; summary: string }[] }) {
  const t = useT();
  return (
    <Kept
      as="section"
      data-reveal
      aria-labelledby="colleges-title"
      className={`${RENDER_WHEN_NEAR} container-page py-14`}
    >
      <HomeHeading id="colleges-title">{t("home.colleges")}</HomeHeading>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {colleges.map((c) => (
          <li
            key={c.href}
            className="relative rounded-card border border-line bg-white p-5 hover:border-brand-200 hover:shadow-md"
          >
            <h3 className="text-lg font-bold">
              <AppLink
                to={c.href}
                preload="viewport"
                className="text-brand-900 no-underline after:absolute after:inset-0"
              >
                {c.name}
              </AppLink>
            </h3>
            <p className="mt-2 line-clamp-3 text-sm leading-7 text-muted">{c.summary}</p>
          </li>
        ))}
      </ul>
    </Kept>
  );
}
