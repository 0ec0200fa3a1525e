/**
 * The shape of every content file under `content/`.
 *
 * Editors change YAML, not code: these schemas are the contract. Each field carries a
 * JSDoc line that says what it is for; `npm run content:check` prints a readable error
 * (file, line, field, what was expected) when a file breaks it.
 */
import { z } from "zod";
import { isTimeZone } from "../lib/zoned-time";

/** A non-empty, trimmed line of Arabic (or English) text. */
const text = z.string().trim().min(1, "نص غير فارغ");
/** One or more paragraphs of prose, in reading order. */
const paragraphs = z.array(text).min(1);
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
/** A URL slug: lower-case Latin letters, digits and hyphens. */
export const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "معرّف لاتيني صغير (a-z و0-9 و-)");
/** An e-mail address. */
const email = z.email("بريد إلكتروني صالح");
/** A phone number written for display, Western digits, e.g. `+970 2 000 0000`. */
const phone = z.string().regex(/^\+?[0-9 ]{6,20}$/, "رقم هاتف بأرقام لاتينية ومسافات");
/** An absolute https URL. */
const url = z.url({ protocol: /^https$/ });

/** A photo slot: empty until the university supplies a real photo. */
export const imageSchema = z.strictObject({
  /** Path under `public/`, e.g. `/images/colleges/it.webp`. */
  src: z.string().startsWith("/"),
  /** What the photo shows, in Arabic, for screen readers. */
  alt: text,
  /** Intrinsic width in pixels (reserves space: no layout shift). */
  width: z.number().int().positive(),
  /** Intrinsic height in pixels. */
  height: z.number().int().positive(),
});

/** A key figure shown as a large number with a caption. */
export const figureSchema = z.strictObject({
  /** The number itself; formatted with Western digits at display time. */
  value: z.number().nonnegative(),
  /**
   * What is counted, as a caption that reads the same whatever the number: a definite plural such
   * as `الطلبة` or `المختبرات التعليمية والبحثية` (not a counted noun like `طالبًا`, which would have
   * to change with the number).
   */
  label: text,
  /** Optional sign shown after the number, e.g. `%` or `+`. */
  suffix: z.string().max(3).optional(),
});

// ---------------------------------------------------------------------------
// Registries the rest of the content points into
// ---------------------------------------------------------------------------

/** One Tawjihi (Palestinian general secondary certificate) stream. */
export const streamSchema = z.strictObject({
  /** Stable code used by programs and the results tables, e.g. `scientific`. */
  code: slug,
  /** The day this entry was last changed (`YYYY-MM-DD`); the file's date is its latest entry's. */
  updated,
  /** Arabic name as printed on the certificate, e.g. `العلمي`. */
  name: text,
  /**
   * The name as running text writes it, after «في» or «برامج»: `الفرع العلمي`, but
   * `فرع الريادة والأعمال` (a compound name takes «فرع» without the article).
   */
  inText: text,
});

/** One type of degree the university awards. */
export const degreeSchema = z.strictObject({
  /** Stable code used by programs, e.g. `bachelor`. */
  code: slug,
  /** The day this entry was last changed (`YYYY-MM-DD`); the file's date is its latest entry's. */
  updated,
  /** Arabic name, e.g. `بكالوريوس`. */
  name: text,
  /** Level used to group programs: undergraduate, graduate or intermediate diploma. */
  level: z.enum(["undergraduate", "graduate", "diploma"]),
});

// ---------------------------------------------------------------------------
// Programs
// ---------------------------------------------------------------------------

/** One course in a study plan. */
export const courseSchema = z.strictObject({
  /** Course code, Latin letters then digits, e.g. `ITI101`. */
  code: z.string().regex(/^[A-Z]{2,5}\d{3,4}$/, "رمز مساق مثل ITI101"),
  /** Arabic course name. */
  name: text,
  /** Credit hours (0 for a non-credit requirement such as a practicum register). */
  hours: z.number().int().min(0).max(12),
});

/** One semester of a study plan. */
export const semesterSchema = z.strictObject({
  /** Which term of the academic year. */
  term: z.enum(["first", "second", "summer"]),
  /** The courses taken in that term. */
  courses: z.array(courseSchema).min(1),
});

/** One academic year of a study plan. */
export const planYearSchema = z.strictObject({
  /** Year number, starting at 1. */
  year: z.number().int().min(1).max(7),
  /** Its semesters in order. */
  semesters: z.array(semesterSchema).min(1),
});

/** Who to ask about a program or college. */
export const personSchema = z.strictObject({
  /** Full name with academic title, e.g. `د. سلمى الخطيب`. */
  name: text,
  /** Role, e.g. `منسّقة البرنامج`. */
  title: text,
  /** Contact e-mail under the site's example domain. */
  email: email.optional(),
});

/**
 * Who may apply. Undergraduate and diploma programs list a minimum Tawjihi average per
 * accepted stream (a stream that is absent is not accepted); postgraduate programs name
 * the prior degree instead.
 */
export const admissionSchema = z
  .strictObject({
    /** Minimum Tawjihi average (%) per accepted stream code. */
    minimums: z.record(slug, z.number().min(50).max(100)).optional(),
    /** Last year's actual lowest admitted average per stream, where known. */
    lastCutoff: z.record(slug, z.number().min(50).max(100)).optional(),
    /** For postgraduate study: the prior degree and grade required. */
    priorDegree: text.optional(),
    /** Other conditions: interview, entrance test, medical check. */
    notes: z.array(text).optional(),
  })
  .refine((a) => (a.minimums ? 1 : 0) + (a.priorDegree ? 1 : 0) === 1, {
    message: "حدّد إما minimums (معدلات الحد الأدنى لكل فرع) أو priorDegree (الدرجة السابقة) لا كليهما",
  });

/** Every fact of a program sheet: shared by program pages and by colleges that teach one degree. */
export const programSheetSchema = z.strictObject({
  /** Arabic name of the program, e.g. `أنظمة المعلومات`. */
  name: text,
  /** English name, e.g. `Information Systems`. */
  nameEn: text,
  /** Degree code from `content/degrees.yaml`. */
  degree: slug,
  /** Normal length of study in years. */
  durationYears: z.number().positive().max(7),
  /** Declared total credit hours; must equal the study plan's computed total. */
  creditHours: z.number().int().positive(),
  /** Study mode, e.g. `انتظام، دوام صباحي`. */
  studyMode: text,
  /** Tuition per credit hour in Jordanian dinars. */
  tuitionPerHour: z.number().positive(),
  /** Who may apply. */
  admission: admissionSchema,
  /** One-paragraph introduction used on cards, menus and the page lead. */
  summary: text,
  /** The overview: a few paragraphs on what the program is and why it matters. */
  overview: paragraphs,
  /** What the program sets out to do. */
  objectives: z.array(text).min(3),
  /** What a graduate can do. */
  outcomes: z.array(text).min(3),
  /** Where graduates work. */
  careers: z.array(text).min(3),
  /** The full study plan, year by year. */
  studyPlan: z.array(planYearSchema).min(1),
  /**
   * Only for a plan approved with a heavier regular semester than the university's normal maximum
   * (`semesterLoad.regularMax` in content/admission.yaml), e.g. dentistry's 19 hours; the help page
   * names these programs.
   */
  semesterLoadMax: z.number().int().min(1).max(24).optional(),
  /**
   * Other degrees a student who just misses this one's minimum might enter instead (program slugs,
   * or a college slug for a college's own degree), besides those of the same college. The admission
   * finder offers those the student's average opens.
   */
  alternatives: z.array(slug).min(1).optional(),
  /** The accreditation line, e.g. `معتمد من هيئة الاعتماد والجودة...`. */
  accreditation: text,
  /** The program coordinator. */
  coordinator: personSchema,
  /** Optional photo slot. */
  image: imageSchema.optional(),
});

/** A program file: `content/programs/{slug}.yaml`. */
export const programSchema = programSheetSchema.extend({
  /** URL segment, unique across all programs, e.g. `iti`. */
  slug,
  /** The day this file was last changed (`YYYY-MM-DD`): the sitemap's date of the pages built from it. */
  updated,
  /** The college whose route owns the program (`/colleges/{college}/{slug}`). */
  college: slug,
  /** Another college that teaches or co-supervises it, if any. */
  relatedCollege: slug.optional(),
  /** Shown among the featured programs on the home page. */
  featured: z.boolean().optional(),
});

// ---------------------------------------------------------------------------
// Colleges
// ---------------------------------------------------------------------------

/** A facility or lab of a college. */
export const facilitySchema = z.strictObject({
  /** Its name, e.g. `مختبر الشبكات`. */
  name: text,
  /** What students do there. */
  description: text,
});

/** A college file: `content/colleges/{slug}.yaml`. */
export const collegeSchema = z.strictObject({
  /** URL segment, e.g. `it`. */
  slug,
  /** The day this file was last changed (`YYYY-MM-DD`): the sitemap's date of the pages built from it. */
  updated,
  /** Arabic name, e.g. `كلية تكنولوجيا المعلومات`. */
  name: text,
  /** English name. */
  nameEn: text,
  /** A faculty teaching its own degrees, the graduate-studies school, or the diplomas school. */
  kind: z.enum(["faculty", "graduate", "diplomas"]),
  /** Position in menus and grids (ascending). */
  order: z.number().int(),
  /** One-paragraph introduction used on cards, menus and the page lead. */
  summary: text,
  /** The dean and a short message from them. */
  dean: z.strictObject({
    /** Full name with academic title. */
    name: text,
    /** Title, e.g. `عميد الكلية` or `عميدة الكلية`. */
    title: text,
    /** `female` or `male`: the heading above the message follows it («كلمة العميدة», «كلمة العميد»). */
    gender: z.enum(["female", "male"]),
    /** The message, a few paragraphs. */
    message: paragraphs,
  }),
  /** About the college. */
  about: paragraphs,
  /** Vision statement. */
  vision: text,
  /** Mission statement. */
  mission: text,
  /** Key figures: students, staff, labs, partners... */
  figures: z.array(figureSchema).min(3).max(6),
  /** Facilities and labs. */
  facilities: z.array(facilitySchema).min(2),
  /** How to reach the college. */
  contact: z.strictObject({
    /** College e-mail under the site's example domain. */
    email,
    /** Phone number. */
    phone,
    /** Building and floor on campus. */
    location: text,
  }),
  /** For a college without program routes (law, dentistry): its one degree in full. */
  degreeProgram: programSheetSchema.optional(),
  /** Optional photo slot. */
  image: imageSchema.optional(),
});

// ---------------------------------------------------------------------------
// The university and its page-level collections
// ---------------------------------------------------------------------------

/** `content/site.yaml`: the university itself. The name lives here and nowhere else. */
export const siteSchema = z.strictObject({
  /** The day this file was last changed (`YYYY-MM-DD`): the sitemap's date of the pages built from it. */
  updated,
  /** Arabic name, e.g. `جامعة الأفق`. */
  name: text,
  /** English name, e.g. `Al-Ofoq University`. */
  nameEn: text,
  /** The page description used by search engines and link previews. */
  description: text,
  /** The university's promise, the home page's headline. */
  promise: text,
  /** A sentence under the headline. */
  lead: text,
  /** Year founded. */
  founded: z.number().int().min(1900).max(2100),
  /**
   * True while the content is the sample of a fictional university: every page's footer then says
   * so. Set it to false (or remove it) once the university's own content is in.
   */
  sampleContent: z.boolean().default(false),
  /** The lead of each general page: under its title, and its description for search engines. */
  leads: z.strictObject({
    programs: text,
    colleges: text,
    "admission-keys": text,
    "high-school-results": text,
    publications: text,
    partnerships: text,
    help: text,
    "contact-us": text,
  }),
  /** Key figures for the home page (the counts of colleges and programs are added from the registry). */
  figures: z.array(figureSchema).min(2).max(4),
  /** Postal address of the main campus. */
  address: text,
  /** Link to the campus on a map (opens the map site; no embedded third-party script). */
  mapUrl: url,
  /** Main switchboard. */
  phone,
  /** WhatsApp number for admission questions. */
  whatsapp: phone,
  /** Office e-mails, all under the site's example domain. */
  offices: z
    .array(
      z.strictObject({
        /** Stable key, e.g. `admission`. */
        key: slug,
        /** Office name, e.g. `دائرة القبول والتسجيل`. */
        name: text,
        /** Its e-mail address. */
        email,
        /** Its phone extension or direct line. */
        phone,
      }),
    )
    .min(4),
  /** Opening hours, one line per group of days. */
  hours: z.array(z.strictObject({ days: text, time: text })).min(1),
  /** A sentence under the opening hours (days off, holidays). */
  hoursNote: text,
  /**
   * The university's online services, linked in the footer and at the end of the admission answer:
   * `admission` (where applications are made), `students` (registration, marks), `elearning`.
   */
  portals: z
    .array(
      z.strictObject({
        /** Stable key: `admission`, `students` or `elearning`. */
        key: z.enum(["admission", "students", "elearning"]),
        /** Its name as students know it, e.g. `بوابة القبول`. */
        name: text,
        /** Its address (https, under the site's example domain). */
        url,
      }),
    )
    .length(3),
  /** Social media accounts. */
  social: z.array(z.strictObject({ network: z.enum(["facebook", "instagram", "x", "youtube", "linkedin", "telegram"]), label: text, url })),
});

/** One admission calendar entry. */
export const admissionDateSchema = z.strictObject({
  /** What happens, e.g. `بدء تقديم طلبات الالتحاق`. */
  label: text,
  /** First day. */
  start: isoDate,
  /** Last day, when it is a period. */
  end: isoDate.optional(),
});

/** `content/admission.yaml`: the rules and dates shared by every program. */
export const admissionInfoSchema = z.strictObject({
  /** The day this file was last changed (`YYYY-MM-DD`): the sitemap's date of the pages built from it. */
  updated,
  /** The academic year the dates belong to, e.g. `2026/2027`. */
  academicYear: z.string().regex(/^\d{4}\/\d{4}$/),
  /** The season when Tawjihi results are out and the results banner shows. */
  resultsSeason: z.strictObject({
    /** First day of the season. */
    start: isoDate,
    /** Last day of the season. */
    end: isoDate,
    /** Expected day the ministry announces the results (listed in the admission calendar). */
    announcement: isoDate,
    /**
     * Expected time of the announcement on that day, `HH:MM` (24-hour) in `timeZone`. Until that
     * moment (by the server's clock) the site says when the results are expected; from it, that they
     * are out.
     */
    announcementTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "وقت بصيغة HH:MM، مثل 10:00"),
    /** The time zone of the announcement's day and time (an IANA name such as `Asia/Hebron`). */
    timeZone: z.string().refine(isTimeZone, "منطقة زمنية غير معروفة؛ اكتب اسمًا مثل Asia/Hebron").default("Asia/Hebron"),
    /**
     * The ministry's official results service: linked on the results page at all times, as the one
     * source of results besides the pages the ministry names. Check its address every season.
     */
    officialService: z.strictObject({
      /** Its name as the ministry gives it. */
      name: text,
      /** Its address (https). */
      url,
    }),
  }),
  /**
   * The most credit hours a student registers in a semester without special approval (the help
   * page states the same rule). Every study plan is checked against it; a plan whose approved load
   * is higher says so in its own `semesterLoadMax`.
   */
  semesterLoad: z.strictObject({
    /** First and second semesters. */
    regularMax: z.number().int().min(9).max(24),
    /** The summer semester. */
    summerMax: z.number().int().min(3).max(12),
  }),
  /** The admission calendar. */
  dates: z.array(admissionDateSchema).min(3),
  /** Scholarship and discount tiers by Tawjihi average, highest first. */
  scholarships: z
    .array(
      z.strictObject({
        /** Tier name, e.g. `منحة التميّز`. */
        name: text,
        /** Lowest average (%) that earns it. */
        minAverage: z.number().min(50).max(100),
        /** Tuition discount in percent. */
        discountPercent: z.number().min(1).max(100),
        /**
         * Which credit hours the discount is counted on: `plan` (every semester while the conditions
         * hold) or `first-year` (the hours of the plan's first year only).
         */
        appliesTo: z.enum(["plan", "first-year"]),
        /**
         * When the tier is kept only in a semester with at least this many credit hours (or the rest
         * of the plan, if less): the cost estimate counts the discount only in such semesters.
         */
        minSemesterHours: z.number().int().min(1).max(24).optional(),
        /** Conditions to keep it, as the student reads them. */
        conditions: text,
      }),
    )
    .min(1),
  /**
   * The ministry of higher education's general floors and its rules for raising a Tawjihi average:
   * the admission finder states them when an average falls short.
   */
  ministry: z.strictObject({
    /** The lowest Tawjihi average (%) the ministry allows for any bachelor's degree. */
    bachelorMinimum: z.number().min(50).max(100),
    /** The lowest Tawjihi average (%) the ministry allows for an intermediate diploma. */
    diplomaMinimum: z.number().min(50).max(100),
    /** How a student can raise their Tawjihi average, one paragraph per rule. */
    improvement: paragraphs,
  }),
  /**
   * How far below a program's minimum (in percentage points) the finder still shows it as a close
   * call, with the shortfall and what the student can do; never as a program that admits them.
   */
  closeCallPoints: z.number().min(0.5).max(5),
  /** Foreign and international certificates and how they convert to a Tawjihi percentage. */
  certificates: z
    .array(
      z.strictObject({
        /** Stable code, e.g. `ib`. */
        code: slug,
        /** Arabic name, e.g. `البكالوريا الدولية (IB)`. */
        name: text,
        /** The certificate's own scale. */
        scale: z.strictObject({
          /** Lowest passing score. */
          min: z.number(),
          /** Highest score. */
          max: z.number(),
          /** Unit, e.g. `نقطة`. */
          unit: text,
        }),
        /** Anchor points, ascending: [score, percent]; values between are interpolated linearly. */
        conversion: z.array(z.tuple([z.number(), z.number().min(0).max(100)])).min(2),
        /**
         * `own`: the certificate has streams of its own, matched to the Tawjihi stream of the same name;
         * `equivalence`: it has none, and the ministry's equivalence decides the stream (see
         * `equivalenceStreams`).
         */
        streams: z.enum(["own", "equivalence"]),
        /** Notes: required subjects, equivalency from the ministry. */
        note: text.optional(),
      }),
    )
    .min(1),
  /** How the ministry's equivalence gives a certificate without streams (IB, American, British) a stream. */
  equivalenceStreams: text,
  /** Documents needed to apply. */
  documents: z.array(text).min(3),
});

/** `content/partnerships.yaml`: one entry per partner. */
export const partnerSchema = z.strictObject({
  /** Stable identifier. */
  slug,
  /** The day this entry was last changed (`YYYY-MM-DD`); the file's date is its latest entry's. */
  updated,
  /** Partner name (fictional or generic). */
  name: text,
  /** Kind of partner. */
  type: z.enum(["academic", "industry", "health", "international"]),
  /** Country, in Arabic. */
  country: text,
  /** Year the partnership began. */
  since: z.number().int().min(1990).max(2100),
  /** What the partnership is. */
  description: text,
  /** What it gives students. */
  benefits: text,
});

/** `content/publications.yaml`: one entry per publication. */
export const publicationSchema = z.strictObject({
  /** Stable identifier. */
  slug,
  /** The day this entry was last changed (`YYYY-MM-DD`); the file's date is its latest entry's. */
  updated,
  /** Title, as published (Arabic or English). */
  title: text,
  /** Authors in order. */
  authors: z.array(text).min(1),
  /** College slug the work belongs to. */
  college: slug,
  /** Year of publication. */
  year: z.number().int().min(1990).max(2100),
  /** Kind of publication. */
  type: z.enum(["article", "conference", "book", "report"]),
  /** Journal, conference, publisher or issuing body (fictional). */
  venue: text,
  /** Abstract, one paragraph. */
  abstract: text,
});

/** `content/faq.yaml`: help questions in groups. */
export const faqGroupSchema = z.strictObject({
  /** Group anchor, e.g. `admission`. */
  slug,
  /** The day this group (any of its questions) was last changed (`YYYY-MM-DD`); the file's date is its latest entry's. */
  updated,
  /** Group title. */
  title: text,
  /** Its questions. */
  questions: z
    .array(
      z.strictObject({
        /** Anchor of the question, unique across the page. */
        slug,
        /** The question. */
        question: text,
        /** The answer, one or more paragraphs. */
        answer: paragraphs,
      }),
    )
    .min(1),
});

/** Front matter of a Markdown page (`content/pages/*.md`). */
export const proseFrontMatterSchema = z.strictObject({
  /** Page title. */
  title: text,
  /** One-sentence description for search engines and the page lead. */
  description: text,
  /** The day this page's text was last changed (`YYYY-MM-DD`): the sitemap's date of the page. */
  updated,
  /** Author of the text (the president's speech). */
  author: text.optional(),
  /** Author's role. */
  authorTitle: text.optional(),
  /** Short excerpt shown elsewhere, e.g. on the home page. */
  excerpt: text.optional(),
  /** Optional photo slot (the president's portrait). */
  image: imageSchema.optional(),
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
  summary: text.meta({
    title: "الملخص",
    description:
      "جملة أو جملتان تلخّصان الخبر: تظهران في بطاقته وتحت عنوانه، وتكونان وصفه في نتائج محركات البحث؛ ولا يتكرر ملخص خبرين.",
  }),
  /** What kind of news it is. */
  category: z.enum(NEWS_CATEGORIES).meta({
    title: "التصنيف",
    description:
      "announcement: إعلانات، admission: القبول والتسجيل، event: فعاليات، achievement: إنجازات، research: البحث العلمي، community: خدمة المجتمع، partnership: شراكات.",
  }),
  /** The college it concerns, if one (a college's slug): the item links to the college's page. */
  college: slug.optional().meta({
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
  lead: text.meta({
    title: "مقدمة الصفحة",
    description: "فقرة قصيرة تظهر تحت عنوان صفحة الأخبار، وتكون وصفها في نتائج محركات البحث.",
  }),
});

/** A wall-clock moment, `YYYY-MM-DDTHH:MM` (24-hour), on a day the calendar has. */
const wallTime = z
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
  text: text.meta({
    title: "النص",
    description: "ما يحتاج الزائر إلى معرفته وفعله، في جملة أو جملتين، مع اليوم والتاريخ صريحين.",
  }),
  /** `urgent` (a closure, a checkpoint that stops travel), `warning` (a change to plan for), `info`. */
  level: z.enum(["urgent", "warning", "info"]).meta({
    title: "الدرجة",
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
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsPage = z.infer<typeof newsPageSchema>;
export type Notice = z.infer<typeof noticeSchema>;
