import { useEffect, useState } from "react";
import { serverNow } from "#app/lib/server-clock.ts";
import { useT } from "#app/i18n/messages.ts";

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * Time left until `at`, by the server's clock, each second; calls `onReached` when it is there.
 * A timer role: screen readers read it when asked, not every second.
 */
export function Countdown({ at, onReached }: { at: number; onReached: () => void }) {
  const t = useT();
  const [now, setNow] = useState(() => serverNow() ?? Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(serverNow() ?? Date.now()), 1000);
    return () => clearInterval(id);
  }, []);
  const left = Math.max(0, at - now);
  useEffect(() => {
    if (left === 0) onReached();
  }, [left, onReached]);
  const s = Math.floor(left / 1000);
  const days = Math.floor(s / 86400);
  const time = `${pad(Math.floor((s % 86400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return (
    <p role="timer" className="text-lg font-semibold text-brand-900">
      {days > 0
        ? t("results.lookup.countdownDays", { days: t("count.days", { count: days }), time })
        : t("results.lookup.countdown", { time })}
    </p>
  );
}
