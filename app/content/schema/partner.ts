/** Partners, `content/partners/{slug}.yaml`: one file per partner. */
import { z } from "zod";
import { fileUpdated, prose, slug, text } from "./shared.ts";

/** `content/partners/{slug}.yaml`: one file per partner. */
export const partnerSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "معرّف ثابت للشريك بأحرف لاتينية صغيرة وأرقام وشرطات، مثل al-ard-development-bank، لا يحمله شريك آخر؛ لا تغيّره بعد إنشاء الشريك.",
  }),
  updated: fileUpdated("هذا الشريك", "تاريخ الصفحات التي تعرضه"),
  name: text.meta({
    title: "اسم الشريك",
    description:
      "اسم المؤسسة الشريكة. الأسماء في المحتوى التجريبي متخيَّلة أو عامة لا تشير إلى مؤسسة حقيقية، ولا تُنسب شراكة إلى جهة حقيقية باسمها.",
  }),
  type: z.enum(["academic", "industry", "health", "international"]).meta({
    title: "نوع الشراكة",
    description:
      "اختر نوع الشراكة: «أكاديمية» مع الجامعات والمعاهد، أو «صناعية ومهنية» مع القطاع الخاص، أو «صحية» مع المستشفيات والمراكز الصحية، أو «دولية».",
    labels: { academic: "أكاديمية", industry: "صناعية ومهنية", health: "صحية", international: "دولية" },
  }),
  country: text.meta({
    title: "البلد",
    description: "بلد الشريك بالعربية، مثل «فلسطين».",
  }),
  since: z.number().int().min(1990).max(2100).meta({
    title: "سنة بدء الشراكة",
    description: "السنة التي بدأت فيها الشراكة بأربعة أرقام، مثل 2019؛ وبها تُرتَّب الشراكات من الأقدم.",
  }),
  description: prose.meta({
    title: "الوصف",
    description: "موضوع الشراكة وما يعمل فيه الطرفان معًا، في جملة أو جملتين.",
  }),
  benefits: prose.meta({
    title: "ما تقدّمه للطلبة",
    description: "ما تقدّمه الشراكة للطلبة، من تدريب أو تبادل أو منح أو مشاريع مشتركة.",
  }),
});

export type Partner = z.infer<typeof partnerSchema>;
