import { useState } from "react";
import { useHydrated } from "#app/lib/useHydrated.ts";

/**
 * Copies a text to the clipboard. Rendered only once scripts run (copying needs them);
 * without JavaScript the text itself stays selectable beside it.
 */
export function CopyButton({ text, label, copiedLabel }: { text: string; label: string; copiedLabel: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className="rounded-md border border-brand-200 bg-white px-3 py-1 font-semibold text-brand-800 hover:bg-brand-100"
      onClick={async () => {
        try {
          await navigator.clipboard.writeText(text);
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        } catch {
          setCopied(false);
        }
      }}
    >
      <span aria-live="polite">{copied ? copiedLabel : label}</span>
    </button>
  );
}
