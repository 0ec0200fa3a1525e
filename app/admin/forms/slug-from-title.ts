/**
 * A new entry's slug (the last part of its page's address and its file's name), made from what the
 * officer has already written: the English name when the entry has one, else the Arabic title
 * spelled in Latin letters. Latin lowercase, digits and hyphens, as the content's slug rule asks.
 */
import slugify from "slugify";

/** The fields a slug is made from, in order of preference. */
export const SLUG_SOURCES = ["nameEn", "title", "name"] as const;

export function slugFromTitle(data: Record<string, unknown>): string {
  const source = SLUG_SOURCES.map((key) => data[key]).find(
    (v): v is string => typeof v === "string" && v.trim() !== "",
  );
  if (!source) return "";
  return slugify(source, { lower: true, strict: true, trim: true })
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
}
