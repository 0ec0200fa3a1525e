/** `content/faq.yaml`: the help page's questions, in groups. */
import { z } from "zod";
import { paragraphs, slug, text, updated } from "./shared.ts";
import { PAGE_LABELS, sitePage } from "./site-page.ts";

/** A group of help questions. */
export const faqGroupSchema = z
  .strictObject({
    slug: slug.meta({
      title: "المعرّف",
      description:
        "معرّف المجموعة في رابط صفحة المساعدة، يقود الزائر إلى مكانها في الصفحة: أحرف لاتينية صغيرة وأرقام وشرطات، مثل admission.",
    }),
    updated: updated.meta({
      title: "تاريخ آخر تعديل",
      description:
        "يوم آخر تعديل على هذه المجموعة أو على أي سؤال فيها: اختر تاريخ اليوم مع كل تعديل. أحدث تواريخ المجموعات هو تاريخ صفحة المساعدة في خريطة الموقع، ولا يقبل الفحص يومًا لم يأتِ بعد.",
    }),
    title: text.meta({
      title: "العنوان",
      description: "عنوان المجموعة كما يظهر في صفحة المساعدة، مثل «القبول».",
    }),
    questions: z
      .array(
        z
          .strictObject({
            slug: slug.meta({
              title: "المعرّف",
              description:
                "معرّف السؤال في رابطه الخاص الذي يقود إليه في صفحة المساعدة، لا يحمله سؤال آخر: أحرف لاتينية صغيرة وأرقام وشرطات، مثل how-to-apply. يشارك الزوار هذا الرابط، فلا تغيّره بعد نشره.",
            }),
            question: text.meta({
              title: "السؤال",
              description: "السؤال كما يطرحه الطالب، مثل «كيف أقدّم طلب الالتحاق بالجامعة؟».",
            }),
            answer: paragraphs().meta({
              title: "الجواب",
              description:
                "الجواب في فقرة أو أكثر، فقرة في كل بند. المواعيد والمنح فيه يجب أن تطابق «القبول ومواعيده» (يرفض الفحص جملة تسمّي منحة بخصم أو حدّ أدنى غير ما في «المنح والخصومات»، أو تمنحها للطالب المنتقل)، وبريد الدوائر وهواتفها وأسماء الخدمات يجب أن تطابق «الجامعة».",
            }),
            /** Pages where the answer is told in full: linked under it, in the page's language. */
            pages: z.array(sitePage).min(1, "اختر صفحة واحدة على الأقل، أو احذف الحقل").optional().meta({
              title: "اقرأ أيضًا",
              labels: PAGE_LABELS,
              description:
                "اختياري: صفحات من الموقع فيها تفصيل الجواب، تظهر روابطها تحته بعناوينها، مثل صفحة «المتقدّمون من الخارج» لسؤال عن معادلة شهادة من الخارج.",
            }),
          })
          .meta({ title: "سؤال", summary: "{{fields.question}}" }),
      )
      .min(1)
      .meta({
        title: "الأسئلة",
        description: "أسئلة المجموعة بترتيب ظهورها، سؤال واحد على الأقل.",
      }),
  })
  .meta({ title: "مجموعة أسئلة", summary: "{{fields.title}}" });

/** `content/faq.yaml`: the help page's questions, in groups. */
export const faqFileSchema = z.strictObject({
  groups: z.array(faqGroupSchema).min(1).meta({
    title: "مجموعات الأسئلة",
    description: "الأسئلة الشائعة في صفحة المساعدة، في مجموعات تظهر كل منها تحت عنوانها.",
  }),
});

export type FaqGroup = z.infer<typeof faqGroupSchema>;
