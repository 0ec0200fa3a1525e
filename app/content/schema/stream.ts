/**
 * `content/streams.yaml`: the Tawjihi streams, a registry the rest of the content points into
 * (programs' minimums and last cutoffs name a stream by its code, and the results tables read it).
 */
import { z } from "zod";
import { slug, text, updated } from "./shared.ts";

/** One Tawjihi (Palestinian general secondary certificate) stream. */
export const streamSchema = z
  .strictObject({
    code: slug.meta({
      title: "الرمز",
      description:
        "رمز ثابت للفرع بأحرف لاتينية صغيرة وأرقام وشرطات، مثل scientific، لا يحمله فرع آخر. به تشير البرامج إلى الفرع في حدودها الدنيا، وبه تُقرأ جداول النتائج، فلا تغيّره بعد استعماله.",
    }),
    updated: updated.meta({
      title: "تاريخ آخر تعديل",
      description:
        "يوم آخر تعديل على هذا الفرع: اختر تاريخ اليوم مع كل تعديل عليه. أحدث تواريخ الفروع هو تاريخ الصفحات التي تعرضها في خريطة الموقع، ولا يقبل الفحص يومًا لم يأتِ بعد.",
    }),
    name: text.meta({
      title: "الاسم",
      description: "اسم الفرع بالعربية كما يُطبع على شهادة الثانوية العامة (التوجيهي)، مثل «العلمي».",
    }),
    inText: text.meta({
      title: "الاسم داخل الجملة",
      description:
        "اسم الفرع كما يُكتب داخل الجملة بعد «في» أو «برامج»، مثل «الفرع العلمي»؛ أما الاسم المركّب فيأخذ «فرع» بلا أداة التعريف: «فرع الريادة والأعمال».",
    }),
    aliases: z
      .array(
        z
          .strictObject({
            code: slug.meta({
              title: "الرمز السابق",
              description:
                "رمز الفرع كما كان قبل تغيير اسمه، بأحرف لاتينية صغيرة وأرقام وشرطات، مثل commercial؛ لا يحمله فرع آخر اليوم ولا اسم سابق آخر. الرابط القديم الذي فيه هذا الرمز يفتح جواب هذا الفرع.",
            }),
            name: text.meta({
              title: "الاسم السابق",
              description:
                "اسم الفرع كما طُبع على الشهادات القديمة، مثل «التجاري»؛ تذكره أداة البرامج المتاحة حين يُطلب جوابها بالرمز السابق.",
            }),
          })
          .meta({ title: "اسم سابق", summary: "{{fields.name}}" }),
      )
      .optional()
      .meta({
        title: "الأسماء السابقة",
        description:
          "اختياري: الأسماء التي حملها هذا الفرع على شهادات الأعوام السابقة ورموزها، مثل «التجاري» لفرع الريادة والأعمال؛ يُقرأ الرمز السابق في روابط أداة البرامج المتاحة ودليل البرامج على أنه هذا الفرع، وتقول الأداة ذلك.",
      }),
  })
  .meta({ title: "فرع", summary: "{{fields.name}}" });

/** `content/streams.yaml`: the Tawjihi streams, as a named list. */
export const streamsFileSchema = z.strictObject({
  streams: z.array(streamSchema).min(1).meta({
    title: "فروع التوجيهي",
    description:
      "فروع شهادة الدراسة الثانوية العامة (التوجيهي) الفلسطينية، لكل فرع رمزه الثابت واسمه المطبوع على الشهادة واسمه داخل الجملة.",
  }),
});

export type Stream = z.infer<typeof streamSchema>;
