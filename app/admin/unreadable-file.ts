/**
 * A content file the CMS cannot read (its YAML broken by a hand edit, a Markdown file without the
 * site's front matter) is listed and opened with why, and is never saved over from its form.
 *
 * Decap, when a format cannot read a file, logs the error and opens the entry with no values: the
 * list shows «:» and the form is empty, so an officer who fills it in and saves writes only what
 * was typed over everything the file held (a notices file: every other notice). The formats
 * (markdown-format.ts, yaml-format.ts) give such a file this entry instead, and the save hook
 * refuses to write it (decision 040). The file itself is mended by hand; `npm run content:check`
 * names its line.
 */

/** The key that carries why a file was not read: no schema has a field of this name. */
export const UNREADABLE_KEY = "__unreadable";

/** What the lists and the form show in place of the entry's name or title. */
const LISTED_AS = "تعذّرت قراءة هذا الملف";

/**
 * The entry of a file that was not read: why, under UNREADABLE_KEY, and the same words under the
 * keys the lists name entries by (`title`, `name`: cms-words.ts's SUMMARY), so the list says it.
 */
export function unreadableEntry(reason: string): Record<string, unknown> {
  const listed = `${LISTED_AS}: ${reason}`;
  return { [UNREADABLE_KEY]: reason, title: listed, name: listed };
}

/** Why an entry's file was not read, if it was not. */
export function unreadableReason(data: Record<string, unknown>): string | undefined {
  const reason = data[UNREADABLE_KEY];
  return typeof reason === "string" ? reason : undefined;
}

/**
 * The save guard's notice when such an entry is saved: its heading, and the one line under it
 * (which the preview shows as the form opens).
 */
export const UNREADABLE_NOTICE = {
  heading: "لم يُحفظ شيء: لا يمكن حفظ هذا الملف من النموذج",
  where: "الملف",
  message: (reason: string) =>
    `تعذّرت قراءته (${reason})، فالنموذج لا يعرض ما فيه، ولو حُفظ من هنا لكُتب فوقه وضاع ما فيه. اطلب من مكتب الموقع الإلكتروني إصلاح الملف، ثم افتحه هنا من جديد.`,
  /** Decap's notification, after its «تعذّر حفظ العنصر: ». */
  refusal: "لا يمكن حفظ هذا الملف من النموذج؛ انظر الإطار الأحمر أعلى الصفحة.",
};
