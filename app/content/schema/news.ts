/**
 * News: the kinds of news item, the front matter of an item (`content/news/{slug}.md`), and the
 * news page itself (`content/news.yaml`).
 */
import { z } from "zod";
import { imageSchema, prose, slug, text, updated } from "./shared.ts";

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
 * The kinds of news an applicant acts on (admission and registration dates, results and admission
 * lists, scholarships: the one category «القبول والتسجيل»): published in English too, since an
 * applicant from abroad reads `/en/news` for them. The content check refuses such an item without
 * its English; any other item may have none (decision 026).
 */
export const NEWS_CATEGORIES_IN_ENGLISH = ["admission"] as const satisfies readonly (typeof NEWS_CATEGORIES)[number][];

/**
 * Front matter of a news item, `content/news/{slug}.md` (one file per item, a Markdown body under
 * the front matter). The file name is the item's address, `/news/{slug}`: lower-case Latin letters,
 * digits and hyphens.
 */
/**
 * The longest headline, in characters, Arabic or English. A search result cuts a title at about
 * 600 pixels (some 60–70 Latin letters, more Arabic ones) and a share card sets it in three lines:
 * a headline says its news in its first words, and this bound stops a paragraph pasted as a title.
 * Every headline written so far fits.
 */
export const NEWS_TITLE_MAX = 90;

/**
 * The fewest words a news item's text may have, in Arabic and in its English. University news
 * sites publish an item when it can say what happened, when, where, to whom, and whom to ask: in
 * Arabic that takes three short paragraphs, some 60 words at least (a 25-word "item" is a notice,
 * and belongs in the urgent notices or in the summary). Every item written so far has over 160.
 */
export const NEWS_BODY_MIN_WORDS = 60;

export const newsFrontMatterSchema = z.strictObject({
  /** The item's address, `/news/{slug}`: its file's name (a CMS names a new item's file after it). */
  slug: slug.meta({
    title: "المعرّف",
    description:
      "آخر جزء من رابط صفحة الخبر: أحرف لاتينية صغيرة وأرقام وشرطات، مثل graduation-2026، لا يحمله خبر آخر. لا تغيّره بعد نشر الخبر، فمن حفظ رابطه يصل إليه به.",
  }),
  /** The headline, a sentence without a full stop. */
  title: text
    .max(NEWS_TITLE_MAX, `اكتب عنوانًا من ${NEWS_TITLE_MAX} حرفًا أو أقل، فما زاد تقطعه نتائج البحث وبطاقات المشاركة`)
    .meta({
      title: "العنوان",
      description: `عنوان الخبر في جملة واحدة بلا نقطة في آخرها، ${NEWS_TITLE_MAX} حرفًا على الأكثر، مثل «الجامعة تحتفل بتخريج الفوج الخامس والعشرين من طلبتها»؛ يظهر عنوانًا للصفحة وللبطاقة في قائمة الأخبار وفي الصفحة الرئيسية.`,
    }),
  /** The day it was published (`YYYY-MM-DD`): the news is listed newest first by this day. */
  date: updated.meta({
    title: "تاريخ النشر",
    description: "يوم نشر الخبر؛ به تُرتَّب الأخبار من الأحدث، ولا يقبل الفحص يومًا لم يأتِ بعد.",
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
      "اختر القسم الذي يُعرض فيه الخبر في صفحة الأخبار، مثل «إعلانات» أو «القبول والتسجيل» أو «فعاليات». خبر «القبول والتسجيل» (مواعيد التقديم والتسجيل، والنتائج وقوائم المقبولين، والمنح) يُنشر بالإنجليزية أيضًا، فاملأ له «النسخة الإنجليزية» قبل حفظه.",
  }),
  /** The college it concerns, if one (a college's slug): the item links to the college's page. */
  college: slug.optional().meta({
    ref: "college",
    title: "الكلية",
    description: "اختياري: اختر الكلية التي يخصّها الخبر؛ يظهر اسمها في الخبر رابطًا إلى صفحتها.",
  }),
  /** Optional photo slot. */
  image: imageSchema.optional().meta({
    title: "الصورة",
    description: "اختياري: صورة للخبر تظهر فوق نصه (مكانها ووصفها وعرضها وارتفاعها)؛ بلا صورة يظهر الخبر نصًّا فقط.",
  }),
});

/** `content/news.yaml`: the news page itself (its items are the files of `content/news/`). */
export const newsPageSchema = z.strictObject({
  /** The day this file was last changed (`YYYY-MM-DD`). */
  updated: updated.meta({
    title: "تاريخ آخر تعديل",
    description: "يوم آخر تعديل على مقدمة صفحة الأخبار: يضعه الحفظ تاريخَ اليوم من تلقاء نفسه، فلا حاجة إلى تغييره.",
  }),
  /** The lead under the page's title, and its description for search engines. */
  lead: prose.meta({
    title: "مقدمة الصفحة",
    description: "فقرة قصيرة تظهر تحت عنوان صفحة الأخبار، وتكون وصفها في نتائج محركات البحث.",
  }),
});

export type NewsFrontMatter = z.infer<typeof newsFrontMatterSchema>;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];
export type NewsPage = z.infer<typeof newsPageSchema>;
