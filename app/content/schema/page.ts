/** Markdown pages, `content/pages/*.md`: the front matter above their text. */
import { z } from "zod";
import { fileUpdated, imageSchema, prose, text } from "./shared.ts";

/** Front matter of a Markdown page (`content/pages/*.md`). */
export const proseFrontMatterSchema = z.strictObject({
  title: text.meta({
    title: "عنوان الصفحة",
    description: "عنوان الصفحة كما تُعرف به، مثل «سياسة الخصوصية» أو «كلمة رئيس الجامعة».",
  }),
  description: prose.meta({
    title: "الوصف",
    description: "جملة واحدة تصف الصفحة: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
  }),
  updated: fileUpdated("هذه الصفحة", "تاريخها"),
  author: text.optional().meta({
    title: "الكاتب",
    description: "اختياري: كاتب النص مع لقبه العلمي، مثل «أ. د. منذر الحاج» في كلمة رئيس الجامعة.",
  }),
  authorTitle: text.optional().meta({
    title: "صفة الكاتب",
    description: "اختياري: صفة الكاتب، مثل «رئيس الجامعة».",
  }),
  excerpt: prose.optional().meta({
    title: "مقتطف",
    description:
      "اختياري: جملة قصيرة من النص تظهر في مكان آخر من الموقع، مثل مقتطف كلمة رئيس الجامعة في الصفحة الرئيسية.",
  }),
  image: imageSchema.optional().meta({
    title: "الصورة",
    description:
      "اختياري: صورة تظهر بجانب النص، مثل صورة الرئيس في كلمته (مكانها ووصفها وعرضها وارتفاعها)، تُضاف حين تتوفر صورة حقيقية.",
  }),
});

export type ProseFrontMatter = z.infer<typeof proseFrontMatterSchema>;
