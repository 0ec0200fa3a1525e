/**
 * Urgent notices, `content/notices.yaml`: shown at the top of every page between their start and
 * their end. Their moments are `wallTime`s (shared.ts).
 */
import { z } from "zod";
import { prose, text, timeZoneField, wallTime } from "./shared.ts";

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
  timeZone: timeZoneField(
    "المنطقة الزمنية التي يُقرأ بها بدء الظهور وانتهاؤه: توقيت فلسطين بصيفه وشتائه، وهو ما يُعتمد إن تُرك الحقل فارغًا؛ لا تغيّره.",
  ),
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
            "رابط صفحة في الموقع يبدأ بشرطة مائلة، مثل /news/second-semester-applications، أو رابط خارجي يبدأ بـ «https://»؛ ولا يقبل الفحص رابطًا إلى صفحة غير موجودة في الموقع.",
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

export type Notice = z.infer<typeof noticeSchema>;
