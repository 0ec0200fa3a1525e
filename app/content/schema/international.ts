/**
 * `content/international.yaml`: the page for applicants from abroad (`/international-applicants`):
 * the office to write to, the language of instruction, entry and residence, what an applicant pays
 * (in Jordanian dinars; the page adds each amount in US dollars at the rate written here), paying
 * from abroad, applying without a Palestinian ID, the certificates the university equates and how,
 * legalisation, visiting and exchange students, and English scores for graduate study. The fees
 * per credit hour are not written here: the page takes their range from the programs.
 */
import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { z } from "zod";
import { email, isoDate, paragraphs, phone, prose, slug, text, updated } from "./shared.ts";

/** An amount in Jordanian dinars: a number with at most three decimals (fils), as a price is written. */
const dinars = z
  .number()
  .positive("اكتب مبلغًا أكبر من صفر، مثل 120")
  .refine(
    (n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6,
    "اكتب المبلغ بثلاث منازل عشرية على الأكثر، مثل 12.5",
  );

/** How often an applicant pays a cost (its words are the message `international.costs.per`). */
export const COST_PERIODS = ["once", "semester", "year", "month"] as const;

/** One cost an applicant pays besides the credit hours: its name, amount (or range) and how often. */
export const costSchema = z
  .strictObject({
    key: slug.meta({
      title: "الرمز",
      description:
        "رمز ثابت للبند بأحرف لاتينية صغيرة وشرطات، لا يحمله بند آخر، مثل application-fee؛ لا يظهر في الصفحة، ولا يتغيّر بعد استعماله.",
    }),
    label: text.meta({
      title: "البند",
      description: "ما يدفعه الطالب، كما يظهر في جدول التكاليف، مثل «رسوم طلب الالتحاق» أو «السكن الطلابي المعتمد».",
    }),
    amount: dinars.meta({
      title: "المبلغ بالدينار الأردني",
      description:
        "المبلغ بالدينار الأردني رقمًا فقط، مثل 20؛ وإن كان للبند نطاق فهذا حدّه الأدنى. تحسب الصفحة ما يقابله بالدولار الأمريكي بسعر الصرف المكتوب في هذه الصفحة.",
    }),
    maxAmount: dinars.optional().meta({
      title: "الحد الأعلى للمبلغ",
      description:
        "اختياري، لبند له نطاق مثل الإيجار: الحد الأعلى للمبلغ بالدينار الأردني، أكبر من المبلغ نفسه، مثل 180.",
    }),
    per: z.enum(COST_PERIODS).meta({
      title: "يُدفع",
      description: "اختر متى يُدفع البند: مرة واحدة، أو كل فصل، أو كل سنة، أو كل شهر.",
      labels: { once: "مرة واحدة", semester: "كل فصل", year: "كل سنة", month: "كل شهر" },
    }),
    note: prose.meta({
      title: "ملاحظة",
      description: "جملة تشرح البند: ما يشمله، ومن يدفعه، ومتى، مثل «لا تُعاد، وتُدفع مرة واحدة عند تقديم الطلب».",
    }),
  })
  .meta({ title: "بند من التكاليف", summary: "{{fields.label}}: {{fields.amount}}" });

/** A certificate the university equates, and how. */
export const equatedCertificateSchema = z
  .strictObject({
    code: slug.meta({
      title: "الرمز",
      description:
        "رمز الشهادة بأحرف لاتينية صغيرة وشرطات، مثل bagrut. لشهادة في «معادلة الشهادات» من «القبول ومواعيده» اكتب الرمز نفسه الذي تحمله هناك، مثل ib، فتعرض الصفحة سلّم تحويلها ورابطًا إلى أداة البرامج المتاحة.",
    }),
    name: text.meta({
      title: "الاسم",
      description: "اسم الشهادة كما يعرفه الطلبة، مثل «شهادة البجروت».",
    }),
    requirements: prose.meta({
      title: "المطلوب",
      description: "ما يُشترط في الشهادة ليُقبل حاملها: المواد والمستويات والعلامات، في جملة أو جملتين.",
    }),
    average: prose.meta({
      title: "حساب المعدل",
      description: "كيف يُحسب المعدل الذي يقابل معدل التوجيهي، ومن يعادل الفرع، في جملة أو جملتين.",
    }),
  })
  .meta({ title: "شهادة", summary: "{{fields.name}}" });

export const internationalSchema = z.strictObject({
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description:
      "يوم آخر تعديل على صفحة المتقدّمين من الخارج: يضعه الحفظ تاريخَ اليوم من تلقاء نفسه، فلا حاجة إلى تغييره. ومنه تأخذ خريطة الموقع تاريخ الصفحة.",
  }),
  office: z
    .strictObject({
      name: text.meta({
        title: "الاسم",
        description: "اسم المكتب الذي يراسله المتقدّمون من الخارج، مثل «مكتب العلاقات الدولية».",
      }),
      email: email.meta({
        title: "البريد الإلكتروني",
        description: "بريد المكتب تحت نطاق الجامعة وحده، مثل «international@al-ofoq.example».",
      }),
      phone: phone.meta({
        title: "الهاتف",
        description: "رقم المكتب بالأرقام الغربية والمسافات، مثل +970 2 000 1060.",
      }),
      address: prose.meta({
        title: "العنوان البريدي",
        description: "مكان المكتب في الحرم، مثل «مبنى الإدارة، الطابق الثاني، شارع الجامعة، رام الله».",
      }),
      hours: text.meta({
        title: "ساعات الدوام",
        description: "أيام الدوام وساعاته بتوقيت فلسطين، مثل «السبت إلى الأربعاء، 8:00 صباحًا – 3:00 مساءً».",
      }),
    })
    .meta({ title: "المكتب", description: "المكتب الذي يراسله المتقدّمون من الخارج: يظهر في أول الصفحة." }),
  instruction: z
    .strictObject({
      text: paragraphs().meta({
        title: "لغة التدريس",
        description: "لغة التدريس في الجامعة، وما يُدرَّس بالإنجليزية، في فقرة أو أكثر.",
      }),
      englishPrograms: z
        .array(
          z
            .strictObject({
              program: slug.meta({
                title: "البرنامج",
                ref: "program",
                description: "اختر برنامجًا تُدرَّس مساقات تخصصه بالإنجليزية؛ تأخذ الصفحة اسمه ورابطه من «البرامج».",
              }),
              note: prose.meta({
                title: "ما يُدرَّس بالإنجليزية",
                description:
                  "ما يُدرَّس بالإنجليزية في هذا البرنامج، مثل «مساقات التخصص كلها، والمتطلبات العامة بالعربية».",
              }),
            })
            .meta({ title: "برنامج يُدرَّس بالإنجليزية", summary: "البرنامج {{fields.program}}: {{fields.note}}" }),
        )
        .meta({
          title: "البرامج التي تُدرَّس بالإنجليزية",
          description: "البرامج التي تُدرَّس مساقات تخصصها بالإنجليزية؛ تأخذ الصفحة أسماءها وروابطها من «البرامج».",
        }),
    })
    .meta({
      title: "لغة التدريس",
      description: "لغة التدريس في الجامعة، والبرامج التي تُدرَّس مساقات تخصصها بالإنجليزية.",
    }),
  entry: paragraphs().meta({
    title: "الدخول والإقامة",
    description:
      "كيف يدخل الطالب من الخارج إلى فلسطين ويقيم فيها كما هي الحال اليوم، فقرة في كل بند؛ اذكر أن الأحوال تتغيّر وأن المكتب يؤكّدها.",
  }),
  exchangeRate: z
    .strictObject({
      usdPerJod: z
        .number()
        .positive()
        .max(10)
        .refine(
          (n) => Math.abs(n * 10000 - Math.round(n * 10000)) < 1e-6,
          "اكتب السعر بأربع منازل عشرية على الأكثر، مثل 1.4104",
        )
        .meta({
          title: "الدولار مقابل الدينار",
          description:
            "كم دولارًا أمريكيًا يساوي الدينار الأردني الواحد، بأربع منازل عشرية على الأكثر، مثل 1.41؛ منه تحسب الصفحة كل مبلغ بالدولار.",
        }),
      date: isoDate.meta({
        title: "تاريخ السعر",
        description:
          "اليوم الذي أُخذ فيه سعر الصرف، من التقويم؛ يظهر تحت جدول التكاليف، ولا يقبل الفحص يومًا لم يأتِ بعد.",
      }),
    })
    .meta({
      title: "سعر الصرف",
      description:
        "سعر صرف الدينار الأردني بالدولار الأمريكي ويوم أخذه: به تحسب الصفحة كل مبلغ بالدولار، مقرّبًا إلى أقرب دولار.",
    }),
  costs: z.array(costSchema).min(1).meta({
    title: "التكاليف",
    description:
      "ما يدفعه الطالب غير رسوم الساعات المعتمدة (تأخذها الصفحة من البرامج): رسوم الطلب، والرسوم الفصلية الثابتة، والتأمين الصحي، والسكن، وتكاليف المعيشة.",
  }),
  payment: z
    .strictObject({
      bank: text.meta({
        title: "المصرف",
        description: "اسم المصرف الذي يُحوَّل إليه، مثل «بنك الميناء التجاري، فرع رام الله».",
      }),
      iban: z
        .string()
        .regex(
          /^[A-Z]{2}\d{2}[A-Z0-9 ]{11,40}$/,
          "اكتب رقم الحساب الدولي بأحرف لاتينية كبيرة وأرقام، مثل PS12 MINA 0000 0000 0010 2030 4050 6",
        )
        // A digit mistyped or two swapped sends a student's fees astray: the two check digits after
        // the country's letters catch it (ISO 13616's mod-97), as a bank's form does.
        .refine(
          (iban) => isValidIBAN(electronicFormatIBAN(iban) ?? ""),
          "رقم الحساب المصرفي الدولي (IBAN) هذا غير صحيح: رقما التحقق بعد رمز البلد لا يتوافقان مع بقية الرقم، أو عدد خاناته لا يطابق المعتمد في ذلك البلد. انسخه كما هو من كشف الحساب المصرفي.",
        )
        .meta({
          title: "رقم الحساب الدولي",
          description:
            "رقم الحساب الدولي بأحرف لاتينية كبيرة وأرقام، في مجموعات من أربعة، مثل PS12 MINA 0000 0000 0010 2030 4050 6.",
        }),
      swift: z
        .string()
        .regex(
          /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/,
          "اكتب رمز السويفت بثمانية أحرف أو أحد عشر حرفًا لاتينيًا كبيرًا، مثل MINAPS22",
        )
        .meta({ title: "رمز السويفت", description: "رمز المصرف الدولي، ثمانية أحرف أو أحد عشر، مثل MINAPS22." }),
      currencies: text.meta({
        title: "عملات الحساب",
        description: "العملات التي يقبلها الحساب، مثل «الدينار الأردني والدولار الأمريكي».",
      }),
      reference: prose.meta({
        title: "ما يُكتب في الحوالة",
        description: "ما يكتبه المحوِّل في بيان الحوالة ليُعرف صاحبها، مثل «رقم الطلب واسمك كما في جواز سفرك».",
      }),
      text: paragraphs().meta({
        title: "الدفع من الخارج",
        description: "كيف يدفع الطالب من الخارج: الحوالة، والبطاقة عبر البوابة، وما بعد الدفع، فقرة في كل بند.",
      }),
    })
    .meta({
      title: "الدفع من الخارج",
      description: "حساب الجامعة للحوالات من الخارج (اسم الحساب هو اسم الجامعة في «الجامعة»)، وطرق الدفع الأخرى.",
    }),
  withoutId: paragraphs().meta({
    title: "التقديم بلا هوية فلسطينية",
    description: "كيف يقدّم الطلب من لا يحمل هوية فلسطينية: رقم جواز السفر مكان رقم الهوية، والوثائق، فقرة في كل بند.",
  }),
  certificates: z.array(equatedCertificateSchema).min(1).meta({
    title: "الشهادات التي تقبلها الجامعة",
    description:
      "كل شهادة ثانوية غير التوجيهي الفلسطيني يُقبل حاملها، وما يُشترط فيها وكيف يُحسب معدلها. يطلب الفحص هنا كل شهادة في «معادلة الشهادات» من «القبول ومواعيده» برمزها.",
  }),
  legalisation: z
    .strictObject({
      steps: paragraphs("خطوة").meta({
        title: "خطوات التصديق والمعادلة",
        description: "خطوات تصديق الشهادة ومعادلتها بترتيبها، خطوة في كل بند.",
      }),
      duration: prose.meta({
        title: "المدة",
        description: "كم تستغرق المعادلة عادةً، وما يفعله الطالب إن لم تصدر قبل بدء الدوام.",
      }),
    })
    .meta({
      title: "التصديق والمعادلة",
      description: "كيف يصدّق الطالب شهادته ويحصل على معادلتها، وكم يستغرق ذلك.",
    }),
  exchange: z
    .strictObject({
      text: paragraphs().meta({
        title: "الطلبة الزائرون وطلبة التبادل",
        description: "من يدرس فصلًا أو سنة، وكيف تُنقل الساعات، وكيف يُقدَّم الطلب، فقرة في كل بند.",
      }),
      deadlines: z
        .array(
          z
            .strictObject({
              label: text.meta({ title: "الفصل", description: "الفصل الذي يُقدَّم له الطلب، مثل «الفصل الأول (أيلول)»." }),
              date: text.meta({ title: "آخر موعد", description: "آخر موعد لتقديم الطلب كل عام، مثل «15 أيار»." }),
            })
            .meta({ title: "موعد", summary: "{{fields.label}}: {{fields.date}}" }),
        )
        .min(1)
        .meta({ title: "مواعيد التقديم", description: "آخر موعد لطلبات الزائرين لكل فصل، كل عام." }),
    })
    .meta({
      title: "الطلبة الزائرون وطلبة التبادل",
      description: "من يدرس في الجامعة فصلًا أو سنة دون درجة علمية، وكيف يقدّم طلبه ومتى.",
    }),
  graduateEnglish: z
    .strictObject({
      toeflIbt: z.number().int().min(0).max(120).meta({
        title: "أدنى علامة في امتحان «TOEFL iBT»",
        description: "أدنى مجموع في امتحان «TOEFL iBT» يُقبل بديلًا من امتحان المستوى، من 0 إلى 120، مثل 61.",
      }),
      ieltsAcademic: z.number().min(0).max(9).multipleOf(0.5).meta({
        title: "أدنى علامة في امتحان «IELTS Academic»",
        description: "أدنى علامة إجمالية في امتحان «IELTS Academic»، من 0 إلى 9 بأنصاف العلامات، مثل 5.5.",
      }),
      text: paragraphs().meta({
        title: "الإنجليزية للدراسات العليا",
        description:
          "ما يُطلب من الإنجليزية لطلبة الدراسات العليا: مدة صلاحية الشهادة، وامتحان المستوى الذي تعقده الجامعة بديلًا.",
      }),
    })
    .meta({
      title: "الإنجليزية للدراسات العليا",
      description:
        "أدنى العلامات في امتحانات الإنجليزية الدولية التي تُقبل بديلًا من امتحان المستوى لطلبة الدراسات العليا.",
    }),
});

export type International = z.infer<typeof internationalSchema>;
export type Cost = z.infer<typeof costSchema>;
export type CostPeriod = (typeof COST_PERIODS)[number];
