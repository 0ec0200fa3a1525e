/**
 * The shape of every content file under `content/`.
 *
 * Editors change YAML, not code: these schemas are the contract. Each field carries its form label
 * and the guidance under it, in Arabic, as metadata (`.meta({ title, description })`): the CMS
 * builds its forms from them (app/content/schema-tree.ts), so they are the one place for that
 * guidance. `npm run content:check` prints a readable error (file, line, field, what was expected)
 * when a file breaks the contract.
 */
import { z } from "zod";
import { isTimeZone } from "../lib/zoned-time";

declare module "zod" {
  interface GlobalMeta {
    /** An enum's values as an editor reads them, by value. */
    labels?: Record<string, string>;
    /** Prose of a sentence or more: the form gives it a text area, not a one-line input. */
    multiline?: boolean;
    /** The value names an entry elsewhere in the content: the form offers those entries. */
    ref?: "college" | "program" | "stream" | "degree";
  }
}

/** A non-empty, trimmed line of Arabic (or English) text. */
const text = z.string().trim().min(1, "نص غير فارغ");
/** Prose: a sentence or more, edited in a text area. */
const prose = text.meta({ multiline: true });
/** One or more paragraphs of prose, in reading order. */
const paragraphs = z.array(prose).min(1);
/** A calendar date written `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "تاريخ بصيغة YYYY-MM-DD");
/** `YYYY-MM-DD` naming a day the calendar has (not `2026-02-30`); another shape is isoDate's to report. */
const isCalendarDay = (day: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return true;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};
/**
 * The day a content file (or, in a file that is a list, one entry) was last changed. A page's
 * `lastmod` in the sitemap is the latest of these among the files it is built from
 * (app/content/lastmod.ts): change it with the content.
 */
export const updated = isoDate.refine(isCalendarDay, "يوم في التقويم بصيغة YYYY-MM-DD");
/**
 * A whole file's `updated` field, with its label and hint: `file` names the file («ملف البرنامج»),
 * `dates` what the sitemap dates from it, `also` (optional) when else to change it.
 */
function fileUpdated(file: string, dates: string, also = "") {
  return updated.meta({
    title: "تاريخ آخر تعديل",
    description: `يوم آخر تعديل على ${file} بصيغة YYYY-MM-DD، مثل 2026-03-09. غيّره إلى تاريخ اليوم مع كل تعديل، فمنه تأخذ خريطة الموقع (sitemap.xml) ${dates}${also}؛ ويرفض الفحص يومًا غير موجود في التقويم أو يومًا لم يأتِ بعد.`,
  });
}
/** A URL slug: lower-case Latin letters, digits and hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "أحرف لاتينية صغيرة وأرقام وشرطات فقط (a-z و0-9 و-)");
/** An e-mail address. */
const email = z.email("بريد إلكتروني صالح");
/** A phone number written for display, Western digits, e.g. `+970 2 000 0000`. */
const phone = z.string().regex(/^\+?[0-9 ]{6,20}$/, "رقم هاتف بالأرقام العربية الغربية (0-9) والمسافات، مثل +970 2 000 1000");
/** An absolute https URL. */
const url = z.url({ protocol: /^https$/, error: "رابط كامل يبدأ بـ https://" });

/** A photo slot: empty until the university supplies a real photo. */
export const imageSchema = z
  .strictObject({
    src: z.string().startsWith("/", "مسار يبدأ بشرطة مائلة (/)، مثل /images/colleges/it.webp").meta({
      title: "مسار الصورة",
      description: "مسار ملف الصورة داخل المجلد public، يبدأ بشرطة مائلة، مثل /images/colleges/it.webp.",
    }),
    alt: text.meta({
      title: "وصف الصورة",
      description: "ما تُظهره الصورة في جملة عربية قصيرة، يقرؤها قارئ الشاشة لمن لا يرى الصورة.",
    }),
    width: z.number().int().positive().meta({
      title: "العرض بالبكسل",
      description:
        "عرض الصورة الأصلي بالبكسل، عددًا صحيحًا موجبًا، مثل 800: به يحجز المتصفح مكان الصورة قبل تحميلها، فلا تتحرك الصفحة تحت عين القارئ.",
    }),
    height: z.number().int().positive().meta({
      title: "الارتفاع بالبكسل",
      description: "ارتفاع الصورة الأصلي بالبكسل، عددًا صحيحًا موجبًا، مثل 800؛ يحجز مع العرض مكان الصورة قبل تحميلها.",
    }),
  })
  .meta({ title: "صورة" });

/** A key figure shown as a large number with a caption. */
export const figureSchema = z
  .strictObject({
    value: z.number().nonnegative().meta({
      title: "القيمة",
      description:
        "العدد نفسه، رقمًا فقط بلا فواصل ولا علامات، مثل 12000؛ يُعرض بالأرقام العربية الغربية (0-9) بخط كبير.",
    }),
    label: text.meta({
      title: "التسمية",
      description:
        "تسمية تحت الرقم تصلح مع أي عدد: جمع معرّف مثل «الطلبة» أو «المختبرات التعليمية والبحثية»، لا اسم معدود مثل «طالبًا» يتغير بتغير العدد.",
    }),
    suffix: z.string().max(3).optional().meta({
      title: "علامة بعد الرقم",
      description: "اختياري: علامة قصيرة تظهر بعد الرقم، ثلاثة أحرف على الأكثر، مثل + أو %.",
    }),
  })
  .meta({ title: "رقم رئيسي" });

// ---------------------------------------------------------------------------
// Registries the rest of the content points into
// ---------------------------------------------------------------------------

/** One Tawjihi (Palestinian general secondary certificate) stream. */
export const streamSchema = z
  .strictObject({
    code: slug.meta({
      title: "الرمز",
      description:
        "رمز ثابت للفرع بأحرف لاتينية صغيرة وأرقام وشرطات، مثل scientific، لا يتكرر في الملف. تستعمله البرامج في حدودها الدنيا وجداول النتائج، فلا تغيّره بعد استعماله.",
    }),
    updated: updated.meta({
      title: "تاريخ آخر تعديل",
      description:
        "يوم آخر تعديل على هذا الفرع بصيغة YYYY-MM-DD، مثل 2026-03-09؛ غيّره إلى تاريخ اليوم مع كل تعديل عليه. تاريخ الملف أحدث تواريخ فروعه، ومنه تأخذ خريطة الموقع (sitemap.xml) تاريخ الصفحات التي تعرض الفروع؛ ويرفض الفحص يومًا غير موجود في التقويم أو يومًا لم يأتِ بعد.",
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
                "رمز الفرع كما كان قبل تغيير اسمه، بأحرف لاتينية صغيرة وأرقام وشرطات، مثل commercial؛ لا يكون رمزًا لفرع آخر ولا يتكرر في الملف. رابط قديم فيه هذا الرمز يفتح جواب هذا الفرع.",
            }),
            name: text.meta({
              title: "الاسم السابق",
              description:
                "اسم الفرع كما طُبع على الشهادات القديمة، مثل «التجاري»؛ تذكره أداة القبول حين يُطلب جوابها بالرمز السابق.",
            }),
          })
          .meta({ title: "اسم سابق" }),
      )
      .optional()
      .meta({
        title: "الأسماء السابقة",
        description:
          "اختياري: الأسماء التي حملها هذا الفرع على شهادات الأعوام السابقة ورموزها، مثل «التجاري» (commercial) لفرع الريادة والأعمال؛ يُقرأ الرمز السابق في روابط أداة القبول ودليل البرامج على أنه هذا الفرع، وتقول الأداة ذلك.",
      }),
  })
  .meta({ title: "فرع" });

/** One type of degree the university awards. */
export const degreeSchema = z
  .strictObject({
    code: slug.meta({
      title: "الرمز",
      description:
        "رمز ثابت للدرجة بأحرف لاتينية صغيرة وأرقام وشرطات، مثل bachelor، لا يتكرر في الملف. تذكره البرامج في حقل «الدرجة»، فلا تغيّره بعد استعماله.",
    }),
    updated: updated.meta({
      title: "تاريخ آخر تعديل",
      description:
        "يوم آخر تعديل على هذه الدرجة بصيغة YYYY-MM-DD، مثل 2026-03-09؛ غيّره إلى تاريخ اليوم مع كل تعديل عليها. تاريخ الملف أحدث تواريخ درجاته، ومنه تأخذ خريطة الموقع (sitemap.xml) تاريخ الصفحات التي تعرض الدرجات؛ ويرفض الفحص يومًا غير موجود في التقويم أو يومًا لم يأتِ بعد.",
    }),
    name: text.meta({
      title: "الاسم",
      description: "اسم الدرجة بالعربية كما يظهر في صفحات البرامج، مثل «بكالوريوس» أو «دبلوم متوسط».",
    }),
    level: z.enum(["undergraduate", "graduate", "diploma"]).meta({
      title: "المرحلة",
      description:
        "المرحلة التي تُجمع تحتها برامج هذه الدرجة، ومنها يُعرف الحد الأدنى العام للوزارة الذي لا تنزل عنه الحدود الدنيا لبرامجها: undergraduate: المرحلة الجامعية الأولى (البكالوريوس ودكتور صيدلة ودكتور في جراحة الفم والأسنان)، graduate: الدراسات العليا (الماجستير والدبلوم العالي)، diploma: الدبلوم المتوسط.",
      labels: { undergraduate: "المرحلة الجامعية الأولى", graduate: "الدراسات العليا", diploma: "الدبلوم المتوسط" },
    }),
  })
  .meta({ title: "درجة علمية" });

// ---------------------------------------------------------------------------
// Programs
// ---------------------------------------------------------------------------

/** One course in a study plan. */
export const courseSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^[A-Z]{2,5}\d{3,4}$/, "رمز مساق من أحرف لاتينية كبيرة ثم أرقام، مثل ITI101")
      .meta({
        title: "رمز المساق",
        description:
          "من 2 إلى 5 أحرف لاتينية كبيرة ثم 3 أو 4 أرقام، مثل ITI101: بادئة البرنامج ثم ثلاثة أرقام أولها رقم السنة؛ ومساقات الكلية المشتركة ببادئة الكلية، ومتطلبات الجامعة برموز UNI (وDUN للدبلوم المتوسط) الواردة في content/README.md بأسمائها وساعاتها كما هي. لا يتكرر الرمز في الخطة، وللرمز الواحد الاسم نفسه والساعات نفسها في كل البرامج.",
      }),
    name: text.meta({
      title: "اسم المساق",
      description:
        "اسم المساق بالعربية، مثل «اللغة العربية (1)»؛ والمساق المشترك بين برامج اسمه واحد حرفًا بحرف في كل خطة.",
    }),
    hours: z.number().int().min(0).max(12).meta({
      title: "الساعات المعتمدة",
      description:
        "عدد الساعات المعتمدة للمساق، عددًا صحيحًا من 0 إلى 12، و0 لمتطلب لا ساعات معتمدة له. يدخل في مجموع ساعات الخطة، الذي يجب أن يساوي «مجموع الساعات المعتمدة».",
    }),
  })
  .meta({ title: "مساق" });

/** One semester of a study plan. */
export const semesterSchema = z
  .strictObject({
    term: z.enum(["first", "second", "summer"]).meta({
      title: "الفصل",
      description:
        "أي فصول العام الأكاديمي: first: الفصل الأول، second: الفصل الثاني، summer: الفصل الصيفي (عند الحاجة). لا تتجاوز ساعات الفصل العبء الدراسي الأعلى في ملف القبول.",
      labels: { first: "الأول", second: "الثاني", summer: "الصيفي" },
    }),
    courses: z
      .array(courseSchema)
      .min(1)
      .meta({
        title: "المساقات",
        description: "مساقات الفصل بالترتيب الذي تُعرض به، مساق واحد على الأقل، لكل منها رمزه واسمه وساعاته.",
      }),
  })
  .meta({ title: "فصل دراسي" });

/** One academic year of a study plan. */
export const planYearSchema = z
  .strictObject({
    year: z.number().int().min(1).max(7).meta({
      title: "رقم السنة",
      description: "رقم السنة الدراسية، من 1 إلى 7؛ تبدأ الخطة بالسنة 1.",
    }),
    semesters: z
      .array(semesterSchema)
      .min(1)
      .meta({
        title: "الفصول",
        description: "فصول السنة بترتيبها: الأول ثم الثاني ثم الصيفي إن وُجد.",
      }),
  })
  .meta({ title: "سنة دراسية" });

/** Who to ask about a program or college. */
export const personSchema = z.strictObject({
  name: text.meta({
    title: "الاسم",
    description:
      "الاسم الكامل مع اللقب العلمي: «أ. د.» للأستاذ، و«د.» لحامل الدكتوراه، و«أ.» لغيره، مثل «د. سلمى الخطيب».",
  }),
  title: text.meta({
    title: "الصفة",
    description: "صفته في البرنامج بما يوافق جنسه، مثل «منسّق البرنامج» أو «منسّقة البرنامج».",
  }),
  email: email.optional().meta({
    title: "البريد الإلكتروني",
    description: "اختياري: بريد التواصل، تحت النطاق al-ofoq.example وحده، مثل iti@al-ofoq.example.",
  }),
});

/** A Tawjihi average (%) as the admission rules write it. */
const average = z.number().min(50).max(100);

/** Each stream once: a row per stream, reported where the second one is written. */
function uniqueStreams(rows: { stream: string }[], ctx: z.RefinementCtx) {
  rows.forEach((row, i) => {
    if (rows.findIndex((r) => r.stream === row.stream) !== i) ctx.addIssue({ code: "custom", path: [i, "stream"], message: `الفرع "${row.stream}" مذكور أكثر من مرة` });
  });
}

/**
 * Figures per Tawjihi stream are written as rows (`- stream: scientific` then `minimum: 85`), which a
 * form can edit one by one; the code reads them as a map from stream code to figure.
 */
const minimumRows = z
  .array(
    z
      .strictObject({
        stream: slug.meta({ ref: "stream",
          title: "الفرع",
          description:
            "رمز فرع التوجيهي كما في content/streams.yaml، مثل scientific؛ يُذكر كل فرع مرة واحدة، والفرع غير المذكور غير مقبول في البرنامج.",
        }),
        minimum: average.meta({
          title: "الحد الأدنى للمعدل",
          description:
            "أدنى معدل في التوجيهي (%) يُقبل من هذا الفرع، من 50 إلى 100، مثل 70؛ ولا يقل عن الحد الأدنى العام للوزارة لهذه الدرجة (في ملف القبول).",
        }),
      })
      .meta({ title: "فرع وحدّه الأدنى" }),
  )
  .min(1)
  .superRefine(uniqueStreams)
  .transform((rows) => Object.fromEntries(rows.map((row) => [row.stream, row.minimum])));

const cutoffRows = z
  .array(
    z
      .strictObject({
        stream: slug.meta({ ref: "stream",
          title: "الفرع",
          description: "رمز فرع التوجيهي كما في content/streams.yaml، مثل scientific؛ يُذكر كل فرع مرة واحدة.",
        }),
        average: average.meta({
          title: "أدنى معدل مقبول",
          description: "أدنى معدل في التوجيهي (%) قُبل فعلًا من هذا الفرع في العام الماضي، من 50 إلى 100، مثل 76.4.",
        }),
      })
      .meta({ title: "فرع وأدنى معدل قُبل منه" }),
  )
  .min(1)
  .superRefine(uniqueStreams)
  .transform((rows) => Object.fromEntries(rows.map((row) => [row.stream, row.average])));

/**
 * Who may apply. Undergraduate and diploma programs list a minimum Tawjihi average per
 * accepted stream (a stream that is absent is not accepted); postgraduate programs name
 * the prior degree instead.
 */
export const admissionSchema = z
  .strictObject({
    minimums: minimumRows.optional().meta({
      title: "الحدود الدنيا للمعدل",
      description:
        "للبكالوريوس والدبلوم المتوسط: صف لكل فرع توجيهي مقبول، فيه رمز الفرع وأدنى معدل يُقبل منه؛ والفرع غير المذكور غير مقبول. يُترك فارغًا لبرامج الدراسات العليا، فتُملأ «الدرجة السابقة» بدلًا منه، ولا يُملأ الحقلان معًا.",
    }),
    lastCutoff: cutoffRows.optional().meta({
      title: "أدنى معدل قُبل العام الماضي",
      description:
        "اختياري، حيث يُعرف: صف لكل فرع فيه أدنى معدل قُبل فعلًا منه في العام الماضي؛ يظهر في صفحة البرنامج وفي جواب أداة «ما البرامج المتاحة لمعدلي؟».",
    }),
    priorDegree: text.optional().meta({
      title: "الدرجة السابقة",
      description:
        "لبرامج الدراسات العليا فقط، بدلًا من الحدود الدنيا للمعدل: الدرجة السابقة والتقدير المطلوبان، مثل «درجة البكالوريوس في أي تخصص من جامعة معترف بها بتقدير مقبول على الأقل».",
    }),
    notes: z
      .array(prose)
      .optional()
      .meta({
        title: "شروط أخرى",
        description:
          "اختياري: شروط القبول الأخرى، شرط في كل سطر، مثل مقابلة شخصية أو امتحان قبول أو فحص طبي.",
      }),
  })
  .refine((a) => (a.minimums ? 1 : 0) + (a.priorDegree ? 1 : 0) === 1, {
    message: "املأ واحدًا فقط من الحقلين: minimums (الحدود الدنيا للمعدل) أو priorDegree (الدرجة السابقة)",
  });

/** Every fact of a program sheet: shared by program pages and by colleges that teach one degree. */
export const programSheetSchema = z.strictObject({
  name: text.meta({
    title: "الاسم",
    description:
      "اسم البرنامج بالعربية كما يظهر في عنوان صفحته وفي القوائم، مثل «أنظمة المعلومات».",
  }),
  nameEn: text.meta({
    title: "الاسم بالإنجليزية",
    description: "اسم البرنامج بالإنجليزية، مثل Information Systems؛ يظهر مع الاسم العربي في صفحة البرنامج وبطاقته.",
  }),
  degree: slug.meta({ ref: "degree",
    title: "الدرجة",
    description:
      "رمز الدرجة العلمية كما في content/degrees.yaml، مثل bachelor أو master أو diploma؛ ويرفض الفحص رمزًا غير موجود هناك.",
  }),
  durationYears: z.number().positive().max(7).meta({
    title: "مدة الدراسة",
    description: "المدة المعتادة للدراسة بالسنوات، رقمًا موجبًا حتى 7، مثل 4 للبكالوريوس و2 للدبلوم المتوسط.",
  }),
  creditHours: z.number().int().positive().meta({
    title: "مجموع الساعات المعتمدة",
    description:
      "عدد الساعات المعتمدة اللازمة للتخرج، عددًا صحيحًا، مثل 132. يجب أن يساوي مجموع ساعات مساقات الخطة الدراسية، ويرفض الفحص غير ذلك.",
  }),
  studyMode: text.meta({
    title: "نمط الدراسة",
    description: "نمط الدراسة ودوامها، مثل «انتظام، دوام صباحي» أو «انتظام، دوام مسائي يومين في الأسبوع».",
  }),
  tuitionPerHour: z.number().positive().meta({
    title: "رسوم الساعة المعتمدة",
    description:
      "رسوم الساعة المعتمدة الواحدة بالدينار الأردني، رقمًا فقط، مثل 40؛ منها يُحسب تقدير الرسوم في أداة القبول، وبها يُصفّى دليل البرامج.",
  }),
  admission: admissionSchema.meta({
    title: "شروط القبول",
    description:
      "من يحق له التقدم: للبكالوريوس والدبلوم المتوسط الحد الأدنى لمعدل التوجيهي لكل فرع مقبول (الفرع غير المذكور غير مقبول)، وأدنى معدل قُبل العام الماضي اختياريًا؛ ولبرامج الدراسات العليا الدرجة السابقة بدلًا من الحدود الدنيا.",
  }),
  summary: prose.meta({
    title: "الملخص",
    description: "فقرة واحدة تعرّف بالبرنامج، تظهر في بطاقته وفي القوائم وفي رأس صفحته.",
  }),
  overview: paragraphs.meta({
    title: "نظرة عامة",
    description: "فقرات قليلة تعرّف بالبرنامج وبأهميته، فقرة في كل عنصر، بترتيب قراءتها.",
  }),
  objectives: z
    .array(prose)
    .min(3)
    .meta({
      title: "الأهداف",
      description: "ما يسعى البرنامج إلى تحقيقه، هدف في كل سطر، ثلاثة أهداف على الأقل.",
    }),
  outcomes: z
    .array(prose)
    .min(3)
    .meta({
      title: "مخرجات التعلّم",
      description:
        "ما يستطيع الخرّيج فعله، مخرج في كل سطر يبدأ بفعل مضارع مثل «يحلّل العينات بالطرائق الطيفية»، ثلاثة مخرجات على الأقل.",
    }),
  careers: z
    .array(prose)
    .min(3)
    .meta({
      title: "مجالات العمل",
      description: "أين يعمل الخرّيجون، مجال في كل سطر، ثلاثة مجالات على الأقل.",
    }),
  studyPlan: z
    .array(planYearSchema)
    .min(1)
    .meta({
      title: "الخطة الدراسية",
      description:
        "الخطة الكاملة سنة سنة، كل سنة بفصولها (الأول والثاني، والصيفي عند الحاجة)، وكل مساق برمزه واسمه وساعاته. يجب أن يساوي مجموع ساعاتها «مجموع الساعات المعتمدة»، وألا تتجاوز ساعات أي فصل العبء الدراسي الأعلى.",
    }),
  semesterLoadMax: z.number().int().min(1).max(24).optional().meta({
    title: "العبء الأعلى المعتمد",
    description:
      "اختياري، فقط لخطة اعتُمدت بفصل عادي أثقل من الحد الأعلى للجامعة (العبء الدراسي في ملف القبول)، مثل 19 ساعة معتمدة في طب الأسنان: أعلى عدد من الساعات في الفصل الأول أو الثاني، من 1 إلى 24. تذكر صفحة المساعدة هذه البرامج.",
  }),
  alternatives: z
    .array(slug)
    .min(1)
    .optional()
    .meta({
      // A college's own degree (law, dentistry) may also be named here by its college's slug; the
      // form offers programs, which is what every plan names today.
      ref: "program",
      title: "برامج بديلة",
      description:
        "اختياري: برامج قريبة يُنصح بها من يقصر معدله قليلًا عن هذا البرنامج، غير برامج الكلية نفسها. تعرض أداة القبول منها ما يفتحه معدل الطالب.",
    }),
  accreditation: prose.meta({
    title: "الترخيص والاعتماد",
    description:
      "سطر الترخيص والاعتماد، مثل «البرنامج مرخّص من وزارة التعليم العالي والبحث العلمي، ومعتمد من الهيئة الوطنية للاعتماد والجودة والنوعية للمؤسسات التعليمية منذ 2003».",
  }),
  coordinator: personSchema.meta({
    title: "منسّق البرنامج",
    description: "من يُسأل عن البرنامج: اسمه مع لقبه العلمي، وصفته، وبريده الإلكتروني.",
  }),
  image: imageSchema.optional().meta({
    title: "الصورة",
    description:
      "اختياري: صورة البرنامج (المسار والوصف والعرض والارتفاع)، تُضاف حين تتوفر صورة حقيقية.",
  }),
});

/** A program file: `content/programs/{slug}.yaml`. */
export const programSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "معرّف البرنامج في رابطه /colleges/{college}/{slug}: أحرف لاتينية صغيرة وأرقام وشرطات، مثل iti، فريد بين البرامج كلها. يجب أن يطابق اسم الملف (programs/iti.yaml)، وألا يكون معرّف كلية تطرح درجتها في ملفها.",
  }),
  updated: fileUpdated("ملف البرنامج", "تاريخ الصفحات المبنية من الملف"),
  college: slug.meta({ ref: "college",
    title: "الكلية",
    description:
      "معرّف الكلية التي يتبعها البرنامج، وهو اسم ملفها في content/colleges، مثل it؛ ومنه رابط البرنامج /colleges/{college}/{slug}.",
  }),
  relatedCollege: slug.optional().meta({ ref: "college",
    title: "كلية مشاركة",
    description: "اختياري: معرّف كلية أخرى تشارك في تدريس البرنامج أو في الإشراف عليه، مثل seai.",
  }),
  featured: z.boolean().optional().meta({
    title: "برنامج مميّز",
    description:
      "فعّله ليظهر البرنامج بين البرامج المميّزة في الصفحة الرئيسية، ولا تفعّله لأكثر من برنامج واحد في الكلية.",
  }),
  // The sheet after the fields that place the program: the order a file and the form show.
  ...programSheetSchema.shape,
});

// ---------------------------------------------------------------------------
// Colleges
// ---------------------------------------------------------------------------

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
  .meta({ title: "مرفق" });

/** A college file: `content/colleges/{slug}.yaml`. */
export const collegeSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "معرّف الكلية في رابطها /colleges/{slug}: أحرف لاتينية صغيرة وأرقام وشرطات، مثل it. يجب أن يطابق اسم الملف (colleges/it.yaml)، وإليه تشير البرامج في حقل «الكلية».",
  }),
  updated: fileUpdated("ملف الكلية", "تاريخ الصفحات المبنية من الملف", "، وغيّره كذلك حين تحذف برنامجًا من برامجها، فحذف الملف لا يترك تاريخًا"),
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
    description:
      "faculty: كلية تمنح درجاتها، graduate: كلية الدراسات العليا، diplomas: كلية الدبلومات المتوسطة.",
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
        description:
          "female: أنثى، male: ذكر؛ ويتبعه عنوان الكلمة في صفحة الكلية: «كلمة العميدة» أو «كلمة العميد».",
        labels: { female: "أنثى", male: "ذكر" },
      }),
      message: paragraphs.meta({
        title: "الكلمة",
        description: "كلمة العميد بصيغة المتكلم، فقرتان أو ثلاث، فقرة في كل عنصر.",
      }),
    })
    .meta({
      title: "العميد",
      description: "عميد الكلية أو عميدتها، وكلمة منه تظهر في صفحة الكلية.",
    }),
  about: paragraphs.meta({
    title: "نبذة عن الكلية",
    description: "ثلاث فقرات، فقرة في كل عنصر: التأسيس والبرامج، ثم طريقة التعليم، ثم البحث وخدمة المجتمع.",
  }),
  vision: prose.meta({
    title: "الرؤية",
    description: "رؤية الكلية في جملة أو جملتين.",
  }),
  mission: prose.meta({
    title: "الرسالة",
    description: "رسالة الكلية في جملة أو جملتين: ما تفعله ولمن.",
  }),
  figures: z
    .array(figureSchema)
    .min(3)
    .max(6)
    .meta({
      title: "الأرقام الرئيسية",
      description:
        "من 3 إلى 6 أرقام تظهر في صفحة الكلية، مثل أعداد الطلبة وأعضاء هيئة التدريس والمختبرات؛ تُكتب القيمة رقمًا، وتُضاف علامة بعد الرقم (+ أو %) عند الحاجة.",
    }),
  facilities: z
    .array(facilitySchema)
    .min(2)
    .meta({
      title: "المرافق والمختبرات",
      description: "مرفقان على الأقل، لكل منها اسم ووصف من جملة واحدة يقول ما يفعله الطلبة فيه.",
    }),
  contact: z
    .strictObject({
      email: email.meta({
        title: "البريد الإلكتروني",
        description: "بريد الكلية تحت النطاق al-ofoq.example وحده، مثل it@al-ofoq.example.",
      }),
      phone: phone.meta({
        title: "الهاتف",
        description: "هاتف الكلية بالأرقام العربية الغربية والمسافات، بصيغة +970 2 000 1xxx، مثل +970 2 000 1710.",
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
    title: "الدرجة التي تطرحها الكلية",
    description:
      "اختياري، لكلية تطرح درجة واحدة بلا صفحات برامج (مثل الحقوق وطب الأسنان): الدرجة كاملة بحقول ملف البرنامج من «الاسم» إلى «منسّق البرنامج»، وتظهر في صفحة الكلية.",
  }),
  image: imageSchema.optional().meta({
    title: "الصورة",
    description:
      "اختياري: صورة تظهر بجانب كلمة العميد في صفحة الكلية (المسار والوصف والعرض والارتفاع)، تُضاف حين تتوفر صورة حقيقية؛ وإلى ذلك الحين يظهر مكانها الحرف الأول من اسم العميد.",
  }),
});

// ---------------------------------------------------------------------------
// The university and its page-level collections
// ---------------------------------------------------------------------------

/** `content/site.yaml`: the university itself. The name lives here and nowhere else. */
export const siteSchema = z.strictObject({
  updated: fileUpdated("ملف الجامعة", "تاريخ الصفحات المبنية من الملف"),
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
      "فعّله ما دام المحتوى محتوى تجريبيًا لجامعة متخيَّلة، فيظهر تنبيه بذلك في تذييل كل صفحة؛ وألغِه (أو احذفه) حين تضع الجامعة محتواها الحقيقي.",
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
      "contact-us": prose.meta({
        title: "اتصل بنا",
        description: "مقدمة صفحة «اتصل بنا»: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
      }),
    })
    .meta({
      title: "مقدمات الصفحات العامة",
      description: "مقدمة لكل صفحة عامة: تظهر تحت عنوانها، وتكون وصفها في نتائج محركات البحث.",
    }),
  figures: z
    .array(figureSchema)
    .min(2)
    .max(4)
    .meta({
      title: "الأرقام الرئيسية",
      description:
        "من 2 إلى 4 أرقام للصفحة الرئيسية، مثل أعداد الطلبة وأعضاء هيئة التدريس والخرّيجين. عدد الكليات والبرامج يُحسب تلقائيًا من ملفاتها ويُعرض قبل هذه الأرقام، فلا يُكتب هنا.",
    }),
  address: prose.meta({
    title: "العنوان",
    description:
      "العنوان البريدي للحرم الرئيسي، مثل «شارع الجامعة، حي الأفق، رام الله، فلسطين»؛ يظهر في التذييل وفي صفحة «اتصل بنا».",
  }),
  mapUrl: url.meta({
    title: "رابط الخريطة",
    description:
      "رابط موقع الحرم على موقع خرائط، يبدأ بـ https://، مثل رابط من OpenStreetMap؛ يفتح موقع الخرائط نفسه، فلا خريطة مضمّنة في الصفحة ولا نص برمجي من طرف ثالث.",
  }),
  phone: phone.meta({
    title: "الهاتف",
    description:
      "رقم المقسم الرئيسي بصيغة +970 2 000 1xxx، مثل +970 2 000 1000؛ يظهر في التذييل وفي صفحة «اتصل بنا».",
  }),
  whatsapp: phone.meta({
    title: "واتساب",
    description: "رقم واتساب لأسئلة القبول، بالأرقام العربية الغربية والمسافات، مثل +970 59 000 1000.",
  }),
  offices: z
    .array(
      z
        .strictObject({
          key: slug.meta({
            title: "الرمز",
            description:
              "رمز ثابت للدائرة بأحرف لاتينية صغيرة وأرقام وشرطات، مثل admission. والرمز admission لدائرة القبول، التي يسمّيها جواب أداة القبول لمن يسأل عن خياراته؛ والرمز general للاستعلامات العامة، وبريدها هو الذي يظهر في تذييل كل صفحة.",
          }),
          name: text.meta({
            title: "الاسم",
            description: "اسم الدائرة كما يعرفه الطلبة، مثل «دائرة القبول».",
          }),
          email: email.meta({
            title: "البريد الإلكتروني",
            description: "بريد الدائرة تحت النطاق al-ofoq.example وحده، مثل admission@al-ofoq.example.",
          }),
          phone: phone.meta({
            title: "الهاتف",
            description: "الرقم المباشر للدائرة أو تحويلتها، بصيغة +970 2 000 1xxx، مثل +970 2 000 1010.",
          }),
        })
        .meta({ title: "دائرة" }),
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
        .meta({ title: "أيام الدوام وساعاته" }),
    )
    .min(1)
    .meta({
      title: "ساعات الدوام",
      description: "ساعات الدوام في صفحة «اتصل بنا»، سطر لكل مجموعة أيام.",
    }),
  hoursNote: prose.meta({
    title: "ملاحظة الدوام",
    description:
      "سطر تحت ساعات الدوام في صفحة «اتصل بنا»، عن أيام العطلة والعطل الرسمية، مثل «الجمعة عطلة رسمية».",
  }),
  portals: z
    .array(
      z
        .strictObject({
          key: z.enum(["admission", "students", "elearning"]).meta({
            title: "الخدمة",
            description:
              "أي الخدمات هذه: admission: بوابة القبول، حيث تُقدَّم طلبات الالتحاق، ويُربط بها آخر جواب أداة القبول؛ students: بوابة الطالب، للتسجيل والعلامات؛ elearning: منصة التعلّم الإلكتروني.",
            labels: { admission: "بوابة القبول", students: "بوابة الطالب", elearning: "منصة التعلّم الإلكتروني" },
          }),
          name: text.meta({
            title: "الاسم",
            description: "اسم الخدمة كما يعرفه الطلبة، مثل «بوابة القبول».",
          }),
          url: url.meta({
            title: "الرابط",
            description: "عنوان الخدمة، يبدأ بـ https:// وتحت نطاق الجامعة، مثل https://apply.al-ofoq.example.",
          }),
        })
        .meta({ title: "خدمة إلكترونية" }),
    )
    .length(3)
    .meta({
      title: "الخدمات الإلكترونية",
      description:
        "خدمات الجامعة الإلكترونية الثلاث، كل منها مرة واحدة: بوابة القبول وبوابة الطالب ومنصة التعلّم. تظهر في تذييل كل صفحة، وفي آخر جواب أداة القبول.",
    }),
  social: z
    .array(
      z
        .strictObject({
          network: z.enum(["facebook", "instagram", "x", "youtube", "linkedin", "telegram"]).meta({
            title: "الشبكة",
            description:
              "facebook: فيسبوك، instagram: إنستغرام، x: إكس (تويتر سابقًا)، youtube: يوتيوب، linkedin: لينكدإن، telegram: تيليغرام.",
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
            description: "رابط صفحة الجامعة على الشبكة، يبدأ بـ https://، مثل https://www.facebook.com/al-ofoq.example.",
          }),
        })
        .meta({ title: "حساب" }),
    )
    .meta({
      title: "حسابات التواصل",
      description: "حسابات الجامعة على وسائل التواصل الاجتماعي، تظهر في تذييل كل صفحة.",
    }),
});

/** One admission calendar entry. */
export const admissionDateSchema = z
  .strictObject({
    label: text.meta({
      title: "الموعد",
      description: "ما يحدث في هذا الموعد، مثل «تقديم طلبات الالتحاق للفصل الأول 2027/2028».",
    }),
    start: isoDate.meta({
      title: "تاريخ البدء",
      description:
        "اليوم الأول بصيغة YYYY-MM-DD، مثل 2027-07-22، أو يوم الموعد إن كان يومًا واحدًا؛ وبه تُرتَّب المواعيد في التقويم.",
    }),
    end: isoDate.optional().meta({
      title: "تاريخ الانتهاء",
      description:
        "اختياري، للموعد الذي يمتد فترة: اليوم الأخير بصيغة YYYY-MM-DD، مثل 2027-08-31. تُخفي الصفحة الرئيسية الموعد بعد انتهائه.",
    }),
  })
  .meta({ title: "موعد" });

/** `content/admission.yaml`: the rules and dates shared by every program. */
export const admissionInfoSchema = z.strictObject({
  updated: fileUpdated("ملف القبول", "تاريخ الصفحات المبنية من الملف"),
  academicYear: z
    .string()
    .regex(/^\d{4}\/\d{4}$/, "عام أكاديمي بصيغة YYYY/YYYY، مثل 2027/2028")
    .meta({
      title: "العام الأكاديمي",
      description: "العام الأكاديمي الذي تخصه المواعيد، بصيغة YYYY/YYYY، مثل 2027/2028؛ يظهر في عنوان تقويم القبول.",
    }),
  resultsSeason: z
    .strictObject({
      start: isoDate.meta({
        title: "بداية الموسم",
        description: "اليوم الأول من الموسم بصيغة YYYY-MM-DD، مثل 2027-07-15؛ منه يظهر شريط النتائج في الصفحة الرئيسية.",
      }),
      end: isoDate.meta({
        title: "نهاية الموسم",
        description: "اليوم الأخير من الموسم بصيغة YYYY-MM-DD، مثل 2027-09-30؛ بعده يختفي شريط النتائج.",
      }),
      announcement: isoDate.meta({
        title: "يوم إعلان النتائج",
        description:
          "اليوم المتوقَّع لإعلان الوزارة النتائج، بصيغة YYYY-MM-DD، مثل 2027-07-22؛ يظهر في تقويم القبول وفي صفحة النتائج.",
      }),
      announcementTime: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "وقت بصيغة HH:MM، مثل 10:00")
        .meta({
          title: "ساعة الإعلان",
          description:
            "الساعة المتوقَّعة للإعلان في ذلك اليوم بصيغة HH:MM (نظام 24 ساعة) في المنطقة الزمنية أدناه، مثل 10:00. قبلها يقول الموقع متى يُتوقَّع صدور النتائج، ومنها (بحسب ساعة الخادم) يقول إنها صدرت.",
        }),
      timeZone: z
        .string()
        .refine(isTimeZone, "منطقة زمنية غير معروفة؛ اكتب اسمًا مثل Asia/Hebron")
        .default("Asia/Hebron")
        .meta({
          title: "المنطقة الزمنية",
          description:
            "المنطقة الزمنية ليوم الإعلان وساعته، باسمها الدولي (IANA)، مثل Asia/Hebron لتوقيت فلسطين، وهي القيمة المعتمدة إن تُرك الحقل فارغًا.",
        }),
      officialService: z
        .strictObject({
          name: text.meta({
            title: "الاسم",
            description: "اسم الخدمة كما تسمّيها الوزارة، مثل «الموقع الرسمي لوزارة التربية والتعليم».",
          }),
          url: url.meta({
            title: "الرابط",
            description: "عنوان الخدمة، يبدأ بـ https://، مثل https://www.moe.edu.ps.",
          }),
        })
        .meta({
          title: "الخدمة الرسمية للنتائج",
          description:
            "الموقع الرسمي لوزارة التربية والتعليم، مرجع الطلبة في نتائج التوجيهي: يظهر رابطه ونطاقه دائمًا في قسم البحث في صفحة النتائج. تحقّق من عنوانه في كل موسم.",
        }),
    })
    .meta({
      title: "موسم نتائج التوجيهي",
      description:
        "موسم نتائج امتحان الثانوية العامة (التوجيهي): من بدايته إلى نهايته يقود شريط النتائج في الصفحة الرئيسية إلى صفحة النتائج.",
    }),
  semesterLoad: z
    .strictObject({
      regularMax: z.number().int().min(9).max(24).meta({
        title: "الفصلان الأول والثاني",
        description: "أعلى عدد من الساعات المعتمدة في الفصل الأول أو الثاني، عددًا صحيحًا من 9 إلى 24، مثل 18.",
      }),
      summerMax: z.number().int().min(3).max(12).meta({
        title: "الفصل الصيفي",
        description: "أعلى عدد من الساعات المعتمدة في الفصل الصيفي، عددًا صحيحًا من 3 إلى 12، مثل 9.",
      }),
    })
    .meta({
      title: "العبء الدراسي",
      description:
        "أعلى عدد من الساعات المعتمدة يسجّله الطالب في الفصل دون موافقة خاصة، كما في صفحة المساعدة. يتحقق فحص المحتوى من أن كل خطة دراسية لا تتجاوزه، إلا خطة اعتُمدت بعبء أعلى فذكرته في «العبء الأعلى المعتمد».",
    }),
  hourFeeFixed: z.boolean().meta({
    title: "ثبات رسوم الساعة للطالب",
    description:
      "هل تبقى رسوم الساعة المعتمدة التي قُبل عليها الطالب ثابتة طوال دراسته في برنامجه (إلا إذا غيّر تخصصه)؟ نعم: يقول جواب أداة القبول إن الكلفة المحسوبة لا يغيّرها تغيّر رسوم الساعة في الأعوام التالية؛ لا: يقول إن رسوم الساعة قد تتغيّر في السنوات التالية. يجب أن يوافق جواب سؤال «كم تبلغ الرسوم الدراسية، وكيف تُحسب؟» في صفحة المساعدة.",
  }),
  dates: z
    .array(admissionDateSchema)
    .min(3)
    .meta({
      title: "تقويم القبول",
      description:
        "مواعيد القبول، ثلاثة على الأقل: تظهر في الصفحة الرئيسية وفي صفحة «مفاتيح القبول» مرتّبةً حسب تاريخ بدئها، ومعها يوم إعلان النتائج تلقائيًا.",
    }),
  scholarships: z
    .array(
      z
        .strictObject({
          name: text.meta({
            title: "الاسم",
            description: "اسم المنحة أو الخصم، مثل «منحة التميّز».",
          }),
          minAverage: z.number().min(50).max(100).meta({
            title: "أدنى معدل",
            description: "أدنى معدل في التوجيهي (%) يستحق صاحبه المنحة، من 50 إلى 100، مثل 95.",
          }),
          discountPercent: z.number().min(1).max(100).meta({
            title: "نسبة الخصم",
            description: "نسبة الخصم من الرسوم الدراسية (%)، من 1 إلى 100، مثل 50.",
          }),
          appliesTo: z.enum(["plan", "first-year"]).meta({
            title: "نطاق الخصم",
            description:
              "الساعات التي يُحسب عليها الخصم: plan: ساعات كل فصل من الخطة ما دامت شروط المنحة قائمة، first-year: ساعات السنة الأولى من الخطة الدراسية فقط.",
            labels: { plan: "الخطة كلها", "first-year": "السنة الأولى فقط" },
          }),
          minSemesterHours: z.number().int().min(1).max(24).optional().meta({
            title: "أدنى ساعات الفصل",
            description:
              "اختياري، حين لا تبقى المنحة إلا في فصل يسجّل فيه الطالب هذا العدد من الساعات المعتمدة على الأقل (أو ما بقي من خطته إن كان أقل): عددًا صحيحًا من 1 إلى 24، مثل 15. يحسب تقدير الرسوم الخصم في هذه الفصول وحدها.",
          }),
          levels: z
            .array(z.enum(["undergraduate", "diploma"]))
            .min(1)
            .meta({
              title: "المراحل",
              description:
                "مراحل البرامج التي تُمنح المنحة لطلبتها الجدد، مرحلة في كل سطر: undergraduate: البكالوريوس (المرحلة الجامعية الأولى)، diploma: الدبلوم المتوسط. لا تحسب أداة القبول خصم المنحة في رسوم برنامج من مرحلة غير مذكورة، وتذكر المرحلة مع اسم المنحة. يجب أن يوافق صفحة المساعدة والأخبار.",
              labels: { undergraduate: "البكالوريوس", diploma: "الدبلوم المتوسط" },
            }),
          conditions: prose.meta({
            title: "شروط الاستمرار",
            description:
              "شروط الاحتفاظ بالمنحة كما يقرؤها الطالب، مثل «تُجدَّد كل فصل لمن يحافظ على معدل تراكمي لا يقل عن 85».",
          }),
        })
        .meta({ title: "منحة" }),
    )
    .min(1)
    .meta({
      title: "المنح والخصومات",
      description: "شرائح المنح والخصومات حسب معدل التوجيهي، مرتّبة من أعلاها معدلًا إلى أدناها.",
    }),
  ministry: z
    .strictObject({
      bachelorMinimum: z.number().min(50).max(100).meta({
        title: "الحد الأدنى للبكالوريوس",
        description:
          "أدنى معدل في التوجيهي (%) تسمح به الوزارة لأي برنامج بكالوريوس، من 50 إلى 100، مثل 65؛ ولا ينزل عنه الحد الأدنى لأي برنامج في المرحلة الجامعية الأولى.",
      }),
      diplomaMinimum: z.number().min(50).max(100).meta({
        title: "الحد الأدنى للدبلوم المتوسط",
        description:
          "أدنى معدل في التوجيهي (%) تسمح به الوزارة للدبلوم المتوسط، من 50 إلى 100، مثل 50؛ ولا ينزل عنه الحد الأدنى لأي برنامج دبلوم متوسط.",
      }),
      improvement: paragraphs.meta({
        title: "أحكام تحسين المعدل",
        description:
          "كيف يرفع الطالب معدله في التوجيهي، فقرة لكل حكم، كما تنشرها وزارة التربية والتعليم.",
      }),
    })
    .meta({
      title: "حدود الوزارة وأحكامها",
      description:
        "الحدود الدنيا العامة لوزارة التعليم العالي والبحث العلمي، وأحكام تحسين معدل التوجيهي كما تنشرها وزارة التربية والتعليم. تذكرها أداة «ما البرامج المتاحة لمعدلي؟» حين يقصر المعدل عن برنامج أو عن البكالوريوس كله.",
    }),
  closeCallPoints: z.number().min(0.5).max(5).meta({
    title: "هامش «القريب من معدلك»",
    description:
      "كم نقطة مئوية دون الحد الأدنى لبرنامج يبقى فيها المعدل على مقربة منه، من 0.5 إلى 5، مثل 2: تعرضه أداة القبول مع الفرق وما يمكن فعله، ولا تعرضه أبدًا برنامجًا يقبل من هو دون حدّه الأدنى.",
  }),
  certificates: z
    .array(
      z
        .strictObject({
          code: slug.meta({
            title: "الرمز",
            description:
              "رمز ثابت للشهادة بأحرف لاتينية صغيرة وأرقام وشرطات، مثل ib؛ يظهر في رابط جواب أداة القبول، فلا تغيّره بعد نشره.",
          }),
          name: text.meta({
            title: "الاسم",
            description: "اسم الشهادة بالعربية، مثل «البكالوريا الدولية (IB)».",
          }),
          scale: z
            .strictObject({
              min: z.number().meta({
                title: "أدنى علامة",
                description: "أدنى علامة نجاح على سلّم الشهادة، مثل 24.",
              }),
              max: z.number().meta({
                title: "أعلى علامة",
                description: "أعلى علامة على سلّم الشهادة، مثل 45.",
              }),
              unit: z.enum(["percent", "points"]).meta({
                title: "الوحدة",
                description:
                  "وحدة العلامة: percent: نسبة مئوية، تُكتب بعدها % (مثل 100%)؛ points: نقاط، يُكتب بعدها المعدود بحسب العدد (45 نقطة، 4 نقاط).",
                labels: { percent: "نسبة مئوية (%)", points: "نقاط" },
              }),
              name: text.meta({
                title: "اسم العلامة",
                description:
                  "ما تسمّي الشهادة علامتها، معرّفًا كما يُكتب في جملة «يتراوح … في الشهادة بين … و…»، مثل «المعدل» أو «مجموع النقاط» أو «المعدل التراكمي (GPA)» أو «متوسط نقاط UCAS».",
              }),
              nameIndefinite: text.meta({
                title: "اسم العلامة نكرةً",
                description:
                  "الاسم نفسه نكرةً منصوبة كما يُكتب بعد «أدخل»، مثل «معدلًا» أو «مجموعًا» أو «متوسطًا»: تقول أداة القبول لمن أدخل علامة خارج السلّم «أدخل معدلًا بينهما».",
              }),
            })
            .meta({
              title: "سلّم العلامات",
              description:
                "سلّم علامات الشهادة نفسها: أدنى علامة نجاح وأعلى علامة ووحدتها واسمها؛ ولا تقبل أداة القبول علامة خارجه.",
            }),
          conversion: z
            .array(
              z
                .strictObject({
                  score: z.number().meta({
                    title: "العلامة",
                    description: "علامة على سلّم الشهادة نفسها، مثل 30.",
                  }),
                  percent: z.number().min(0).max(100).meta({
                    title: "النسبة المقابلة",
                    description: "نسبة التوجيهي (%) التي تقابلها هذه العلامة، من 0 إلى 100، مثل 80.",
                  }),
                })
                .meta({ title: "نقطة معادلة" }),
            )
            .min(2)
            .meta({
              title: "نقاط المعادلة",
              description:
                "نقطتان على الأقل بترتيب تصاعدي حسب العلامة، لكل منها علامة على سلّم الشهادة والنسبة التي تقابلها في التوجيهي، وما بينها يُحسب على خط مستقيم. مثلًا يقابل كل تقدير في الشهادة البريطانية نسبة ثابتة (A* 100، A 90، B 80، C 70، D 60، E 50)، فتكفي نقطتان: العلامة 16 بنسبة 50، والعلامة 56 بنسبة 100، لأن متوسط النقاط يعطي متوسط النسب.",
            }),
          streams: z.enum(["own", "equivalence"]).meta({
            title: "فرع التوجيهي",
            description:
              "كيف يُعرف فرع التوجيهي لحامل الشهادة: own: للشهادة فروعها، ويقابل كل فرع منها فرع التوجيهي الذي يحمل اسمه؛ equivalence: لا فروع لها، ويحدّد قرار معادلة الوزارة الفرع (انظر «فرع الشهادات بلا فروع»).",
            labels: { own: "فروع الشهادة نفسها", equivalence: "قرار المعادلة" },
          }),
          note: prose.optional().meta({
            title: "ملاحظة",
            description:
              "اختياري: المواد المطلوبة ومعادلة الشهادة من الوزارة وما يلزم المتقدّم معرفته، مثل «يُشترط النجاح في ست مواد، ثلاث منها على المستوى العالي».",
          }),
        })
        .meta({ title: "شهادة" }),
    )
    .min(1)
    .meta({
      title: "الشهادات الأجنبية والدولية",
      description:
        "الشهادات الأجنبية والدولية وطريقة معادلة كل منها بنسبة التوجيهي، تستعملها أداة القبول وصفحة النتائج.",
    }),
  equivalenceStreams: prose.meta({
    title: "فرع الشهادات بلا فروع",
    description:
      "فقرة تشرح كيف تعطي معادلة وزارة التربية والتعليم الشهادات التي لا فروع لها (IB والأمريكية والبريطانية) فرعًا من فروع التوجيهي؛ تظهر في صفحة «مفاتيح القبول».",
  }),
  documents: z
    .array(prose)
    .min(3)
    .meta({
      title: "الوثائق المطلوبة",
      description:
        "الوثائق المطلوبة للتقديم، وثيقة في كل سطر، ثلاث وثائق على الأقل؛ تظهر في صفحة «مفاتيح القبول» وفي جواب أداة القبول.",
    }),
});

/** `content/partners/{slug}.yaml`: one file per partner. */
export const partnerSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "معرّف ثابت للشريك بأحرف لاتينية صغيرة وأرقام وشرطات، مثل al-ard-development-bank؛ يجب أن يطابق اسم الملف (partners/al-ard-development-bank.yaml).",
  }),
  updated: fileUpdated("ملف الشريك", "تاريخ الصفحات التي تعرض الشريك"),
  name: text.meta({
    title: "اسم الشريك",
    description:
      "اسم المؤسسة الشريكة. الأسماء في المحتوى التجريبي متخيَّلة أو عامة لا تشير إلى مؤسسة حقيقية، ولا تُنسب شراكة إلى جهة حقيقية باسمها.",
  }),
  type: z.enum(["academic", "industry", "health", "international"]).meta({
    title: "نوع الشراكة",
    description:
      "academic: أكاديمية (جامعات ومعاهد)، industry: صناعية ومهنية (القطاع الخاص)، health: صحية (مستشفيات ومراكز صحية)، international: دولية.",
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

/** `content/publications/{slug}.yaml`: one file per publication. */
export const publicationSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "معرّف ثابت للمنشور بأحرف لاتينية صغيرة وأرقام وشرطات، مثل pub-2019-database-systems-book؛ يجب أن يطابق اسم الملف، ومنه رابط المنشور في صفحة المنشورات.",
  }),
  updated: fileUpdated("ملف المنشور", "تاريخ الصفحات التي تعرض المنشور"),
  title: text.meta({
    title: "العنوان",
    description: "عنوان المنشور كما نُشر، بالعربية أو بالإنجليزية.",
  }),
  authors: z
    .array(text)
    .min(1)
    .meta({
      title: "المؤلفون",
      description:
        "المؤلفون بترتيبهم في المنشور، مؤلف في كل سطر مع لقبه، مثل «أ. د. فؤاد الكيلاني». الأسماء في المحتوى التجريبي متخيَّلة.",
    }),
  college: slug.meta({ ref: "college",
    title: "الكلية",
    description: "معرّف الكلية التي ينتمي إليها المنشور، مثل it؛ ويرفض الفحص معرّفًا لا ملف له في content/colleges.",
  }),
  year: z.number().int().min(1990).max(2100).meta({
    title: "سنة النشر",
    description: "سنة النشر بأربعة أرقام، مثل 2019.",
  }),
  type: z.enum(["article", "conference", "book", "report"]).meta({
    title: "نوع المنشور",
    description: "article: مقالة في مجلة علمية محكّمة، conference: ورقة في مؤتمر، book: كتاب، report: تقرير.",
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

/** A group of help questions. */
export const faqGroupSchema = z
  .strictObject({
    slug: slug.meta({
      title: "المعرّف",
      description:
        "معرّف المجموعة ومرساها في رابط صفحة المساعدة (/help#admission): أحرف لاتينية صغيرة وأرقام وشرطات، مثل admission.",
    }),
    updated: updated.meta({
      title: "تاريخ آخر تعديل",
      description:
        "يوم آخر تعديل على هذه المجموعة أو على أي سؤال فيها، بصيغة YYYY-MM-DD، مثل 2026-03-09؛ غيّره إلى تاريخ اليوم مع كل تعديل. تاريخ الملف أحدث تواريخ مجموعاته، ومنه تأخذ خريطة الموقع (sitemap.xml) تاريخ صفحة المساعدة؛ ويرفض الفحص يومًا غير موجود في التقويم أو يومًا لم يأتِ بعد.",
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
                "مرسى السؤال في الرابط (/help#how-to-apply)، فريد في الصفحة كلها: أحرف لاتينية صغيرة وأرقام وشرطات. لكل سؤال رابط خاص يشاركه الزوار، فلا تغيّره بعد نشره.",
            }),
            question: text.meta({
              title: "السؤال",
              description: "السؤال كما يطرحه الطالب، مثل «كيف أقدّم طلب الالتحاق بالجامعة؟».",
            }),
            answer: paragraphs.meta({
              title: "الجواب",
              description:
                "الجواب في فقرة أو أكثر، فقرة في كل عنصر. المواعيد والمنح فيه يجب أن تطابق ملف القبول (admission.yaml)، وعناوين الدوائر وهواتفها يجب أن تطابق ملف الجامعة (site.yaml).",
            }),
          })
          .meta({ title: "سؤال" }),
      )
      .min(1)
      .meta({
        title: "الأسئلة",
        description: "أسئلة المجموعة بترتيب ظهورها، سؤال واحد على الأقل.",
      }),
  })
  .meta({ title: "مجموعة أسئلة" });

/** `content/streams.yaml`: the Tawjihi streams, as a named list. */
export const streamsFileSchema = z.strictObject({
  streams: z
    .array(streamSchema)
    .min(1)
    .meta({
      title: "فروع التوجيهي",
      description:
        "فروع شهادة الدراسة الثانوية العامة (التوجيهي) الفلسطينية، لكل فرع رمزه الثابت واسمه المطبوع على الشهادة واسمه داخل الجملة.",
    }),
});
/** `content/degrees.yaml`: the degrees the university awards, as a named list. */
export const degreesFileSchema = z.strictObject({
  degrees: z
    .array(degreeSchema)
    .min(1)
    .meta({
      title: "الدرجات العلمية",
      description: "أنواع الدرجات العلمية التي تمنحها الجامعة، لكل درجة رمزها واسمها ومرحلتها.",
    }),
});
/** `content/faq.yaml`: the help page's questions, in groups. */
export const faqFileSchema = z.strictObject({
  groups: z
    .array(faqGroupSchema)
    .min(1)
    .meta({
      title: "مجموعات الأسئلة",
      description: "الأسئلة الشائعة في صفحة المساعدة، في مجموعات تظهر كل منها تحت عنوانها.",
    }),
});

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
  updated: fileUpdated("نص الصفحة", "تاريخ الصفحة"),
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
      "اختياري: صورة تظهر بجانب النص، مثل صورة الرئيس في كلمته (المسار والوصف والعرض والارتفاع)، تُضاف حين تتوفر صورة حقيقية.",
  }),
});

// ---------------------------------------------------------------------------
// News and urgent notices
// ---------------------------------------------------------------------------

/**
 * The kinds of news item, each with its label in the interface messages (`news.category`):
 * announcements, admission and registration, events, achievements, research, community service,
 * partnerships.
 */
export const NEWS_CATEGORIES = [
  "announcement",
  "admission",
  "event",
  "achievement",
  "research",
  "community",
  "partnership",
] as const;

/**
 * Front matter of a news item, `content/news/{slug}.md` (one file per item, a Markdown body under
 * the front matter). The file name is the item's address, `/news/{slug}`: lower-case Latin letters,
 * digits and hyphens.
 */
export const newsFrontMatterSchema = z.strictObject({
  /** The item's address, `/news/{slug}`: its file's name (a CMS names a new item's file after it). */
  slug: slug.meta({
    title: "المعرّف",
    description:
      "رابط الخبر /news/{slug}: أحرف لاتينية صغيرة وأرقام وشرطات، مثل graduation-2026، فريد بين الأخبار، وهو اسم ملفه (news/graduation-2026.md). لا تغيّره بعد نشر الخبر، فمن حفظ رابطه يصل إليه به.",
  }),
  /** The headline, a sentence without a full stop. */
  title: text.meta({
    title: "العنوان",
    description:
      "عنوان الخبر في جملة واحدة بلا نقطة في آخرها، مثل «الجامعة تحتفل بتخريج الفوج الخامس والعشرين من طلبتها»؛ يظهر عنوانًا للصفحة وللبطاقة في قائمة الأخبار وفي الصفحة الرئيسية.",
  }),
  /** The day it was published (`YYYY-MM-DD`): the news is listed newest first by this day. */
  date: updated.meta({
    title: "تاريخ النشر",
    description:
      "يوم نشر الخبر بصيغة YYYY-MM-DD، مثل 2026-06-18؛ به تُرتَّب الأخبار من الأحدث، ويرفض الفحص يومًا غير موجود في التقويم أو يومًا لم يأتِ بعد.",
  }),
  /**
   * The day its text last changed (`YYYY-MM-DD`), the publication day until it is edited; not
   * before `date`. The sitemap's date of its page.
   */
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description:
      "يوم آخر تعديل على الخبر بصيغة YYYY-MM-DD: هو تاريخ النشر نفسه حتى يُعدَّل الخبر، ولا يسبقه. غيّره إلى تاريخ اليوم مع كل تعديل، فمنه تأخذ خريطة الموقع (sitemap.xml) تاريخ صفحة الخبر.",
  }),
  /** One or two sentences: the item's card (home page, news page) and its description for search engines. */
  summary: prose.meta({
    title: "الملخص",
    description:
      "جملة أو جملتان تلخّصان الخبر: تظهران في بطاقته وتحت عنوانه، وتكونان وصفه في نتائج محركات البحث؛ ولا يتكرر ملخص خبرين.",
  }),
  /** What kind of news it is. */
  category: z.enum(NEWS_CATEGORIES).meta({
    title: "التصنيف",
    labels: {
      announcement: "إعلانات",
      admission: "القبول والتسجيل",
      event: "فعاليات",
      achievement: "إنجازات",
      research: "البحث العلمي",
      community: "خدمة المجتمع",
      partnership: "شراكات",
    },
    description:
      "announcement: إعلانات، admission: القبول والتسجيل، event: فعاليات، achievement: إنجازات، research: البحث العلمي، community: خدمة المجتمع، partnership: شراكات.",
  }),
  /** The college it concerns, if one (a college's slug): the item links to the college's page. */
  college: slug.optional().meta({
    ref: "college",
    title: "الكلية",
    description:
      "اختياري: معرّف الكلية التي يخصّها الخبر، مثل enge؛ تظهر صفحة الكلية رابطًا في الخبر، ويرفض الفحص معرّفًا لا ملف له في content/colleges.",
  }),
  /** Optional photo slot. */
  image: imageSchema.optional().meta({
    title: "الصورة",
    description:
      "اختياري: صورة للخبر تظهر فوق نصه (المسار والوصف والعرض والارتفاع)؛ بلا صورة يظهر الخبر نصًّا فقط.",
  }),
});

/** `content/news.yaml`: the news page itself (its items are the files of `content/news/`). */
export const newsPageSchema = z.strictObject({
  /** The day this file was last changed (`YYYY-MM-DD`). */
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description:
      "يوم آخر تعديل على مقدمة صفحة الأخبار بصيغة YYYY-MM-DD، مثل 2026-11-18؛ غيّره إلى تاريخ اليوم مع كل تعديل عليها.",
  }),
  /** The lead under the page's title, and its description for search engines. */
  lead: prose.meta({
    title: "مقدمة الصفحة",
    description: "فقرة قصيرة تظهر تحت عنوان صفحة الأخبار، وتكون وصفها في نتائج محركات البحث.",
  }),
});

/** A wall-clock moment, `YYYY-MM-DDTHH:MM` (24-hour), on a day the calendar has. */
export const wallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "تاريخ ووقت بصيغة YYYY-MM-DDTHH:MM، مثل 2026-11-24T07:00")
  .refine((value) => isCalendarDay(value.slice(0, 10)), "يوم في التقويم بصيغة YYYY-MM-DDTHH:MM");

/**
 * One urgent notice: shown at the top of every page from `start` to `end` (by the server's clock)
 * and gone by itself after `end`, without a new build (decision 017).
 */
export const noticeSchema = z.strictObject({
  /** The notice in a few words, e.g. `المحاضرات يوم الاثنين عن بُعد`: its heading. */
  title: text.meta({
    title: "العنوان",
    description:
      "التنبيه في كلمات قليلة، مثل «المحاضرات يوم الاثنين عن بُعد»: يظهر عنوانًا بارزًا في أعلى كل صفحة، وبه يجده مستخدمو قارئات الشاشة.",
  }),
  /** What the visitor needs to know and do, in one or two sentences. */
  text: prose.meta({
    title: "النص",
    description: "ما يحتاج الزائر إلى معرفته وفعله، في جملة أو جملتين، مع اليوم والتاريخ صريحين.",
  }),
  /** `urgent` (a closure, a checkpoint that stops travel), `warning` (a change to plan for), `info`. */
  level: z.enum(["urgent", "warning", "info"]).meta({
    title: "الدرجة",
    labels: { urgent: "تنبيه عاجل", warning: "تنبيه", info: "إعلان" },
    description:
      "urgent: تنبيه عاجل (إغلاق الحرم، حاجز يمنع الوصول، تعليق الدوام)، warning: تنبيه (تغيير يلزم الاستعداد له)، info: إعلان.",
  }),
  /** When it starts showing: `YYYY-MM-DDTHH:MM` on the clocks of `timeZone`. */
  start: wallTime.meta({
    title: "يبدأ ظهوره",
    description:
      "التاريخ والوقت اللذان يبدأ فيهما ظهور التنبيه، بصيغة YYYY-MM-DDTHH:MM بنظام 24 ساعة وبتوقيت «المنطقة الزمنية»، مثل 2026-11-24T07:00. يظهر وحده في موعده حتى لو نُشر قبله بأيام.",
  }),
  /** When it stops showing, by itself (same form): later than `start`. */
  end: wallTime.meta({
    title: "ينتهي ظهوره",
    description:
      "التاريخ والوقت اللذان يختفي فيهما التنبيه وحده دون بناء جديد للموقع، بالصيغة نفسها، بعد البداية، مثل 2026-11-24T18:00.",
  }),
  /** The time zone of `start` and `end` (an IANA name such as `Asia/Hebron`). */
  timeZone: z
    .string()
    .refine(isTimeZone, "منطقة زمنية غير معروفة؛ اكتب اسمًا مثل Asia/Hebron")
    .default("Asia/Hebron")
    .meta({
      title: "المنطقة الزمنية",
      description:
        "المنطقة الزمنية التي تُقرأ بها البداية والنهاية، باسمها الدولي؛ Asia/Hebron (توقيت فلسطين، بتوقيته الصيفي والشتوي) إن لم تُذكر.",
    }),
  /** Where to read more, if anywhere: a page of the site (`/news/…`) or an https address. */
  link: z
    .strictObject({
      /** A page of the site, starting with `/` (a `#section` may follow), or an https address. */
      href: z
        .string()
        .refine(
          (href) => /^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/.test(href) || (URL.canParse(href) && href.startsWith("https://")),
          "مسار صفحة في الموقع يبدأ بـ / (مثل /news) أو عنوان يبدأ بـ https://",
        )
        .meta({
          title: "العنوان",
          description:
            "صفحة في الموقع تبدأ بشرطة مائلة، مثل /news/second-semester-applications، أو عنوان خارجي يبدأ بـ https://؛ ويرفض الفحص مسارًا لا صفحة له في الموقع.",
        }),
      /** The link's words, e.g. `منصة التعلّم الإلكتروني`. */
      label: text.meta({
        title: "نص الرابط",
        description: "كلمات الرابط كما يقرؤها الزائر، مثل «منصة التعلّم الإلكتروني» أو «التفاصيل».",
      }),
    })
    .optional()
    .meta({
      title: "رابط",
      description: "اختياري: رابط لمزيد من التفاصيل يظهر في آخر التنبيه.",
    }),
});

/** `content/notices.yaml`: the urgent notices, in the order they show (an empty list shows none). */
export const noticesFileSchema = z.strictObject({
  /** Every notice, current, to come or ended (an ended one shows nowhere and may be deleted). */
  notices: z.array(noticeSchema.meta({ title: "تنبيه" })).meta({
    title: "التنبيهات العاجلة",
    description:
      "تنبيهات تظهر في أعلى كل صفحة من الموقع بين بدايتها ونهايتها: إغلاق، أو حاجز يمنع الوصول، أو تحويل المحاضرات إلى التعليم الإلكتروني. التنبيه المنتهي لا يظهر في أي صفحة ويمكن حذفه؛ والقائمة الفارغة لا تُظهر شيئًا.",
  }),
});

export type Stream = z.infer<typeof streamSchema>;
export type Degree = z.infer<typeof degreeSchema>;
export type Course = z.infer<typeof courseSchema>;
export type PlanYear = z.infer<typeof planYearSchema>;
export type ProgramSheet = z.infer<typeof programSheetSchema>;
export type Program = z.infer<typeof programSchema>;
export type College = z.infer<typeof collegeSchema>;
export type Site = z.infer<typeof siteSchema>;
export type AdmissionInfo = z.infer<typeof admissionInfoSchema>;
export type Partner = z.infer<typeof partnerSchema>;
export type Publication = z.infer<typeof publicationSchema>;
export type FaqGroup = z.infer<typeof faqGroupSchema>;
export type ProseFrontMatter = z.infer<typeof proseFrontMatterSchema>;
export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;
export type Image = z.infer<typeof imageSchema>;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsPage = z.infer<typeof newsPageSchema>;
export type Notice = z.infer<typeof noticeSchema>;
