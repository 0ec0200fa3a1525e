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
import { isTimeZone } from "#app/lib/zoned-time.ts";

declare module "zod" {
  interface GlobalMeta {
    /** An enum's values as an editor reads them, by value. */
    labels?: Record<string, string>;
    /** Prose of a sentence or more: the form gives it a text area, not a one-line input. */
    multiline?: boolean;
    /** The value names an entry elsewhere in the content: the form offers those entries. */
    ref?: "college" | "program" | "stream" | "degree";
    /**
     * On a list item's schema, beside its `title`: the item's line when it is closed in the CMS, in
     * Decap's template words (`{{fields.code}} {{fields.name}}`).
     */
    summary?: string;
  }
}

/** A non-empty, trimmed line of Arabic (or English) text. */
const text = z.string().trim().min(1, "اكتب نصًّا في هذا الحقل؛ لا يُترك فارغًا");
/** Prose: a sentence or more, edited in a text area. */
const prose = text.meta({ multiline: true });
/** One or more paragraphs of prose, in reading order: each item a paragraph (`item` names one). */
const paragraphs = (item = "فقرة") => z.array(prose.meta({ title: item })).min(1);
/** A calendar date written `YYYY-MM-DD`. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "اختر يومًا من التقويم، مثل 2026-03-09");
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
export const updated = isoDate.refine(isCalendarDay, "اختر يومًا موجودًا في التقويم (لا 30 شباط مثلًا)");
/**
 * A whole entry's `updated` field, with its label and hint: `what` names the entry in the office's
 * words («هذا البرنامج»), `dates` what the sitemap dates from it, `also` (optional) when else to
 * change it. The CMS's save stamps it with the day of the save.
 */
function fileUpdated(what: string, dates: string, also = "") {
  return updated.meta({
    title: "تاريخ آخر تعديل",
    description: `يوم آخر تعديل على ${what}: يضعه الحفظ تاريخَ اليوم من تلقاء نفسه، فلا حاجة إلى تغييره. ومنه تأخذ خريطة الموقع ${dates}${also}.`,
  });
}
/** A URL slug: lower-case Latin letters, digits and hyphens. */
export const slug = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "اكتب أحرفًا لاتينية صغيرة وأرقامًا بينها شرطات، بلا مسافات، مثل computer-science");
/** An e-mail address. */
const email = z.email("اكتب بريدًا إلكترونيًا كاملًا، مثل admission@al-ofoq.example");
/** A phone number written for display, Western digits, e.g. `+970 2 000 0000`. */
const phone = z
  .string()
  .regex(/^\+?[0-9 ]{6,20}$/, "اكتب الرقم بالأرقام الغربية والمسافات فقط، مثل +970 2 000 1000");
/** An absolute https URL. */
const url = z.url({ protocol: /^https$/, error: "اكتب الرابط كاملًا يبدأ بـ https://، مثل https://www.moe.edu.ps" });

/** A photo slot: empty until the university supplies a real photo. */
export const imageSchema = z
  .strictObject({
    src: z.string().startsWith("/", "اكتب مكان الصورة في الموقع يبدأ بشرطة مائلة، مثل /images/colleges/it.webp").meta({
      title: "مكان الصورة",
      description: "مكان الصورة في الموقع كما أعطاه مكتب الموقع الإلكتروني، يبدأ بشرطة مائلة، مثل /images/colleges/it.webp.",
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
  .meta({ title: "رقم رئيسي", summary: "{{fields.label}}: {{fields.value}}{{fields.suffix}}" });

// ---------------------------------------------------------------------------
// Registries the rest of the content points into
// ---------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------
// Programs
// ---------------------------------------------------------------------------

/** One course in a study plan. */
export const courseSchema = z
  .strictObject({
    code: z
      .string()
      .regex(/^[A-Z]{2,5}\d{3,4}$/, "اكتب من حرفين إلى خمسة أحرف لاتينية كبيرة ثم ثلاثة أرقام أو أربعة، بلا مسافة، مثل ITI101")
      .meta({
        title: "رمز المساق",
        description:
          "من حرفين إلى خمسة أحرف لاتينية كبيرة ثم ثلاثة أرقام أو أربعة، مثل ITI101: بادئة البرنامج ثم ثلاثة أرقام أولها رقم السنة؛ ومساقات الكلية المشتركة ببادئة الكلية، ومتطلبات الجامعة برموزها المعتمدة في دليل المحتوى، مثل UNI101، بأسمائها وساعاتها كما هي. لا يتكرر الرمز في الخطة، وللرمز الواحد الاسم نفسه والساعات نفسها في كل البرامج.",
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
  .meta({ title: "مساق", summary: "{{fields.code}} {{fields.name}}، الساعات: {{fields.hours}}" });

/** One semester of a study plan. */
export const semesterSchema = z
  .strictObject({
    term: z.enum(["first", "second", "summer"]).meta({
      title: "الفصل",
      description:
        "اختر فصل العام الأكاديمي: الأول أو الثاني، أو الصيفي عند الحاجة. لا تتجاوز ساعات الفصل «العبء الدراسي» في «القبول ومواعيده».",
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
  .meta({ title: "فصل دراسي", summary: "فصل دراسي: {{fields.term}}" });

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
  .meta({ title: "سنة دراسية", summary: "السنة الدراسية {{fields.year}}" });

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
    if (rows.findIndex((r) => r.stream === row.stream) !== i) ctx.addIssue({ code: "custom", path: [i, "stream"], message: `الفرع "${row.stream}" مذكور أكثر من مرة: احذف أحد البندين أو اختر فيه فرعًا آخر` });
  });
}

/**
 * Figures per Tawjihi stream are written as rows (`- stream: scientific` then `minimum: 85`), which a
 * form can edit one by one; the code reads them as a map from stream code to figure. In the office's
 * words (content/README.md): the requirement is «الحد الأدنى للمعدل», last year's figure «أدنى معدل قُبل».
 */
const minimumRows = z
  .array(
    z
      .strictObject({
        stream: slug.meta({ ref: "stream",
          title: "الفرع",
          description:
            "اختر فرع التوجيهي من «فروع التوجيهي»؛ يُذكر كل فرع مرة واحدة، والفرع غير المذكور غير مقبول في البرنامج.",
        }),
        minimum: average.meta({
          title: "الحد الأدنى للمعدل",
          description:
            "أقل معدل في التوجيهي (%) يُقبل به طالب من هذا الفرع، من 50 إلى 100، مثل 70؛ ولا يقل عن الحد الأدنى العام للوزارة لهذه الدرجة العلمية في «القبول ومواعيده».",
        }),
      })
      .meta({ title: "فرع وحدّه الأدنى", summary: "{{fields.stream}}: الحد الأدنى للمعدل {{fields.minimum}}" }),
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
          description: "اختر فرع التوجيهي من «فروع التوجيهي»؛ يُذكر كل فرع مرة واحدة.",
        }),
        average: average.meta({
          title: "أدنى معدل قُبل",
          description: "أدنى معدل في التوجيهي (%) قُبل به طالب فعلًا من هذا الفرع في العام الماضي، من 50 إلى 100، مثل 76.4.",
        }),
      })
      .meta({ title: "فرع وأدنى معدل قُبل منه", summary: "{{fields.stream}}: أدنى معدل قُبل {{fields.average}}" }),
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
        "للبكالوريوس والدبلوم المتوسط: بند لكل فرع توجيهي مقبول، فيه الفرع والحد الأدنى للمعدل؛ والفرع غير المذكور غير مقبول. اتركه فارغًا لبرامج الدراسات العليا واملأ «الدرجة السابقة» بدلًا منه، فلا يُملأ الحقلان معًا.",
    }),
    lastCutoff: cutoffRows.optional().meta({
      title: "أدنى معدل قُبل العام الماضي",
      description:
        "اختياري، حيث يُعرف: بند لكل فرع فيه أدنى معدل قُبل فعلًا منه في العام الماضي؛ يظهر في صفحة البرنامج وفي جواب أداة البرامج المتاحة.",
    }),
    priorDegree: text.optional().meta({
      title: "الدرجة السابقة",
      description:
        "لبرامج الدراسات العليا فقط، بدلًا من «الحدود الدنيا للمعدل»: الدرجة العلمية السابقة والتقدير المطلوبان، مثل «درجة البكالوريوس في أي تخصص من جامعة معترف بها بتقدير مقبول على الأقل».",
    }),
    notes: z
      .array(prose.meta({ title: "شرط" }))
      .optional()
      .meta({
        title: "شروط أخرى",
        description:
          "اختياري: شروط القبول الأخرى، شرط في كل بند، مثل مقابلة شخصية أو امتحان قبول أو فحص طبي.",
      }),
  })
  .refine((a) => (a.minimums ? 1 : 0) + (a.priorDegree ? 1 : 0) === 1, {
    message:
      "املأ واحدًا فقط من الحقلين واترك الآخر فارغًا: «الحدود الدنيا للمعدل» للبكالوريوس والدبلوم المتوسط، أو «الدرجة السابقة» للدراسات العليا",
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
    title: "الدرجة العلمية",
    description: "اختر الدرجة العلمية التي يمنحها البرنامج من «الدرجات العلمية»، مثل «بكالوريوس» أو «ماجستير».",
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
      "رسوم الساعة المعتمدة الواحدة بالدينار الأردني، رقمًا فقط، مثل 40؛ منها يُحسب تقدير الرسوم في أداة البرامج المتاحة، وبها يُصفّى دليل البرامج.",
  }),
  admission: admissionSchema.meta({
    title: "شروط القبول",
    description:
      "من يحق له التقدم: للبكالوريوس والدبلوم المتوسط الحد الأدنى للمعدل لكل فرع مقبول (الفرع غير المذكور غير مقبول)، وأدنى معدل قُبل العام الماضي اختياريًا؛ ولبرامج الدراسات العليا الدرجة السابقة بدلًا من الحدود الدنيا للمعدل.",
  }),
  summary: prose.meta({
    title: "الملخص",
    description: "فقرة واحدة تعرّف بالبرنامج، تظهر في بطاقته وفي القوائم وفي رأس صفحته.",
  }),
  overview: paragraphs().meta({
    title: "نظرة عامة",
    description: "فقرات قليلة تعرّف بالبرنامج وبأهميته، فقرة في كل بند، بترتيب قراءتها.",
  }),
  objectives: z
    .array(prose.meta({ title: "هدف" }))
    .min(3)
    .meta({
      title: "الأهداف",
      description: "ما يسعى البرنامج إلى تحقيقه، هدف في كل بند، ثلاثة أهداف على الأقل.",
    }),
  outcomes: z
    .array(prose.meta({ title: "مخرج تعلّم" }))
    .min(3)
    .meta({
      title: "مخرجات التعلّم",
      description:
        "ما يستطيع الخرّيج فعله، مخرج في كل بند يبدأ بفعل مضارع مثل «يحلّل العينات بالطرائق الطيفية»، ثلاثة مخرجات على الأقل.",
    }),
  careers: z
    .array(prose.meta({ title: "مجال عمل" }))
    .min(3)
    .meta({
      title: "مجالات العمل",
      description: "أين يعمل الخرّيجون، مجال في كل بند، ثلاثة مجالات على الأقل.",
    }),
  studyPlan: z
    .array(planYearSchema)
    .min(1)
    .meta({
      title: "الخطة الدراسية",
      description:
        "الخطة الكاملة سنة سنة، كل سنة بفصولها (الأول والثاني، والصيفي عند الحاجة)، وكل مساق برمزه واسمه وساعاته. يجب أن يساوي مجموع ساعاتها «مجموع الساعات المعتمدة»، وألا تتجاوز ساعات أي فصل «العبء الدراسي».",
    }),
  semesterLoadMax: z.number().int().min(1).max(24).optional().meta({
    title: "العبء الأعلى المعتمد",
    description:
      "اختياري، فقط لخطة اعتُمدت بفصل أول أو ثانٍ أثقل من «العبء الدراسي» في «القبول ومواعيده»، مثل 19 ساعة معتمدة في طب الأسنان: أعلى عدد من الساعات في الفصل الأول أو الثاني، من 1 إلى 24. تذكر صفحة المساعدة هذه البرامج.",
  }),
  alternatives: z
    .array(slug.meta({ title: "برنامج بديل" }))
    .min(1)
    .optional()
    .meta({
      // A college's own degree (law, dentistry) may also be named here by its college's slug; the
      // form offers programs, which is what every plan names today.
      ref: "program",
      title: "برامج بديلة",
      description:
        "اختياري: اختر برامج قريبة يُنصح بها من يقصر معدله قليلًا عن هذا البرنامج، من غير برامج الكلية نفسها. تعرض أداة البرامج المتاحة منها ما يفتحه معدل الطالب.",
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
      "اختياري: صورة البرنامج (مكانها ووصفها وعرضها وارتفاعها)، تُضاف حين تتوفر صورة حقيقية.",
  }),
});

/** A program file: `content/programs/{slug}.yaml`. */
export const programSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "آخر جزء من رابط صفحة البرنامج: أحرف لاتينية صغيرة وأرقام وشرطات، مثل iti، لا يحمله برنامج آخر ولا كلية تطرح درجتها العلمية بنفسها. لا تغيّره بعد إنشاء البرنامج، فمن حفظ رابطه يصل إليه به.",
  }),
  updated: fileUpdated("هذا البرنامج", "تاريخ الصفحات التي تعرضه"),
  college: slug.meta({ ref: "college",
    title: "الكلية",
    description:
      "اختر الكلية التي يتبعها البرنامج من «الكليات»؛ تظهر صفحة البرنامج تحت صفحتها.",
  }),
  relatedCollege: slug.optional().meta({ ref: "college",
    title: "كلية مشاركة",
    description: "اختياري: اختر كلية أخرى تشارك في تدريس البرنامج أو في الإشراف عليه.",
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
  .meta({ title: "مرفق", summary: "{{fields.name}}" });

/** A college file: `content/colleges/{slug}.yaml`. */
export const collegeSchema = z.strictObject({
  slug: slug.meta({
    title: "المعرّف",
    description:
      "آخر جزء من رابط صفحة الكلية: أحرف لاتينية صغيرة وأرقام وشرطات، مثل it، لا تحمله كلية أخرى. لا تغيّره بعد إنشاء الكلية، فبه تشير إليها برامجها وأخبارها.",
  }),
  updated: fileUpdated("هذه الكلية", "تاريخ الصفحات التي تعرضها", "؛ وحين تحذف برنامجًا من برامجها احفظ الكلية كذلك، فحذف البرنامج لا يترك تاريخًا"),
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
      "اختر «كلية تمنح درجاتها» لكلية البكالوريوس، أو «كلية الدراسات العليا»، أو «كلية الدبلومات المتوسطة».",
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
          "اختر «أنثى» أو «ذكر»؛ ويتبعه عنوان الكلمة في صفحة الكلية: «كلمة العميدة» أو «كلمة العميد».",
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

// ---------------------------------------------------------------------------
// The university and its page-level collections
// ---------------------------------------------------------------------------

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
      "رابط موقع الحرم على موقع خرائط، يبدأ بـ https://، مثل رابط من OpenStreetMap؛ يفتح موقع الخرائط نفسه، فلا خريطة مضمّنة في الصفحة ولا نص برمجي من طرف ثالث.",
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
              "رمز ثابت للدائرة بأحرف لاتينية صغيرة وأرقام وشرطات. اكتب admission لدائرة القبول، التي يسمّيها جواب أداة البرامج المتاحة لمن يسأل عن خياراته، واكتب general للاستعلامات العامة، التي يظهر بريدها في تذييل كل صفحة.",
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
              "اختر الخدمة: «بوابة القبول» حيث تُقدَّم طلبات الالتحاق، ويُربط بها آخر جواب أداة البرامج المتاحة؛ أو «بوابة الطالب» للتسجيل والعلامات؛ أو «منصة التعلّم الإلكتروني».",
            labels: { admission: "بوابة القبول", students: "بوابة الطالب", elearning: "منصة التعلّم الإلكتروني" },
          }),
          name: text.meta({
            title: "الاسم",
            description: "اسم الخدمة كما يعرفه الطلبة، مثل «بوابة القبول».",
          }),
          url: url.meta({
            title: "الرابط",
            description: "رابط الخدمة، يبدأ بـ https:// وتحت نطاق الجامعة، مثل https://apply.al-ofoq.example.",
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
            description:
              "اختر الشبكة التي عليها حساب الجامعة، مثل «فيسبوك» أو «إكس» (تويتر سابقًا).",
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
        .meta({ title: "حساب", summary: "{{fields.label}}" }),
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
        "اليوم الأول من الموعد، أو يومه إن كان يومًا واحدًا؛ وبه تُرتَّب المواعيد في التقويم.",
    }),
    end: isoDate.optional().meta({
      title: "تاريخ الانتهاء",
      description:
        "اختياري، للموعد الذي يمتد فترة: اليوم الأخير منه. تُخفي الصفحة الرئيسية الموعد بعد انتهائه.",
    }),
  })
  .meta({ title: "موعد", summary: "{{fields.label}}" });

/** `content/admission.yaml`: the rules and dates shared by every program. */
export const admissionInfoSchema = z.strictObject({
  updated: fileUpdated("بيانات القبول", "تاريخ الصفحات التي تعرضها"),
  academicYear: z
    .string()
    .regex(/^\d{4}\/\d{4}$/, "اكتب سنتين متتاليتين بينهما شرطة مائلة، مثل 2027/2028")
    .meta({
      title: "العام الأكاديمي",
      description: "العام الأكاديمي الذي تخصه المواعيد، سنتان بينهما شرطة مائلة، مثل 2027/2028؛ يظهر في عنوان تقويم القبول.",
    }),
  resultsSeason: z
    .strictObject({
      start: isoDate.meta({
        title: "بداية الموسم",
        description: "اليوم الأول من الموسم؛ منه يظهر شريط النتائج في الصفحة الرئيسية.",
      }),
      end: isoDate.meta({
        title: "نهاية الموسم",
        description: "اليوم الأخير من الموسم؛ بعده يختفي شريط النتائج.",
      }),
      announcement: isoDate.meta({
        title: "يوم إعلان النتائج",
        description:
          "اليوم المتوقَّع لإعلان الوزارة النتائج؛ يظهر في تقويم القبول وفي صفحة النتائج.",
      }),
      announcementTime: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "اكتب الساعة والدقيقة بنظام 24 ساعة، مثل 10:00 أو 14:30")
        .meta({
          title: "ساعة الإعلان",
          description:
            "الساعة المتوقَّعة للإعلان في ذلك اليوم بتوقيت فلسطين، بنظام 24 ساعة، مثل 10:00 أو 14:30. قبلها يقول الموقع متى يُتوقَّع صدور النتائج، ومنها يقول إنها صدرت.",
        }),
      timeZone: z
        .string()
        .refine(isTimeZone, "منطقة زمنية غير معروفة: اكتب Asia/Hebron لتوقيت فلسطين")
        .default("Asia/Hebron")
        .meta({
          title: "المنطقة الزمنية",
          description:
            "المنطقة الزمنية ليوم الإعلان وساعته: توقيت فلسطين بصيفه وشتائه، وهو ما يُعتمد إن تُرك الحقل فارغًا؛ لا تغيّره.",
        }),
      officialService: z
        .strictObject({
          name: text.meta({
            title: "الاسم",
            description: "اسم الخدمة كما تسمّيها الوزارة، مثل «الموقع الرسمي لوزارة التربية والتعليم».",
          }),
          url: url.meta({
            title: "الرابط",
            description: "رابط الخدمة، يبدأ بـ https://، مثل https://www.moe.edu.ps.",
          }),
        })
        .meta({
          title: "الخدمة الرسمية للنتائج",
          description:
            "الموقع الرسمي لوزارة التربية والتعليم، مرجع الطلبة في نتائج التوجيهي: يظهر رابطه ونطاقه دائمًا في قسم البحث في صفحة النتائج. تحقّق من رابطه في كل موسم.",
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
        "أعلى عدد من الساعات المعتمدة يسجّله الطالب في الفصل دون موافقة خاصة، كما في صفحة المساعدة. يتحقق الفحص من أن كل خطة دراسية لا تتجاوزه، إلا خطة اعتُمدت بعبء أعلى فذكرته في «العبء الأعلى المعتمد».",
    }),
  hourFeeFixed: z.boolean().meta({
    title: "ثبات رسوم الساعة للطالب",
    description:
      "هل تبقى رسوم الساعة المعتمدة التي قُبل عليها الطالب ثابتة طوال دراسته في برنامجه (إلا إذا غيّر تخصصه)؟ نعم: يقول جواب أداة البرامج المتاحة إن الكلفة المحسوبة لا يغيّرها تغيّر رسوم الساعة في الأعوام التالية؛ لا: يقول إن رسوم الساعة قد تتغيّر في السنوات التالية. يجب أن يوافق جواب سؤال «كم تبلغ الرسوم الدراسية، وكيف تُحسب؟» في صفحة المساعدة.",
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
            title: "الحد الأدنى للمعدل",
            description: "أقل معدل في التوجيهي (%) يستحق صاحبه المنحة، من 50 إلى 100، مثل 95.",
          }),
          discountPercent: z.number().min(1).max(100).meta({
            title: "نسبة الخصم",
            description: "نسبة الخصم من الرسوم الدراسية (%)، من 1 إلى 100، مثل 50.",
          }),
          appliesTo: z.enum(["plan", "first-year"]).meta({
            title: "نطاق الخصم",
            description:
              "اختر الساعات التي يُحسب عليها الخصم: «الخطة كلها» لساعات كل فصل من الخطة ما دامت شروط المنحة قائمة، أو «السنة الأولى فقط» لساعات السنة الأولى من الخطة الدراسية.",
            labels: { plan: "الخطة كلها", "first-year": "السنة الأولى فقط" },
          }),
          minSemesterHours: z.number().int().min(1).max(24).optional().meta({
            title: "أدنى ساعات الفصل",
            description:
              "اختياري، حين لا تبقى المنحة إلا في فصل يسجّل فيه الطالب هذا العدد من الساعات المعتمدة على الأقل (أو ما بقي من خطته إن كان أقل): عددًا صحيحًا من 1 إلى 24، مثل 15. يحسب تقدير الرسوم الخصم في هذه الفصول وحدها.",
          }),
          levels: z
            .array(z.enum(["undergraduate", "diploma"]).meta({ title: "مرحلة" }))
            .min(1)
            .meta({
              title: "المراحل",
              description:
                "اختر مراحل البرامج التي تُمنح المنحة لطلبتها الجدد، مرحلة في كل بند: «البكالوريوس» للمرحلة الجامعية الأولى، أو «الدبلوم المتوسط». لا تحسب أداة البرامج المتاحة خصم المنحة في رسوم برنامج من مرحلة غير مذكورة، وتذكر المرحلة مع اسم المنحة. يجب أن يوافق ذلك صفحة المساعدة والأخبار.",
              labels: { undergraduate: "البكالوريوس", diploma: "الدبلوم المتوسط" },
            }),
          conditions: prose.meta({
            title: "شروط الاستمرار",
            description:
              "شروط الاحتفاظ بالمنحة كما يقرؤها الطالب، مثل «تُجدَّد كل فصل لمن يحافظ على معدل تراكمي لا يقل عن 85».",
          }),
        })
        .meta({ title: "منحة", summary: "{{fields.name}}، الحد الأدنى للمعدل {{fields.minAverage}}" }),
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
          "أقل معدل في التوجيهي (%) تسمح به الوزارة لأي برنامج بكالوريوس، من 50 إلى 100، مثل 65؛ ولا ينزل عنه الحد الأدنى للمعدل في أي برنامج من المرحلة الجامعية الأولى.",
      }),
      diplomaMinimum: z.number().min(50).max(100).meta({
        title: "الحد الأدنى للدبلوم المتوسط",
        description:
          "أقل معدل في التوجيهي (%) تسمح به الوزارة للدبلوم المتوسط، من 50 إلى 100، مثل 50؛ ولا ينزل عنه الحد الأدنى للمعدل في أي برنامج دبلوم متوسط.",
      }),
      improvement: paragraphs("حكم").meta({
        title: "أحكام تحسين المعدل",
        description:
          "كيف يرفع الطالب معدله في التوجيهي، فقرة لكل حكم، كما تنشرها وزارة التربية والتعليم.",
      }),
    })
    .meta({
      title: "حدود الوزارة وأحكامها",
      description:
        "الحدود الدنيا العامة لوزارة التعليم العالي والبحث العلمي، وأحكام تحسين معدل التوجيهي كما تنشرها وزارة التربية والتعليم. تذكرها أداة البرامج المتاحة حين يقصر المعدل عن برنامج أو عن البكالوريوس كله.",
    }),
  closeCallPoints: z.number().min(0.5).max(5).meta({
    title: "هامش «القريب من معدلك»",
    description:
      "كم نقطة مئوية دون الحد الأدنى للمعدل في برنامج يبقى فيها المعدل على مقربة منه، من 0.5 إلى 5، مثل 2: تعرض أداة البرامج المتاحة هذا البرنامج مع الفرق وما يمكن فعله، ولا تعرضه أبدًا برنامجًا يقبل من هو دون حدّه الأدنى.",
  }),
  certificates: z
    .array(
      z
        .strictObject({
          code: slug.meta({
            title: "الرمز",
            description:
              "رمز ثابت للشهادة بأحرف لاتينية صغيرة وأرقام وشرطات، مثل ib؛ يظهر في رابط جواب أداة البرامج المتاحة، فلا تغيّره بعد نشره.",
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
                  "اختر وحدة العلامة: «نسبة مئوية» تُكتب بعدها العلامة % (مثل 100%)، أو «نقاط» يُكتب بعدها المعدود بحسب العدد (45 نقطة، 4 نقاط).",
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
                  "الاسم نفسه نكرةً منصوبة كما يُكتب بعد «أدخل»، مثل «معدلًا» أو «مجموعًا» أو «متوسطًا»: تقول أداة البرامج المتاحة لمن أدخل علامة خارج السلّم «أدخل معدلًا بينهما».",
              }),
            })
            .meta({
              title: "سلّم العلامات",
              description:
                "سلّم علامات الشهادة نفسها: أدنى علامة نجاح وأعلى علامة ووحدتها واسمها؛ ولا تقبل أداة البرامج المتاحة علامة خارجه.",
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
                .meta({ title: "نقطة معادلة", summary: "العلامة {{fields.score}} تقابل {{fields.percent}}%" }),
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
              "اختر كيف يُعرف فرع التوجيهي لحامل الشهادة: «فروع الشهادة نفسها» لشهادة لها فروع يقابل كلٌّ منها فرع التوجيهي الذي يحمل اسمه، أو «قرار المعادلة» لشهادة بلا فروع يحدّد قرار معادلة الوزارة فرعها (انظر «فرع الشهادات بلا فروع»).",
            labels: { own: "فروع الشهادة نفسها", equivalence: "قرار المعادلة" },
          }),
          note: prose.optional().meta({
            title: "ملاحظة",
            description:
              "اختياري: المواد المطلوبة ومعادلة الشهادة من الوزارة وما يلزم المتقدّم معرفته، مثل «يُشترط النجاح في ست مواد، ثلاث منها على المستوى العالي».",
          }),
        })
        .meta({ title: "شهادة", summary: "{{fields.name}}" }),
    )
    .min(1)
    .meta({
      title: "الشهادات الأجنبية والدولية",
      description:
        "الشهادات الأجنبية والدولية وطريقة معادلة كل منها بنسبة التوجيهي، تستعملها أداة البرامج المتاحة وصفحة النتائج.",
    }),
  equivalenceStreams: prose.meta({
    title: "فرع الشهادات بلا فروع",
    description:
      "فقرة تشرح كيف تعطي معادلة وزارة التربية والتعليم الشهادات التي لا فروع لها (IB والأمريكية والبريطانية) فرعًا من فروع التوجيهي؛ تظهر في صفحة «مفاتيح القبول».",
  }),
  documents: z
    .array(prose.meta({ title: "وثيقة" }))
    .min(3)
    .meta({
      title: "الوثائق المطلوبة",
      description:
        "الوثائق المطلوبة للتقديم، وثيقة في كل بند، ثلاث وثائق على الأقل؛ تظهر في صفحة «مفاتيح القبول» وفي جواب أداة البرامج المتاحة.",
    }),
});

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
  college: slug.meta({ ref: "college",
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
                "الجواب في فقرة أو أكثر، فقرة في كل بند. المواعيد والمنح فيه يجب أن تطابق «القبول ومواعيده»، وبريد الدوائر وهواتفها يجب أن تطابق «الجامعة».",
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
      "آخر جزء من رابط صفحة الخبر: أحرف لاتينية صغيرة وأرقام وشرطات، مثل graduation-2026، لا يحمله خبر آخر. لا تغيّره بعد نشر الخبر، فمن حفظ رابطه يصل إليه به.",
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
      "يوم نشر الخبر؛ به تُرتَّب الأخبار من الأحدث، ولا يقبل الفحص يومًا لم يأتِ بعد.",
  }),
  /**
   * The day its text last changed (`YYYY-MM-DD`), the publication day until it is edited; not
   * before `date`. The sitemap's date of its page.
   */
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description:
      "يوم آخر تعديل على الخبر: هو تاريخ النشر نفسه حتى يُعدَّل الخبر، ولا يسبقه، ويضعه الحفظ تاريخَ اليوم من تلقاء نفسه. ومنه تأخذ خريطة الموقع تاريخ صفحة الخبر.",
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
      "اختر القسم الذي يُعرض فيه الخبر في صفحة الأخبار، مثل «إعلانات» أو «القبول والتسجيل» أو «فعاليات».",
  }),
  /** The college it concerns, if one (a college's slug): the item links to the college's page. */
  college: slug.optional().meta({
    ref: "college",
    title: "الكلية",
    description:
      "اختياري: اختر الكلية التي يخصّها الخبر؛ يظهر اسمها في الخبر رابطًا إلى صفحتها.",
  }),
  /** Optional photo slot. */
  image: imageSchema.optional().meta({
    title: "الصورة",
    description:
      "اختياري: صورة للخبر تظهر فوق نصه (مكانها ووصفها وعرضها وارتفاعها)؛ بلا صورة يظهر الخبر نصًّا فقط.",
  }),
});

/** `content/news.yaml`: the news page itself (its items are the files of `content/news/`). */
export const newsPageSchema = z.strictObject({
  /** The day this file was last changed (`YYYY-MM-DD`). */
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description:
      "يوم آخر تعديل على مقدمة صفحة الأخبار: يضعه الحفظ تاريخَ اليوم من تلقاء نفسه، فلا حاجة إلى تغييره.",
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
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "اختر التاريخ والوقت، مثل 2026-11-24T07:00")
  .refine((value) => isCalendarDay(value.slice(0, 10)), "اختر يومًا موجودًا في التقويم (لا 30 شباط مثلًا)");

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
    title: "الأهمية",
    labels: { urgent: "تنبيه عاجل", warning: "تنبيه", info: "إعلان" },
    description:
      "اختر «تنبيه عاجل» لإغلاق الحرم أو حاجز يمنع الوصول أو تعليق الدوام، أو «تنبيه» لتغيير يلزم الاستعداد له، أو «إعلان» لما سوى ذلك.",
  }),
  /** When it starts showing: `YYYY-MM-DDTHH:MM` on the clocks of `timeZone`. */
  start: wallTime.meta({
    title: "يبدأ ظهوره",
    description:
      "اليوم والساعة اللذان يبدأ فيهما ظهور التنبيه، بتوقيت فلسطين. يظهر وحده في موعده حتى لو نُشر قبله بأيام.",
  }),
  /** When it stops showing, by itself (same form): later than `start`. */
  end: wallTime.meta({
    title: "ينتهي ظهوره",
    description:
      "اليوم والساعة اللذان يختفي فيهما التنبيه وحده، بتوقيت فلسطين، بعد بدء ظهوره. لإنهاء تنبيه قبل موعده اختر الوقت الحالي وانشر.",
  }),
  /** The time zone of `start` and `end` (an IANA name such as `Asia/Hebron`). */
  timeZone: z
    .string()
    .refine(isTimeZone, "منطقة زمنية غير معروفة: اكتب Asia/Hebron لتوقيت فلسطين")
    .default("Asia/Hebron")
    .meta({
      title: "المنطقة الزمنية",
      description:
        "المنطقة الزمنية التي يُقرأ بها بدء الظهور وانتهاؤه: توقيت فلسطين بصيفه وشتائه، وهو ما يُعتمد إن تُرك الحقل فارغًا؛ لا تغيّره.",
    }),
  /** Where to read more, if anywhere: a page of the site (`/news/…`) or an https address. */
  link: z
    .strictObject({
      /** A page of the site, starting with `/` (a `#section` may follow), or an https address. */
      href: z
        .string()
        .refine(
          (href) => /^\/[a-z0-9/-]*(#[a-z0-9-]+)?$/.test(href) || (URL.canParse(href) && href.startsWith("https://")),
          "اكتب رابط صفحة في الموقع يبدأ بشرطة مائلة، مثل /news، أو رابطًا كاملًا يبدأ بـ https://",
        )
        .meta({
          title: "الرابط",
          description:
            "رابط صفحة في الموقع يبدأ بشرطة مائلة، مثل /news/second-semester-applications، أو رابط خارجي يبدأ بـ https://؛ ولا يقبل الفحص رابطًا إلى صفحة غير موجودة في الموقع.",
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
  notices: z.array(noticeSchema.meta({ title: "تنبيه", summary: "{{fields.title}}" })).meta({
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
