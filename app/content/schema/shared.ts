/**
 * The building blocks every content kind's schema is made of, at the bottom of the schema folder
 * (it imports none of the kind files): the metadata the fields carry for the CMS (`GlobalMeta`),
 * text and prose, days (`isoDate`, `updated`, a whole entry's `updated` with its hint, `wallTime`),
 * slugs, e-mail addresses, phone numbers and https links, and the photo and key-figure slots that
 * several kinds share. The index, app/content/schema.ts, re-exports only what the content's readers
 * use (isoDate, updated, slug, wallTime, imageSchema, figureSchema, Image); the rest is for the
 * kind files.
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

/** Markup: a tag (`<b>`, `</p>`, `<br/>`) or a comment. Plain text shows it to a visitor as characters. */
const MARKUP = /<\/?[a-z][^<>]*>|<!--/i;

/** A non-empty, trimmed line of Arabic (or English) text, plain: no markup. */
export const text = z
  .string()
  .trim()
  .min(1, "اكتب نصًّا في هذا الحقل؛ لا يُترك فارغًا")
  .refine(
    (value) => !MARKUP.test(value),
    "احذف من هذا النص العلامات التي بين «<» و«>»، مثل «<b>» أو «</p>»: يُكتب هنا نص عادي يظهر للزائر كما كُتب، فتظهر تلك العلامات فيه حروفًا.",
  );
/** Prose: a sentence or more, edited in a text area. */
export const prose = text.meta({ multiline: true });
/** One or more paragraphs of prose, in reading order: each item a paragraph (`item` names one). */
export const paragraphs = (item = "فقرة") => z.array(prose.meta({ title: item })).min(1);
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
export function fileUpdated(what: string, dates: string, also = "") {
  return updated.meta({
    title: "تاريخ آخر تعديل",
    description: `يوم آخر تعديل على ${what}: يضعه الحفظ تاريخَ اليوم من تلقاء نفسه، فلا حاجة إلى تغييره. ومنه تأخذ خريطة الموقع ${dates}${also}.`,
  });
}
/** A URL slug: lower-case Latin letters, digits and hyphens. */
export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "اكتب أحرفًا لاتينية صغيرة وأرقامًا بينها شرطات، بلا مسافات، مثل computer-science",
  );
/** An e-mail address. */
export const email = z.email("اكتب بريدًا إلكترونيًا كاملًا، مثل admission@al-ofoq.example");
/** A phone number written for display, Western digits, e.g. `+970 2 000 0000`. */
export const phone = z
  .string()
  .regex(/^\+?[0-9 ]{6,20}$/, "اكتب الرقم بالأرقام الغربية والمسافات فقط، مثل +970 2 000 1000");
/** An absolute https URL. */
export const url = z.url({
  protocol: /^https$/,
  error: "اكتب الرابط كاملًا يبدأ بـ https://، مثل https://www.moe.edu.ps",
});

/** A photo slot: empty until the university supplies a real photo. */
export const imageSchema = z
  .strictObject({
    src: z.string().startsWith("/", "اكتب مكان الصورة في الموقع يبدأ بشرطة مائلة، مثل /images/colleges/it.webp").meta({
      title: "مكان الصورة",
      description:
        "مكان الصورة في الموقع كما أعطاه مكتب الموقع الإلكتروني، يبدأ بشرطة مائلة، مثل /images/colleges/it.webp.",
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

/** A wall-clock moment, `YYYY-MM-DDTHH:MM` (24-hour), on a day the calendar has. */
export const wallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "اختر التاريخ والوقت، مثل 2026-11-24T07:00")
  .refine((value) => isCalendarDay(value.slice(0, 10)), "اختر يومًا موجودًا في التقويم (لا 30 شباط مثلًا)");

/**
 * A time zone field: Palestine's (summer and winter) unless a file names another, which the form
 * does not offer. `description` says which times of the file it applies to.
 */
export const timeZoneField = (description: string) =>
  z
    .string()
    .refine(isTimeZone, "منطقة زمنية غير معروفة: اكتب Asia/Hebron لتوقيت فلسطين")
    .default("Asia/Hebron")
    .meta({ title: "المنطقة الزمنية", description });

export type Image = z.infer<typeof imageSchema>;
