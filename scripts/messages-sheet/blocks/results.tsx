/**
 * High-school results: the result card (a pass with the finder's answer under it, a fail, and the
 * lookup's refusals), then the results page (the official source, the season, a certificate's
 * score converted, a score off its scale).
 */
import { lookupFacts } from "#app/features/results/lookup-answer.server.ts";
import { ResultCard } from "#app/features/results/ui/ResultCard.tsx";
import { ResultsLookup } from "#app/features/results/ui/ResultsLookup.tsx";
import { formatPercent } from "#app/lib/format.ts";
import * as resultsRoute from "#app/routes/high-school-results.tsx";
import type { BlockContext } from "./context.ts";
import type { FinderShown } from "./finder.tsx";
import { pick } from "./markup.ts";
import { equivalenceCertificate } from "./situations.ts";

/** A fictional student's name on the result cards (no real record is read). */
const STUDENT = "ليان سمير الخطيب";

/** The result card; `shown` are the finder's answers above, one of which the passing card repeats. */
export async function resultCardBlocks(
  { add, renderElement, situations }: BlockContext,
  { scholarship, two }: FinderShown,
): Promise<void> {
  const { apply, streams, shortest } = situations;
  const group = "بطاقة النتيجة (نتائج الثانوية العامة)";
  const pass = scholarship ?? two ?? shortest((a) => a.open.length > 0)!;
  const record = { name: STUDENT, stream: pass.stream.code, average: pass.average, result: "pass" as const };
  add(
    group,
    `ناجح: ${pass.stream.inText}، ${formatPercent(pass.average)}، وبعدها إجابة مفاتيح القبول`,
    `ResultCard result=pass stream=${pass.stream.code} average=${pass.average} sample`,
    await renderElement(
      <ResultCard record={record} streamName={pass.stream.name} sample answer={{ answer: pass.answer, apply }} />,
      "/high-school-results",
    ),
  );
  add(
    group,
    `لم يحالفه النجاح: ${streams[1].inText}`,
    `ResultCard result=fail stream=${streams[1].code}`,
    await renderElement(
      <ResultCard
        record={{ name: STUDENT, stream: streams[1].code, result: "fail" }}
        streamName={streams[1].name}
        sample={false}
      />,
      "/high-school-results",
    ),
  );
  const facts = lookupFacts();
  for (const [title, outcome] of [
    ["محاولات كثيرة من الشبكة نفسها: ثانيتان", { kind: "refused", reason: "limited", retryS: 2 }],
    ["محاولات كثيرة من الشبكة نفسها: 45 ثانية", { kind: "refused", reason: "limited", retryS: 45 }],
    ["الخادم مشغول: 3 ثوانٍ", { kind: "refused", reason: "busy", retryS: 3 }],
    ["لا نتيجة تطابق ما أُدخل", { kind: "notFound", sample: false }],
  ] as const) {
    const html = await renderElement(<ResultsLookup facts={facts} server={{ outcome }} />, "/high-school-results");
    add(
      group,
      title,
      `ResultsLookup outcome=${JSON.stringify(outcome)}`,
      pick(html, /<\/form>([\s\S]*)$/, title).slice(7),
    );
  }
}

export async function resultsPageBlocks({ registry, add, renderRoute }: BlockContext): Promise<void> {
  const group = "صفحة نتائج الثانوية العامة";
  const ib = equivalenceCertificate(registry);
  const html = await renderRoute(resultsRoute, "/high-school-results");
  add(
    group,
    "مصدر النتائج الرسمي",
    "/high-school-results",
    pick(html, /<p class="mb-3 rounded-md[\s\S]*?<\/p>/, "official"),
  );
  add(
    group,
    "موسم النتائج والتقديم",
    "/high-school-results",
    pick(html, /<section[^>]*id="season"[\s\S]*?<\/nav>/, "season").replace(/^<section[^>]*>/, ""),
  );
  for (const cert of registry.admission.certificates) {
    const mid = Math.round(((cert.scale.min + cert.scale.max) / 2) * 10) / 10;
    const url = `/high-school-results?certificate=${cert.code}&score=${mid}`;
    add(
      group,
      `معادلة علامة: ${cert.name}، ${mid}`,
      url,
      pick(await renderRoute(resultsRoute, url), /<div role="status" class="mt-3">[\s\S]*?<\/div>/, url),
    );
  }
  const url = `/high-school-results?certificate=${ib.code}&score=${ib.scale.max + 10}`;
  add(
    group,
    `علامة خارج السلّم: ${ib.name}، ${ib.scale.max + 10}`,
    url,
    pick(await renderRoute(resultsRoute, url), /<div role="status" class="mt-3">[\s\S]*?<\/div>/, url),
  );
}
