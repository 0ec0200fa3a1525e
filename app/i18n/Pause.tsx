import { useT } from "./messages.ts";

/**
 * The pause a screen reader makes between two parts of one name that the eye sees as separate
 * boxes (a course's name and its code, a year and its hours): the language's comma, for the ear
 * only (issue 56: «أساسيات التمريضNUR201» ran the two together).
 */
export function Pause() {
  const t = useT();
  return <span className="sr-only">{t("shell.pause")}</span>;
}
