/**
 * The admission page (/admission-keys) around the finder: the average's hint with the other
 * certificates' scales, the minimums table's caption, the ministry's floors, the scholarships.
 */
import * as admissionKeysRoute from "#app/routes/admission-keys.tsx";
import type { BlockContext } from "./context.ts";
import { pick } from "./markup.ts";

export async function admissionPageBlocks({ add, renderRoute }: BlockContext): Promise<void> {
  const html = await renderRoute(admissionKeysRoute, "/admission-keys");
  const group = "صفحة مفاتيح القبول";
  add(
    group,
    "تلميح المعدل وسلالم الشهادات الأخرى",
    "/admission-keys",
    pick(html, /<p id="average-hint"[\s\S]*?<\/details>/, "scales"),
    true,
  );
  add(group, "جدول المعدلات الدنيا: عنوانه", "/admission-keys", pick(html, /<caption[\s\S]*?<\/caption>/, "caption"));
  add(
    group,
    "الحدود الدنيا للوزارة",
    "/admission-keys",
    pick(html, /<section[^>]*id="improve"[\s\S]*?<\/p>/, "improve").replace(/^<section[^>]*>/, ""),
  );
  add(
    group,
    "المنح حسب المعدل",
    "/admission-keys",
    pick(html, /<section[^>]*id="scholarships"[\s\S]*?<\/ul>/, "scholarships").replace(/^<section[^>]*>/, ""),
  );
}
