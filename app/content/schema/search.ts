/**
 * `content/search.yaml`: the words a visitor types that the site's text does not use, each with
 * the site's own words that search should look for instead (decision 014): «فيزا» for «دخول» and
 * «إقامة», "dorm" for "housing". One list per language; the English list serves the English
 * search, the Arabic list the Arabic one (and a Latin word typed on an Arabic page).
 */
import { z } from "zod";
import { PAGE_LABELS, sitePage } from "./site-page.ts";
import { updated } from "./shared.ts";

/** One word of Arabic letters, as search reads it (no spaces, digits or punctuation). */
const arabicWord = z
  .string()
  .trim()
  .regex(/^[\u0621-\u0652\u0670-\u06D3]{2,}$/, "اكتب كلمة عربية واحدة بلا مسافات ولا أرقام ولا علامات، مثل إقامة")
  .meta({ title: "كلمة" });
/** One word of Latin letters, as search reads it (no spaces, digits or punctuation). */
const latinWord = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,}$/, "اكتب كلمة إنجليزية واحدة بأحرف لاتينية، بلا مسافات ولا أرقام ولا علامات، مثل «housing»")
  .meta({ title: "كلمة" });

/** An entry: what a visitor types, and what search looks for in its place or the pages it leads to. */
const synonymEntry = (word: z.ZodString, language: string, asked: string, found: string) =>
  z
    .strictObject({
      /** The visitor's words: any of them, typed as a query word, also finds `found`. */
      asked: z
        .array(word)
        .min(1, "اكتب كلمة واحدة على الأقل")
        .meta({
          title: "ما يكتبه الزائر",
          description: `كلمات ${language} يكتبها المتقدّم ولا ترد في نصوص الموقع، أو ترد بغير معناها، كلمة في كل بند، مثل ${asked}.`,
        }),
      /** The site's words, as its text writes them: search looks for any of them besides what was typed. */
      found: z
        .array(word)
        .min(1, "اكتب كلمة واحدة على الأقل")
        .optional()
        .meta({
          title: "ما يبحث عنه الموقع",
          description: `كلمات ${language} كما ترد في نصوص الموقع، كلمة في كل بند، مثل ${found}: يجد البحث ما فيه إحداها، ويرتّبه بعد ما فيه الكلمة المكتوبة نفسها.`,
        }),
      /**
       * Pages the visitor's words lead to: each is found by them as by its title, before any
       * program, course or question that merely mentions them.
       */
      pages: z.array(sitePage).min(1, "اختر صفحة واحدة على الأقل").optional().meta({
        title: "الصفحات التي تقود إليها هذه الكلمات",
        labels: PAGE_LABELS,
        description:
          "اختياري: صفحات يعرضها البحث أولًا لمن يكتب هذه الكلمات، كأنّ الكلمات في عناوينها، مثل صفحة نتائج الثانوية العامة لمن يكتب «رقم الجلوس» أو «نتيجتي».",
      }),
    })
    .refine((e) => e.found !== undefined || e.pages !== undefined, {
      message: "اكتب ما يبحث عنه الموقع، أو اختر صفحة تقود إليها هذه الكلمات",
    })
    .meta({ title: "مرادف", summary: "يكتب الزائر {{fields.asked}} فيجد {{fields.found}} {{fields.pages}}" });

export const searchFileSchema = z.strictObject({
  /** The day this file was last changed (`YYYY-MM-DD`). */
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description: "يوم آخر تعديل على كلمات البحث: يضعه الحفظ تاريخَ اليوم من تلقاء نفسه، فلا حاجة إلى تغييره.",
  }),
  /** Arabic words a visitor types, each with the site's Arabic words. */
  arabic: z.array(synonymEntry(arabicWord, "عربية", "«فيزا» و«تأشيرة»", "«دخول» و«إقامة»")).meta({
    title: "كلمات البحث العربية",
    description:
      "ما يكتبه المتقدّم في البحث بالعربية ولا تستعمله نصوص الموقع، وما يبحث عنه الموقع مكانه. يُترك قسم «النسخة الإنجليزية» في كل بند فارغًا: للإنجليزية قائمتها أدناه.",
  }),
  /** English words a visitor types, each with the site's English words. */
  english: z.array(synonymEntry(latinWord, "إنجليزية", "«dorm» و«dormitory»", "«housing»")).meta({
    title: "كلمات البحث الإنجليزية",
    description:
      "ما يكتبه المتقدّم في البحث في النسخة الإنجليزية ولا تستعمله نصوصها، مثل «dorm» مكان «housing»، وما يبحث عنه الموقع مكانه. الأخطاء الإملائية لا تحتاج إلى بند: البحث يتسامح معها.",
  }),
});

export type SearchFile = z.infer<typeof searchFileSchema>;
export type SearchSynonym = SearchFile["english"][number];
