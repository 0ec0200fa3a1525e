/**
 * The admission finder («ما البرامج المتاحة لمعدلي؟» on /admission-keys): its answer in each kind
 * of situation the content holds, then its refusals (the page's own form, its error under the
 * fields, and the stream it asks for).
 */
import { finderAnswer, type FinderAnswer } from "#app/features/admission/finder-answer.ts";
import { isExactConversion } from "#app/features/admission/eligibility.ts";
import { FinderAnswerView } from "#app/features/admission/ui/FinderAnswerView.tsx";
import { formatPercent } from "#app/lib/format.ts";
import * as admissionKeysRoute from "#app/routes/admission-keys.tsx";
import type { BlockContext } from "./context.ts";
import { pick } from "./markup.ts";
import { equivalenceCertificate, situation, withoutStream, type Found } from "./situations.ts";

const GROUP = "أداة «ما البرامج المتاحة لمعدلي؟» (مفاتيح القبول)";

/** The finder's answers the later blocks show again (the result card shows one of them). */
export interface FinderShown {
  two: Found | undefined;
  scholarship: Found | undefined;
}

export async function finderBlocks(context: BlockContext): Promise<FinderShown> {
  const { registry, add, renderElement, renderRoute } = context;
  const { apply, streams, answerFor, shortest } = context.situations;
  const finder = async (title: string, source: string, answer: FinderAnswer, open = false) =>
    add(
      GROUP,
      title,
      `FinderAnswerView ${source}`,
      await renderElement(<FinderAnswerView answer={answer} apply={apply} />, "/admission-keys"),
      open,
    );

  // ——— The finder's answer ———
  const untaken = streams.find((s) => answerFor(s.code).open.length === 0);
  if (untaken)
    await finder(
      `فرع لا يقبله أي برنامج: ${untaken.inText}، بلا معدل`,
      `stream=${untaken.code}`,
      answerFor(untaken.code),
    );
  else {
    // No stream is left out this year: the stream the fewest degrees take, as if they took it no more.
    const fewest = [...streams].sort((a, b) => answerFor(a.code).open.length - answerFor(b.code).open.length)[0];
    await finder(
      `فرع لا يقبله أي برنامج (افتراضًا: ${fewest.inText} بعد حذفه من شروط البرامج القليلة التي تقبله)، بلا معدل`,
      `stream=${fewest.code}, the content without it`,
      finderAnswer(withoutStream(registry, fewest.code), { certificate: "", stream: fewest.code, average: "" }).answer!,
    );
  }
  const close = shortest((a) => a.open.length === 0 && a.close.length > 0);
  if (close)
    await finder(
      `معدل لا يفتح أي برنامج، وبرنامج قريب منه: ${close.stream.inText}، ${formatPercent(close.average)}`,
      situation(close),
      close.answer,
    );
  const below = shortest((a) => a.open.length === 0 && a.belowBachelorFloor);
  if (below)
    await finder(
      `معدل لا يفتح أي برنامج، ودون حد الوزارة للبكالوريوس: ${below.stream.inText}، ${formatPercent(below.average)}`,
      situation(below),
      below.answer,
    );
  const accepts = (a: FinderAnswer) => new Set(a.notOpen.map((n) => Math.min(n.streams.length, 3)));
  const one =
    shortest((a) => a.open.length === 1 && [1, 2, 3].every((n) => accepts(a).has(n))) ??
    shortest((a) => a.open.length === 1);
  if (one)
    await finder(
      `معدل يفتح برنامجًا واحدًا، وقائمة البرامج التي لا تقبل الفرع مفتوحة (يقبل بعضها فرعًا واحدًا، وبعضها فرعين، وبعضها فروعًا كثيرة): ${one.stream.inText}، ${formatPercent(one.average)}`,
      situation(one),
      one.answer,
      true,
    );
  const two = shortest((a) => a.open.length === 2 && a.close.some((c) => c.alternatives.length > 0));
  if (two)
    await finder(
      `معدل يفتح برنامجين، وبرامج قريبة منه لها بدائل: ${two.stream.inText}، ${formatPercent(two.average)}`,
      situation(two),
      two.answer,
    );
  const scholarship =
    shortest((a) => !!a.scholarship && a.open.some((o) => o.competitive)) ?? shortest((a) => !!a.scholarship);
  if (scholarship)
    await finder(
      `معدل تستحق به منحة${scholarship.answer.open.some((o) => o.competitive) ? "، ومنافسة شديدة على برنامج" : ""}${scholarship.answer.open.some((o) => !o.scholarship) ? "، وبرنامج لا تشمل المنحة مرحلته" : ""}: ${scholarship.stream.inText}، ${formatPercent(scholarship.average)}`,
      situation(scholarship),
      scholarship.answer,
    );
  for (const cert of registry.admission.certificates.slice(0, 2)) {
    const exact = isExactConversion(cert);
    const scores = Array.from(
      { length: 41 },
      (_, i) => Math.round((cert.scale.min + ((cert.scale.max - cert.scale.min) * i) / 40) * 10) / 10,
    );
    const found = shortest((a) => a.open.length > 0, scores, cert.code);
    if (found)
      await finder(
        `${exact ? "شهادة يُعتمد معدلها كما هو" : "شهادة تُعادَل علامتها تقديرًا"}: ${cert.name}، ${found.stream.inText}، ${found.average}`,
        situation(found, cert.code),
        found.answer,
      );
  }

  // A stream asked for by the name older certificates print (a former code in content/streams.yaml).
  const former = streams.find((s) => s.aliases?.length);
  if (former) {
    const found = shortest((a) => a.stream.code === former.code && a.open.length > 0);
    const code = former.aliases![0].code;
    if (found)
      await finder(
        `فرع باسمه القديم: «${former.aliases![0].name}» (${code})، ${formatPercent(found.average)}`,
        `stream=${code} average=${found.average}`,
        answerFor(code, found.average),
      );
  }
  // No program takes the stream, with an average: the heading says so, and nothing about what the average opens.
  if (!untaken) {
    const fewest = [...streams].sort((a, b) => answerFor(a.code).open.length - answerFor(b.code).open.length)[0];
    await finder(
      `فرع لا يقبله أي برنامج، بمعدل (افتراضًا: ${fewest.inText} بعد حذفه من شروط البرامج)، 90%`,
      `stream=${fewest.code} average=90, the content without it`,
      finderAnswer(withoutStream(registry, fewest.code), { certificate: "", stream: fewest.code, average: "90" })
        .answer!,
    );
  }

  // The finder's refusals: the page's own form, its error under the fields; and the stream it asks for.
  const ib = equivalenceCertificate(registry);
  const own = registry.admission.certificates.find((c) => c.streams === "own");
  const first = streams[0].code;
  for (const [title, query] of [
    ["معدل خارج المدى (التوجيهي: 120)", `stream=${first}&average=120`],
    ["معدل التوجيهي بمنزلتين عشريتين (85.55)", `stream=${first}&average=85.55`],
    ...registry.admission.certificates.map(
      (cert) =>
        [
          `علامة خارج سلّم الشهادة (${cert.name}: ${cert.scale.max + 10})`,
          `certificate=${cert.code}&stream=${first}&average=${cert.scale.max + 10}`,
        ] as const,
    ),
    ["معدل ليس رقمًا («ثمانون»)", `stream=${first}&average=${encodeURIComponent("ثمانون")}`],
    ["معدل بلا فرع (رابط من دليل البرامج)", "average=80"],
    ...(own ? [[`${own.name} بلا فرع`, `certificate=${own.code}&average=${own.scale.max - 15}`] as const] : []),
    [
      `شهادة بلا فروع، بلا فرع (رابط «اعرف البرامج» من صفحة النتائج): ${ib.name}`,
      `certificate=${ib.code}&average=${Math.round((ib.scale.min + ib.scale.max) / 2)}`,
    ],
  ] as const) {
    const html = await renderRoute(admissionKeysRoute, `/admission-keys?${query}`);
    add(
      GROUP,
      title,
      `/admission-keys?${decodeURIComponent(query)}`,
      pick(html, /<p id="average-error"[^>]*>[\s\S]*?<\/p>|<div id="stream-prompt"[^>]*>[\s\S]*?<\/div>/, title),
    );
  }

  return { two, scholarship };
}
