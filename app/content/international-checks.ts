/**
 * The rules of the page for applicants from abroad (content/international.yaml) across files: it
 * describes every certificate the finder converts (admission.yaml), names programs that exist, and
 * its rate of exchange is dated no later than today. Each problem is reported where it is written.
 */
import type { Checker } from "./registry-checker.ts";
import type { Entry } from "./registry-types.ts";
import type { AdmissionInfo, College, International, Program } from "./schema.ts";
import { SINGLE_FILES } from "./content-files.ts";

const FILE = SINGLE_FILES.international.file;

/** Every key of a list once: the second of two is reported. */
function checkUniqueKeys(c: Checker, list: string, keys: string[], what: string) {
  const seen = new Set<string>();
  keys.forEach((key, i) => {
    if (seen.has(key))
      c.report(
        FILE,
        [list, i, list === "costs" ? "key" : "code"],
        `${what} "${key}" مكرّر: غيّره إلى رمز لا يحمله بند آخر`,
      );
    seen.add(key);
  });
}

/**
 * Checks the page's content against the others, and returns it as the registry holds it: in a
 * language some programs are not written in, the programs taught in English are those that are
 * (the Arabic pass has checked every name).
 */
export function checkInternational(
  c: Checker,
  page: International | undefined,
  admission: AdmissionInfo | undefined,
  programs: Entry<Program>[],
  colleges: Entry<College>[],
): International | undefined {
  if (!page) return undefined;
  checkUniqueKeys(
    c,
    "costs",
    page.costs.map((x) => x.key),
    "رمز البند",
  );
  checkUniqueKeys(
    c,
    "certificates",
    page.certificates.map((x) => x.code),
    "رمز الشهادة",
  );
  page.costs.forEach((cost, i) => {
    if (cost.maxAmount !== undefined && cost.maxAmount <= cost.amount)
      c.report(
        FILE,
        ["costs", i, "maxAmount"],
        `الحد الأعلى للمبلغ ${cost.maxAmount} ليس أكبر من المبلغ ${cost.amount}: اكتب حدًّا أعلى أكبر من المبلغ، أو احذفه إن لم يكن للبند نطاق`,
      );
  });
  if (c.latestDay && page.exchangeRate.date > c.latestDay)
    c.report(
      FILE,
      ["exchangeRate", "date"],
      `التاريخ ${page.exchangeRate.date} لم يأتِ بعد: اختر اليوم الذي أُخذ فيه سعر الصرف، اليوم أو يومًا قبله`,
    );
  const described = new Set(page.certificates.map((x) => x.code));
  for (const certificate of admission?.certificates ?? [])
    if (!described.has(certificate.code))
      c.report(
        FILE,
        ["certificates"],
        `الشهادة «${certificate.name}» في «معادلة الشهادات» لا وصف لها هنا: أضف بندًا رمزه ${certificate.code}`,
      );
  const degrees = new Set([
    ...programs.map((p) => p.data.slug),
    ...colleges.filter((x) => x.data.degreeProgram).map((x) => x.data.slug),
  ]);
  if (c.language === "ar")
    page.instruction.englishPrograms.forEach((x, i) => {
      if (!degrees.has(x.program))
        c.report(
          FILE,
          ["instruction", "englishPrograms", i, "program"],
          `البرنامج "${x.program}" غير معروف: احذفه، أو اختر برنامجًا من «البرامج»`,
        );
    });
  return {
    ...page,
    instruction: {
      ...page.instruction,
      englishPrograms: page.instruction.englishPrograms.filter((x) => degrees.has(x.program)),
    },
  };
}
