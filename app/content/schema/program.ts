/**
 * Programs, `content/programs/{slug}.yaml`: the study plan (courses, semesters, years), the
 * program's coordinator, who may apply (`admissionSchema`: minimum averages per stream, last year's
 * cutoffs, or the prior degree), the program sheet (every fact of a program, which a college that
 * teaches one degree also uses: college.ts imports it), and the program file itself.
 *
 * Not to be confused with admission.ts, which holds `content/admission.yaml`: the rules and dates
 * shared by every program.
 */
import { z } from "zod";
import { email, fileUpdated, imageSchema, paragraphs, prose, slug, text } from "./shared.ts";

/** One course in a study plan. */
export const courseSchema = z
  .strictObject({
    code: z
      .string()
      .regex(
        /^[A-Z]{2,5}\d{3,4}$/,
        "اكتب من حرفين إلى خمسة أحرف لاتينية كبيرة ثم ثلاثة أرقام أو أربعة، بلا مسافة، مثل ITI101",
      )
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
    nameEn: text.optional().meta({
      title: "اسم المساق بالإنجليزية",
      description:
        "اسم المساق بالإنجليزية كما يظهر في الخطة الدراسية في النسخة الإنجليزية من الموقع، مثل Arabic Language I؛ مطلوب ما دامت للموقع نسخة إنجليزية، وللرمز الواحد الاسم نفسه في كل خطة.",
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
    courses: z.array(courseSchema).min(1).meta({
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
    semesters: z.array(semesterSchema).min(1).meta({
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
    description: "اختياري: بريد التواصل، تحت النطاق «al-ofoq.example» وحده، مثل iti@al-ofoq.example.",
  }),
});

/** A Tawjihi average (%) as the admission rules write it. */
const average = z.number().min(50).max(100);

/** Each stream once: a row per stream, reported where the second one is written. */
function uniqueStreams(rows: { stream: string }[], ctx: z.RefinementCtx) {
  rows.forEach((row, i) => {
    if (rows.findIndex((r) => r.stream === row.stream) !== i)
      ctx.addIssue({
        code: "custom",
        path: [i, "stream"],
        message: `الفرع "${row.stream}" مذكور أكثر من مرة: احذف أحد البندين أو اختر فيه فرعًا آخر`,
      });
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
        stream: slug.meta({
          ref: "stream",
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
        stream: slug.meta({
          ref: "stream",
          title: "الفرع",
          description: "اختر فرع التوجيهي من «فروع التوجيهي»؛ يُذكر كل فرع مرة واحدة.",
        }),
        average: average.meta({
          title: "أدنى معدل قُبل",
          description:
            "أدنى معدل في التوجيهي (%) قُبل به طالب فعلًا من هذا الفرع في العام الماضي، من 50 إلى 100، مثل 76.4.",
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
        description: "اختياري: شروط القبول الأخرى، شرط في كل بند، مثل مقابلة شخصية أو امتحان قبول أو فحص طبي.",
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
    description: "اسم البرنامج بالعربية كما يظهر في عنوان صفحته وفي القوائم، مثل «أنظمة المعلومات».",
  }),
  nameEn: text.meta({
    title: "الاسم بالإنجليزية",
    description: "اسم البرنامج بالإنجليزية، مثل Information Systems؛ يظهر مع الاسم العربي في صفحة البرنامج وبطاقته.",
  }),
  degree: slug.meta({
    ref: "degree",
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
  studyPlan: z.array(planYearSchema).min(1).meta({
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
    description: "اختياري: صورة البرنامج (مكانها ووصفها وعرضها وارتفاعها)، تُضاف حين تتوفر صورة حقيقية.",
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
  college: slug.meta({
    ref: "college",
    title: "الكلية",
    description: "اختر الكلية التي يتبعها البرنامج من «الكليات»؛ تظهر صفحة البرنامج تحت صفحتها.",
  }),
  relatedCollege: slug.optional().meta({
    ref: "college",
    title: "كلية مشاركة",
    description: "اختياري: اختر كلية أخرى تشارك في تدريس البرنامج أو في الإشراف عليه.",
  }),
  featured: z.boolean().optional().meta({
    title: "برنامج مميّز",
    description:
      "فعّله ليظهر البرنامج بين البرامج المميّزة في الصفحة الرئيسية، ولا تفعّله لأكثر من برنامج واحد في الكلية.",
  }),
  retired: z.boolean().optional().meta({
    title: "أُوقف القبول فيه",
    description:
      "فعّله حين يتوقف قبول طلاب جدد في البرنامج، بدلًا من حذفه: يختفي من القوائم ومن أداة البرامج المتاحة ومن البحث ومن بدائل البرامج الأخرى، وتبقى صفحته لطلابه ولمن يعرف رابطها، تقول إنه لا يقبل طلابًا جددًا وتدلّ على بدائله وعلى كليته.",
  }),
  retiredSince: z.number().int().min(1990).max(2100).optional().meta({
    title: "سنة إيقاف القبول",
    description: "اختياري، لبرنامج أُوقف القبول فيه: السنة التي أُوقف فيها، مثل 2026؛ تذكرها صفحة البرنامج.",
  }),
  // The sheet after the fields that place the program: the order a file and the form show.
  ...programSheetSchema.shape,
});

/**
 * What a program in preparation («قيد الإعداد») may still lack: a new program is saved with what
 * places it and says who may apply (name, college, degree, minimums, hours, fee, summary), and its
 * plan and the rest of its page are written over the following days. Such a file is read and
 * checked, but nothing on the site shows it (registry.ts); once the switch is off, every part is
 * required, as for any program.
 */
export const DRAFT_MAY_LACK = [
  "nameEn",
  "durationYears",
  "studyMode",
  "overview",
  "objectives",
  "outcomes",
  "careers",
  "studyPlan",
  "accreditation",
  "coordinator",
] as const satisfies readonly (keyof ProgramSheet)[];

const DRAFT_NOTE = "مطلوب لنشر البرنامج، ويجوز تركه فارغًا ما دام «قيد الإعداد» مفعّلًا.";

/** A part a draft may lack: optional, its hint saying when it is required. */
function untilPublished<S extends z.ZodType>(schema: S) {
  const { description } = (schema.meta() ?? {}) as { description?: string };
  return schema.optional().meta({ description: description ? `${description} ${DRAFT_NOTE}` : DRAFT_NOTE });
}

const { slug: programSlug, updated: programUpdated, ...programPlacing } = programSchema.shape;
const sheet = programSheetSchema.shape;

/**
 * A program file as it is written and edited: a program (programSchema), or one in preparation
 * (`draft`), which may lack the parts DRAFT_MAY_LACK names. The registry publishes only the first
 * (`isPublishable`); the form says, at each part still empty, to fill it or to keep the switch on.
 */
export const programFileSchema = z
  .strictObject({
    slug: programSlug,
    updated: programUpdated,
    draft: z.boolean().optional().meta({
      title: "قيد الإعداد",
      description:
        "فعّله لبرنامج جديد لم تكتمل بياناته بعد: يكفي لحفظه اسمه وكليته ودرجته العلمية وشروط قبوله ومجموع ساعاته المعتمدة ورسوم الساعة المعتمدة وملخصه، ولا يظهر في الموقع ولا في القوائم ولا في البحث. أكمل الخطة الدراسية وبقية أجزائه، ثم ألغِ تفعيله واحفظ وانشر، فيظهر في الموقع.",
    }),
    ...programPlacing,
    nameEn: untilPublished(sheet.nameEn),
    durationYears: untilPublished(sheet.durationYears),
    studyMode: untilPublished(sheet.studyMode),
    overview: untilPublished(sheet.overview),
    objectives: untilPublished(sheet.objectives),
    outcomes: untilPublished(sheet.outcomes),
    careers: untilPublished(sheet.careers),
    studyPlan: untilPublished(sheet.studyPlan),
    accreditation: untilPublished(sheet.accreditation),
    coordinator: untilPublished(sheet.coordinator),
  })
  .superRefine((program, ctx) => {
    if (program.draft) return;
    for (const part of DRAFT_MAY_LACK)
      if (program[part] === undefined)
        ctx.addIssue({
          code: "custom",
          path: [part],
          input: undefined,
          message:
            "هذا الحقل مطلوب لبرنامج يظهر في الموقع: املأه، أو فعّل «قيد الإعداد» فيُحفظ البرنامج دون أن يظهر حتى تكتمل بياناته",
        });
  });

export type Course = z.infer<typeof courseSchema>;
export type PlanYear = z.infer<typeof planYearSchema>;
export type ProgramSheet = z.infer<typeof programSheetSchema>;
export type Program = z.infer<typeof programSchema>;
export type ProgramFile = z.infer<typeof programFileSchema>;

/**
 * A program file that is not in preparation: programFileSchema has then required every part, so it
 * is a whole program.
 */
export const isPublishable = (p: ProgramFile): p is ProgramFile & Program => !p.draft;
