/**
 * `content/degrees.yaml`: the degrees the university awards, a registry the rest of the content
 * points into (a program names its degree by its code).
 */
import { z } from "zod";
import { slug, text, updated } from "./shared.ts";

/** One type of degree the university awards. */
export const degreeSchema = z
  .strictObject({
    code: slug.meta({
      title: "الرمز",
      description:
        "رمز ثابت للدرجة العلمية بأحرف لاتينية صغيرة وأرقام وشرطات، مثل bachelor، لا تحمله درجة أخرى. به تشير البرامج إلى درجتها العلمية، فلا تغيّره بعد استعماله.",
    }),
    updated: updated.meta({
      title: "تاريخ آخر تعديل",
      description:
        "يوم آخر تعديل على هذه الدرجة العلمية: اختر تاريخ اليوم مع كل تعديل عليها. أحدث تواريخ الدرجات هو تاريخ الصفحات التي تعرضها في خريطة الموقع، ولا يقبل الفحص يومًا لم يأتِ بعد.",
    }),
    name: text.meta({
      title: "الاسم",
      description: "اسم الدرجة العلمية بالعربية كما يظهر في صفحات البرامج، مثل «بكالوريوس» أو «دبلوم متوسط».",
    }),
    level: z.enum(["undergraduate", "graduate", "diploma"]).meta({
      title: "المرحلة",
      description:
        "اختر المرحلة التي تُجمع تحتها برامج هذه الدرجة العلمية: «المرحلة الجامعية الأولى» للبكالوريوس ودكتور صيدلة ودكتور في جراحة الفم والأسنان، و«الدراسات العليا» للماجستير والدبلوم العالي، و«الدبلوم المتوسط». منها يُعرف الحد الأدنى العام للوزارة الذي لا ينزل عنه الحد الأدنى للمعدل في برامجها.",
      labels: { undergraduate: "المرحلة الجامعية الأولى", graduate: "الدراسات العليا", diploma: "الدبلوم المتوسط" },
    }),
  })
  .meta({ title: "درجة علمية", summary: "{{fields.name}}" });

/** `content/degrees.yaml`: the degrees the university awards, as a named list. */
export const degreesFileSchema = z.strictObject({
  degrees: z.array(degreeSchema).min(1).meta({
    title: "الدرجات العلمية",
    description: "أنواع الدرجات العلمية التي تمنحها الجامعة، لكل درجة رمزها واسمها ومرحلتها.",
  }),
});

export type Degree = z.infer<typeof degreeSchema>;
