import { useEffect, useRef, useState } from "react";
import { AppLink } from "#app/components/ui/AppLink.tsx";
import { useLocalPath } from "#app/i18n/useLocale.ts";
import { useT } from "#app/i18n/messages.ts";
import { serverNow, syncServerClock, useServerNow } from "#app/lib/server-clock.ts";
import { inOwnTask } from "#app/lib/later.ts";
import type { NoticeView } from "#app/features/notices/banner.ts";
import { isCurrent } from "#app/features/notices/schedule.ts";
import { useRenderAtNextChange } from "#app/features/notices/ui/useRenderAtNextChange.ts";
import { NOTICE_ATTRIBUTE, NOTICE_STATE_ATTRIBUTE } from "#app/features/notices/stylesheet.ts";
import { BidiText } from "#app/components/ui/BidiText.tsx";

/** The notices this browser has announced in this visit (session storage), so none is said twice. */
const ANNOUNCED_KEY = "al-ofoq:notices-announced";

function announced(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(ANNOUNCED_KEY) ?? "[]") as string[]);
  } catch {
    return new Set();
  }
}

function rememberAnnounced(id: string): void {
  try {
    sessionStorage.setItem(ANNOUNCED_KEY, JSON.stringify([...announced(), id]));
  } catch {
    // Storage refused (a private window): the notice may be announced again on another page.
  }
}

/** The colours of each level: white on dark red, dark on amber, white on the brand's dark green. */
const LEVEL_STYLE: Record<NoticeView["level"], { box: string; badge: string; link: string }> = {
  urgent: {
    box: "bg-red-800 text-white",
    badge: "bg-white text-red-800",
    link: "text-white focus-visible:outline-white",
  },
  warning: { box: "bg-accent-400 text-brand-900", badge: "bg-brand-900 text-accent-300", link: "text-brand-900" },
  info: {
    box: "bg-brand-800 text-white",
    badge: "bg-white text-brand-800",
    link: "text-white focus-visible:outline-white",
  },
};

/** A triangle with an exclamation mark (urgent, warning), or a circled "i" (info). */
function NoticeIcon({ level }: { level: NoticeView["level"] }) {
  return (
    <svg viewBox="0 0 24 24" className="mt-1 size-6 shrink-0" aria-hidden="true" focusable="false">
      {level === "info" ? (
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18Zm0 7v6m0-9.5v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M12 3 2 20h20L12 3Zm0 6v5m0 3v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/**
 * The urgent notices at the top of every page (decision 017). Each is a region named as its
 * heading reads («تنبيه عاجل: …»), read where it stands (first after the skip link) and listed among the landmarks; none is
 * a live region, so no page load or navigation announces it again.
 *
 * Which show is decided before the first paint by the server's stylesheet (`/_notices/…css`),
 * with or without JavaScript. Once the app knows the server's time it decides itself, by the
 * server's clock (never the phone's), and follows each start and end as it comes: a notice that
 * ends while the page is open goes, one that starts appears and is announced, once per visit.
 */
export function Notices({ items }: { items: NoticeView[] }) {
  const t = useT();
  const localPath = useLocalPath();
  const known = useServerNow();
  const ref = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState("");
  /** What the first paint showed (the stylesheet's decision), before the app decided anything. */
  const painted = useRef<Set<string>>(undefined);
  const now = known ? (serverNow() ?? known.getTime()) : undefined;

  useEffect(() => {
    painted.current = new Set(
      [...(ref.current?.querySelectorAll<HTMLElement>(`[${NOTICE_ATTRIBUTE}]`) ?? [])]
        .filter((el) => getComputedStyle(el).display !== "none")
        .map((el) => el.getAttribute(NOTICE_ATTRIBUTE) ?? ""),
    );
    return inOwnTask(() => void syncServerClock());
  }, []);

  // Render again at the next start or end: the server clock's own tick is every 30 s.
  useRenderAtNextChange(items, now);

  // A notice that starts while the page is open: said once, politely, and remembered for the visit.
  useEffect(() => {
    if (now === undefined || !painted.current) return;
    const said = announced();
    const fresh = items.find((n) => isCurrent(n, now) && !painted.current!.has(n.id) && !said.has(n.id));
    if (!fresh) return;
    rememberAnnounced(fresh.id);
    setAnnouncement(
      t("notice.announce", { level: t("notice.level", { level: fresh.level }), title: fresh.title, text: fresh.text }),
    );
  }, [items, now, t]);

  return (
    <div ref={ref}>
      {items.map((n) => {
        const style = LEVEL_STYLE[n.level];
        const state = now === undefined ? undefined : isCurrent(n, now) ? "shown" : "hidden";
        return (
          <section
            key={n.id}
            className={`notice ${style.box}`}
            {...{ [NOTICE_ATTRIBUTE]: n.id, [NOTICE_STATE_ATTRIBUTE]: state }}
            // A notice of a day or two: search engines leave it out of their snippets.
            data-nosnippet=""
            // The landmark's name, as the heading reads: «تنبيه عاجل: …» (a name from the heading's
            // elements would put a space before the colon).
            aria-label={t("notice.name", { level: t("notice.level", { level: n.level }), title: n.title })}
          >
            <div className="container-page flex items-start gap-3 py-3">
              <NoticeIcon level={n.level} />
              <div className="min-w-0">
                <h2 className="text-lg font-bold leading-8">
                  <span className={`me-2 inline-block rounded px-2 text-sm leading-6 ${style.badge}`}>
                    {t("notice.level", { level: n.level })}
                  </span>{" "}
                  {n.title}
                </h2>
                <p className="leading-7">
                  {n.text}
                  {n.link && (
                    <>
                      {" "}
                      {n.link.href.startsWith("/") ? (
                        <AppLink to={n.link.href} className={`font-semibold ${style.link}`}>
                          {n.link.label}
                        </AppLink>
                      ) : (
                        <a href={localPath(n.link.href)} rel="noopener" className={`font-semibold ${style.link}`}>
                          {n.link.label}
                        </a>
                      )}
                    </>
                  )}
                </p>
              </div>
            </div>
          </section>
        );
      })}
      <p className="sr-only" role="status" aria-live="polite" aria-atomic="true">
        <BidiText>{announcement}</BidiText>
      </p>
    </div>
  );
}
