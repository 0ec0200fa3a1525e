/**
 * Colleges, `content/colleges/{slug}.yaml`: a college, its dean, facilities, key figures and
 * contact, and, for a college that teaches one degree without program pages, that degree's program
 * sheet (from program.ts).
 */
import { z } from "zod";
import { email, figureSchema, fileUpdated, imageSchema, paragraphs, phone, prose, slug, text } from "./shared.ts";
import { programSheetSchema } from "./program.ts";

/** A facility or lab of a college. */
export const facilitySchema = z
  .strictObject({
    name: text.meta({
      title: "الاسم",
      description: "اسم المرفق أو المختبر، مثل «مختبر الشبكات».",
    }),
    description: prose.meta({
      title: "الوصف",
      description: "جملة واحدة تقول ما يفعله الطلبة فيه.",
    }),
  })
  .meta({ title: "مرفق", summary: "{{fields.name}}" });

/** A college file: `content/colleges/{slug}.yaml`. */
export const collegeSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "آخر جزء من رابط صفحة الكلية: أحرف لاتينية صغيرة وأرقام وشرطات، مثل it، لا تحمله كلية أخرى. لا تغيّره بعد إنشاء الكلية، فبه تشير إليها برامجها وأخبارها.",
  }),
  updated: fileUpdated(
    "هذه الكلية",
    "تاريخ الصفحات التي تعرضها",
    "؛ وحين تحذف برنامجًا من برامجها احفظ الكلية كذلك، فحذف البرنامج لا يترك تاريخًا",
  ),
  name: text.meta({
    title: "الاسم",
    description: "اسم الكلية بالعربية كما يظهر في عنوان صفحتها وفي القوائم، مثل «كلية تكنولوجيا المعلومات».",
  }),
  nameEn: text.meta({
    title: "الاسم بالإنجليزية",
    description: "اسم الكلية بالإنجليزية، مثل Faculty of Information Technology.",
  }),
  kind: z.enum(["faculty", "graduate", "diplomas"]).meta({
    title: "نوع الكلية",
    description: "اختر «كلية تمنح درجاتها» لكلية البكالوريوس، أو «كلية الدراسات العليا»، أو «كلية الدبلومات المتوسطة».",
    labels: { faculty: "كلية تمنح درجاتها", graduate: "كلية الدراسات العليا", diplomas: "كلية الدبلومات المتوسطة" },
  }),
  order: z.number().int().meta({
    title: "الترتيب",
    description: "موضع الكلية في القوائم والشبكات، عددًا صحيحًا؛ تُرتَّب الكليات تصاعديًا، فالأصغر أولًا.",
  }),
  summary: prose.meta({
    title: "الملخص",
    description: "فقرة واحدة من جملتين أو ثلاث تعرّف بالكلية، تظهر في بطاقتها وفي القوائم وفي رأس صفحتها.",
  }),
  dean: z
    .strictObject({
      name: text.meta({
        title: "الاسم",
        description: "الاسم الكامل مع اللقب العلمي، مثل «أ. د. عماد الدويك».",
      }),
      title: text.meta({
        title: "الصفة",
        description: "«عميد الكلية» أو «عميدة الكلية».",
      }),
      gender: z.enum(["female", "male"]).meta({
        title: "الجنس",
        description: "اختر «أنثى» أو «ذكر»؛ ويتبعه عنوان الكلمة في صفحة الكلية: «كلمة العميدة» أو «كلمة العميد».",
        labels: { female: "أنثى", male: "ذكر" },
      }),
      message: paragraphs().meta({
        title: "الكلمة",
        description: "كلمة العميد بصيغة المتكلم، فقرتان أو ثلاث، فقرة في كل بند.",
      }),
    })
    .meta({
      title: "العميد",
      description: "عميد الكلية أو عميدتها، وكلمة منه تظهر في صفحة الكلية.",
    }),
  about: paragraphs().meta({
    title: "نبذة عن الكلية",
    description: "ثلاث فقرات، فقرة في كل بند: التأسيس والبرامج، ثم طريقة التعليم، ثم البحث وخدمة المجتمع.",
  }),
  vision: prose.meta({
    title: "الرؤية",
    description: "رؤية الكلية في جملة أو جملتين.",
  }),
  mission: prose.meta({
    title: "الرسالة",
    description: "رسالة الكلية في جملة أو جملتين: ما تفعله ولمن.",
  }),
  figures: z.array(figureSchema).min(3).max(6).meta({
    title: "الأرقام الرئيسية",
    description:
      "من 3 إلى 6 أرقام تظهر في صفحة الكلية، مثل أعداد الطلبة وأعضاء هيئة التدريس والمختبرات؛ تُكتب القيمة رقمًا، وتُضاف علامة بعد الرقم (+ أو %) عند الحاجة.",
  }),
  facilities: z.array(facilitySchema).min(2).meta({
    title: "المرافق والمختبرات",
    description: "مرفقان على الأقل، لكل منها اسم ووصف من جملة واحدة يقول ما يفعله الطلبة فيه.",
  }),
  contact: z
    .strictObject({
      email: email.meta({
        title: "البريد الإلكتروني",
        description: "بريد الكلية تحت النطاق «al-ofoq.example» وحده، مثل it@al-ofoq.example.",
      }),
      phone: phone.meta({
        title: "الهاتف",
        description: "هاتف الكلية بالأرقام الغربية والمسافات، مثل +970 2 000 1710.",
      }),
      location: text.meta({
        title: "الموقع",
        description: "المبنى والطابق في الحرم الجامعي، مثل «مبنى العلوم الإدارية والمالية، الطابق الثاني».",
      }),
    })
    .meta({
      title: "التواصل",
      description: "كيف يصل الزائر إلى الكلية: بريدها وهاتفها وموقعها في الحرم، كما تظهر في صفحتها.",
    }),
  degreeProgram: programSheetSchema.optional().meta({
    title: "الدرجة العلمية التي تطرحها الكلية",
    description:
      "اختياري، لكلية تطرح درجة علمية واحدة بلا صفحات برامج (مثل الحقوق وطب الأسنان): الدرجة كاملة بحقول البرنامج من «الاسم» إلى «منسّق البرنامج»، وتظهر في صفحة الكلية.",
  }),
  image: imageSchema.optional().meta({
    title: "الصورة",
    description:
      "اختياري: صورة تظهر بجانب كلمة العميد في صفحة الكلية (مكانها ووصفها وعرضها وارتفاعها)، تُضاف حين تتوفر صورة حقيقية؛ وإلى ذلك الحين يظهر بدلًا منها الحرف الأول من اسم العميد.",
  }),
});

export type College = z.infer<typeof collegeSchema>;
