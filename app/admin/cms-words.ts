/**
 * The CMS's own words, besides the schemas' (a field's label and hint live with its schema in
 * app/content/schema.ts): the menu's names for the collections and files, how a folder's entries
 * are listed, and the hint under a Markdown entry's text. The glossary they keep is in
 * content/README.md.
 */
import type { FOLDERS, SINGLE_FILES } from "#app/content/content-files.ts";
import { NEWS_BODY_MIN_WORDS } from "#app/content/schema/news.ts";

/** The collections' own names, for the CMS's menu. */
export const COLLECTION_WORDS: Record<string, { label: string; singular?: string; description: string }> = {
  programs: {
    label: "البرامج",
    singular: "برنامج",
    description: "برامج البكالوريوس والدبلوم المتوسط والدراسات العليا: صفحة لكل برنامج في كليته.",
  },
  colleges: {
    label: "الكليات",
    singular: "كلية",
    description: "الكليات: صفحة كل كلية، وعميدها، وأرقامها الرئيسية، ودرجتها العلمية إن كانت تطرح درجة واحدة بنفسها.",
  },
  notices: {
    label: "التنبيهات العاجلة",
    description:
      "تنبيه يظهر في أعلى كل صفحة بين موعدين: إغلاق، أو حاجز يمنع الوصول، أو تحويل المحاضرات إلى التعليم الإلكتروني.",
  },
  news: {
    label: "الأخبار والإعلانات",
    singular: "خبر",
    description: "أخبار الجامعة وإعلاناتها: صفحة لكل خبر، وأحدث ثلاثة أخبار في الصفحة الرئيسية.",
  },
  publications: {
    label: "المنشورات",
    singular: "منشور",
    description: "منشورات أعضاء هيئة التدريس، تظهر في صفحة «المنشورات العلمية».",
  },
  partners: { label: "الشركاء", singular: "شريك", description: "شركاء الجامعة، يظهرون في صفحة «الشراكات»." },
  pages: {
    label: "الصفحات النصية",
    singular: "صفحة",
    description: "كلمة رئيس الجامعة وسياسة الخصوصية وبيان إمكانية الوصول.",
  },
  lists: {
    label: "الجامعة والقبول والقوائم",
    description: "بيانات الجامعة، وقواعد القبول ومواعيده، والفروع، والدرجات، والأسئلة الشائعة، وكلمات البحث.",
  },
  international: {
    label: "المتقدّمون من الخارج",
    description:
      "صفحة المتقدّمين من خارج فلسطين: لغة التدريس، والدخول والإقامة، والتكاليف وسعر الصرف، والدفع من الخارج، والشهادات التي تقبلها الجامعة، والطلبة الزائرون.",
  },
  templates: { label: "نماذج للمحرّرين", description: "نموذجا صفحة الكلية وصفحة البرنامج: لا يظهران في الموقع." },
};

export const FILE_WORDS: Record<keyof typeof SINGLE_FILES, string> = {
  site: "الجامعة",
  admission: "القبول ومواعيده",
  streams: "فروع التوجيهي",
  degrees: "الدرجات العلمية",
  faq: "الأسئلة الشائعة",
  newsPage: "صفحة الأخبار",
  notices: "التنبيهات العاجلة",
  search: "كلمات البحث",
  international: "صفحة المتقدّمين من الخارج",
  templateCollege: "نموذج الكلية",
  templateProgram: "نموذج البرنامج",
};

/**
 * The line a folder's entry is listed by in the CMS (Decap's summary template). A field whose name
 * is also one of Decap's own date words (year, month, day, hour, minute, second) is written
 * `fields.…`: bare, Decap fills it from the entry's date field, and a publication, which has none,
 * was listed without its year. A separator follows its value only when there is one
 * (`ternary`): a file the CMS could not read has none (unreadable-file.ts), and is listed by why alone.
 */
export const SUMMARY: Record<keyof typeof FOLDERS, string> = {
  programs: "{{name}}{{draft | ternary(' (قيد الإعداد)', '')}}",
  colleges: "{{name}}",
  publications: "{{fields.year}}{{fields.year | ternary(': ', '')}}{{title}}",
  partners: "{{name}}",
  news: "{{date}}{{date | ternary(': ', '')}}{{title}}",
  pages: "{{title}}",
};

/** The text under a Markdown entry's front matter, by collection. */
/** The group of a form's English fields (decision 026): one under each part of the form that has text. */
export const ENGLISH_WORDS = {
  label: "النسخة الإنجليزية",
  hint: "تُكتب هنا نصوص هذا الجزء بالإنجليزية كما تُنشر في النسخة الإنجليزية من الموقع. ويمكن ترك هذه الحقول فارغة إن لم يُكتب النص الإنجليزي بعد.",
  body: "النص بالإنجليزية",
};

/** The label of a Markdown file's text in the form (it is not a field of the schema). */
export const BODY_LABEL = "النص";

export const BODY_HINT: Partial<Record<keyof typeof FOLDERS, string>> = {
  news: `نص الخبر في ${NEWS_BODY_MIN_WORDS} كلمة على الأقل، يقول ما جرى ومتى وأين، ومن يعنيه، وبمن يتصل من يسأل عنه: فقرات، وعناوين فرعية وقوائم عند الحاجة من أزرار شريط التنسيق. لا تكرر فيه العنوان ولا الملخص.`,
  pages: "نص الصفحة: عناوين فرعية وفقرات وقوائم من أزرار شريط التنسيق.",
};

/** The hint under a Markdown entry's English text, by collection: the same rules, said of the English. */
export const ENGLISH_BODY_HINT: Partial<Record<keyof typeof FOLDERS, string>> = {
  news: `نص الخبر بالإنجليزية في ${NEWS_BODY_MIN_WORDS} كلمة على الأقل إن كُتب، بالحقائق نفسها التي في النص العربي. ويجوز تركه فارغًا إلا في خبر من تصنيف «القبول والتسجيل».`,
  pages: "نص الصفحة بالإنجليزية، بالعناوين الفرعية والفقرات والقوائم نفسها التي في النص العربي.",
};

/**
 * Latin and numbers inside an Arabic sentence, each run isolated (U+2068 FIRST STRONG ISOLATE …
 * U+2069 POP DIRECTIONAL ISOLATE), so a right-to-left line does not reorder it: without it, «مثل
 * 2026-11-28T09:00» reads «28T09:00-11-2026». A run is Latin letters, digits and what joins them
 * in an address, a code or a time (`-`, `.`, `:`, `/`, `@`, `_`, `+`); a lone number is left as it is.
 */
export function isolateLatin(text: string): string {
  return text.replace(/\/?[A-Za-z0-9][A-Za-z0-9\-.:/@_+*%]*[A-Za-z0-9/*%]|[A-Za-z]/g, (run) =>
    /[A-Za-z]|\d[-:/]\d/.test(run) ? `\u2068${run}\u2069` : run,
  );
}
