/**
 * `content/site.yaml`: the university itself (its name, description, leads of the public pages,
 * key figures, address, phones, offices, opening hours, online services and social accounts).
 */
import { z } from "zod";
import { email, figureSchema, fileUpdated, phone, prose, slug, text, url } from "./shared.ts";

/** `content/site.yaml`: the university itself. The name lives here and nowhere else. */
export const siteSchema = z.strictObject({
  updated: fileUpdated("بيانات الجامعة", "تاريخ الصفحات التي تعرضها"),
  name: text.meta({
    title: "اسم الجامعة",
    description:
      "اسم الجامعة بالعربية، مثل «جامعة الأفق». هذا هو المكان الوحيد الذي يُكتب فيه الاسم، ومنه يأخذه الموقع كله.",
  }),
  nameEn: text.meta({
    title: "الاسم بالإنجليزية",
    description: "اسم الجامعة بالإنجليزية، مثل Al-Ofoq University.",
  }),
  description: prose.meta({
    title: "وصف الجامعة",
    description:
      "جملة أو جملتان تعرّفان بالجامعة: وصف الموقع في نتائج محركات البحث وفي معاينات الروابط، ويظهر كذلك في تذييل كل صفحة.",
  }),
  promise: prose.meta({
    title: "وعد الجامعة",
    description: "وعد الجامعة في عبارة قصيرة، وهو العنوان الرئيسي للصفحة الرئيسية، مثل «تعليمٌ يفتح لك الأفق».",
  }),
  lead: prose.meta({
    title: "المقدمة",
    description: "جملة أو جملتان تظهران تحت العنوان الرئيسي في الصفحة الرئيسية.",
  }),
  founded: z.number().int().min(1900).max(2100).meta({
    title: "سنة التأسيس",
    description: "سنة تأسيس الجامعة بأربعة أرقام، مثل 1998؛ تظهر في سطر حقوق النشر في تذييل كل صفحة.",
  }),
  sampleContent: z.boolean().default(false).meta({
    title: "محتوى تجريبي",
    description:
      "فعّله ما دام المحتوى محتوى تجريبيًا لجامعة متخيَّلة، فيظهر تنبيه بذلك في تذييل كل صفحة؛ وألغِ تفعيله (أو احذفه) حين تضع الجامعة محتواها الحقيقي.",
  }),
  leads: z
    .strictObject({
      programs: prose.meta({
        title: "دليل البرامج",
        description: "مقدمة صفحة «دليل البرامج»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      colleges: prose.meta({
        title: "الكليات والبرامج",
        description: "مقدمة صفحة «الكليات والبرامج»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      "admission-keys": prose.meta({
        title: "مفاتيح القبول",
        description: "مقدمة صفحة «مفاتيح القبول»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      "high-school-results": prose.meta({
        title: "نتائج الثانوية العامة",
        description: "مقدمة صفحة «نتائج الثانوية العامة»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      publications: prose.meta({
        title: "المنشورات العلمية",
        description: "مقدمة صفحة «المنشورات العلمية»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      partnerships: prose.meta({
        title: "الشراكات",
        description: "مقدمة صفحة «الشراكات»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      help: prose.meta({
        title: "المساعدة",
        description: "مقدمة صفحة «المساعدة»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
      "international-applicants": prose.meta({
        title: "المتقدّمون من الخارج",
        description:
          "مقدمة صفحة «المتقدّمون من الخارج»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث وفي البحث في الموقع.",
      }),
      "contact-us": prose.meta({
        title: "اتصل بنا",
        description: "مقدمة صفحة «اتصل بنا»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
    })
    .meta({
      title: "مقدمات الصفحات العامة",
      description: "مقدمة لكل صفحة عامة: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
    }),
  figures: z.array(figureSchema).min(2).max(4).meta({
    title: "الأرقام الرئيسية",
    description:
      "من 2 إلى 4 أرقام للصفحة الرئيسية، مثل أعداد الطلبة وأعضاء هيئة التدريس والخرّيجين. عدد الكليات والبرامج يُحسب تلقائيًا ويُعرض قبل هذه الأرقام، فلا يُكتب هنا.",
  }),
  address: prose.meta({
    title: "العنوان البريدي",
    description:
      "العنوان البريدي للحرم الرئيسي، مثل «شارع الجامعة، حي الأفق، رام الله، فلسطين»؛ يظهر في التذييل وفي صفحة «اتصل بنا».",
  }),
  mapUrl: url.meta({
    title: "رابط الخريطة",
    description:
      "رابط موقع الحرم على موقع خرائط، يبدأ بـ «https://»، مثل رابط من «OpenStreetMap»؛ يفتح الرابط موقع الخرائط نفسه، ولا تُعرض الخريطة داخل صفحات الموقع ولا يُحمَّل فيها شيء من موقع آخر.",
  }),
  phone: phone.meta({
    title: "الهاتف",
    description:
      "رقم المقسم الرئيسي بالأرقام الغربية والمسافات، مثل +970 2 000 1000؛ يظهر في التذييل وفي صفحة «اتصل بنا».",
  }),
  whatsapp: phone.meta({
    title: "واتساب",
    description: "رقم واتساب لأسئلة القبول، بالأرقام الغربية والمسافات، مثل +970 59 000 1000.",
  }),
  offices: z
    .array(
      z
        .strictObject({
          key: slug.meta({
            title: "الرمز",
            description:
              "رمز ثابت للدائرة بأحرف لاتينية صغيرة وأرقام وشرطات. اكتب «admission» لدائرة القبول، التي يسمّيها جواب أداة البرامج المتاحة لمن يسأل عن خياراته، واكتب «general» للاستعلامات العامة، التي يظهر بريدها في تذييل كل صفحة.",
          }),
          name: text.meta({
            title: "الاسم",
            description: "اسم الدائرة كما يعرفه الطلبة، مثل «دائرة القبول».",
          }),
          email: email.meta({
            title: "البريد الإلكتروني",
            description: "بريد الدائرة تحت النطاق «al-ofoq.example» وحده، مثل admission@al-ofoq.example.",
          }),
          phone: phone.meta({
            title: "الهاتف",
            description: "الرقم المباشر للدائرة أو تحويلتها، بالأرقام الغربية والمسافات، مثل +970 2 000 1010.",
          }),
        })
        .meta({ title: "دائرة", summary: "{{fields.name}}" }),
    )
    .min(4)
    .meta({
      title: "الدوائر",
      description: "بريد الدوائر وهواتفها، أربع دوائر على الأقل، كما تظهر في صفحة «اتصل بنا».",
    }),
  hours: z
    .array(
      z
        .strictObject({
          days: text.meta({
            title: "الأيام",
            description: "مجموعة الأيام، مثل «السبت إلى الأربعاء» أو «الخميس».",
          }),
          time: text.meta({
            title: "الساعات",
            description: "ساعات الدوام في تلك الأيام، مثل «8:00 صباحًا – 3:00 مساءً».",
          }),
        })
        .meta({ title: "أيام الدوام وساعاته", summary: "{{fields.days}}: {{fields.time}}" }),
    )
    .min(1)
    .meta({
      title: "ساعات الدوام",
      description: "ساعات الدوام في صفحة «اتصل بنا»، بند لكل مجموعة أيام.",
    }),
  hoursNote: prose.meta({
    title: "ملاحظة الدوام",
    description: "سطر تحت ساعات الدوام في صفحة «اتصل بنا»، عن أيام العطلة والعطل الرسمية، مثل «الجمعة عطلة رسمية».",
  }),
  portals: z
    .array(
      z
        .strictObject({
          key: z.enum(["admission", "students", "elearning"]).meta({
            title: "الخدمة",
            description:
              "اختر الخدمة: «بوابة القبول» حيث تُقدَّم طلبات الالتحاق، ويُربط بها آخر جواب أداة البرامج المتاحة؛ أو «بوابة الطالب» للتسجيل والعلامات؛ أو «منصة التعلّم الإلكتروني».",
            labels: { admission: "بوابة القبول", students: "بوابة الطالب", elearning: "منصة التعلّم الإلكتروني" },
          }),
          name: text.meta({
            title: "الاسم",
            description: "اسم الخدمة كما يعرفه الطلبة، مثل «بوابة القبول».",
          }),
          url: url.meta({
            title: "الرابط",
            description: "رابط الخدمة، يبدأ بـ «https://» وتحت نطاق الجامعة، مثل https://apply.al-ofoq.example.",
          }),
        })
        .meta({ title: "خدمة إلكترونية", summary: "{{fields.name}}" }),
    )
    .length(3)
    .meta({
      title: "الخدمات الإلكترونية",
      description:
        "خدمات الجامعة الإلكترونية الثلاث، كل منها مرة واحدة: بوابة القبول وبوابة الطالب ومنصة التعلّم. تظهر في تذييل كل صفحة، وفي آخر جواب أداة البرامج المتاحة.",
    }),
  social: z
    .array(
      z
        .strictObject({
          network: z.enum(["facebook", "instagram", "x", "youtube", "linkedin", "telegram"]).meta({
            title: "الشبكة",
            description: "اختر الشبكة التي عليها حساب الجامعة، مثل «فيسبوك» أو «إكس» (تويتر سابقًا).",
            labels: {
              facebook: "فيسبوك",
              instagram: "إنستغرام",
              x: "إكس",
              youtube: "يوتيوب",
              linkedin: "لينكدإن",
              telegram: "تيليغرام",
            },
          }),
          label: text.meta({
            title: "الاسم الظاهر",
            description: "اسم الشبكة كما يظهر للزائر رابطًا في التذييل، مثل «فيسبوك».",
          }),
          url: url.meta({
            title: "الرابط",
            description:
              "رابط صفحة الجامعة على الشبكة، يبدأ بـ «https://»، مثل https://www.facebook.com/al-ofoq.example.",
          }),
        })
        .meta({ title: "حساب", summary: "{{fields.label}}" }),
    )
    .meta({
      title: "حسابات التواصل",
      description: "حسابات الجامعة على وسائل التواصل الاجتماعي، تظهر في تذييل كل صفحة.",
    }),
});

export type Site = z.infer<typeof siteSchema>;
