/** Publications, `content/publications/{slug}.yaml`: one file per publication. */
import { z } from "zod";
import { fileUpdated, prose, slug, text } from "./shared.ts";

/** `content/publications/{slug}.yaml`: one file per publication. */
export const publicationSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "معرّف ثابت للمنشور بأحرف لاتينية صغيرة وأرقام وشرطات، مثل pub-2019-database-systems-book، لا يحمله منشور آخر؛ منه رابط المنشور في صفحة المنشورات، فلا تغيّره بعد إنشائه.",
  }),
  updated: fileUpdated("هذا المنشور", "تاريخ الصفحات التي تعرضه"),
  title: text.meta({
    title: "العنوان",
    description: "عنوان المنشور كما نُشر، بالعربية أو بالإنجليزية.",
  }),
  authors: z
    .array(text.meta({ title: "مؤلف" }))
    .min(1)
    .meta({
      title: "المؤلفون",
      description:
        "المؤلفون بترتيبهم في المنشور، مؤلف في كل بند مع لقبه، مثل «أ. د. فؤاد الكيلاني». الأسماء في المحتوى التجريبي متخيَّلة.",
    }),
  college: slug.meta({
    ref: "college",
    title: "الكلية",
    description: "اختر الكلية التي ينتمي إليها المنشور من «الكليات».",
  }),
  year: z.number().int().min(1990).max(2100).meta({
    title: "سنة النشر",
    description: "سنة النشر بأربعة أرقام، مثل 2019.",
  }),
  type: z.enum(["article", "conference", "book", "report"]).meta({
    title: "نوع المنشور",
    description: "اختر نوع المنشور: «مقالة في مجلة علمية» محكّمة، أو «ورقة في مؤتمر»، أو «كتاب»، أو «تقرير».",
    labels: { article: "مقالة في مجلة علمية", conference: "ورقة في مؤتمر", book: "كتاب", report: "تقرير" },
  }),
  venue: text.meta({
    title: "جهة النشر",
    description:
      "المجلة أو المؤتمر أو دار النشر أو الجهة المصدِرة، مثل «منشورات الجامعة، رام الله». في المحتوى التجريبي كلها متخيَّلة، ولا يشير أي منشور إلى بحث حقيقي.",
  }),
  abstract: prose.meta({
    title: "الملخص",
    description: "ملخص المنشور في فقرة واحدة؛ يظهر في صفحة المنشورات ويُبحث فيه.",
  }),
});

export type Publication = z.infer<typeof publicationSchema>;
