/**
 * The words Decap's locale cannot reach. Its picks from a list are react-select boxes whose own
 * English (their empty menu, their loading line, the name of a chip's remove button, what they
 * tell a screen reader) Decap passes no words for; its error page links to its developers' issue
 * tracker; its preview frame has no title. Each is put in Arabic, or out of sight, as the page draws
 * it (a watcher of the document, as field-direction.ts is): the text React wrote is changed in
 * place, so React's next update of it still finds its node.
 */

/** Whole texts, as react-select writes them, and their Arabic. */
const TEXTS = new Map<string, string>([
  ["No options", "لا توجد خيارات تطابق ما كتبت."],
  ["Loading options…", "جارٍ تحميل الخيارات…"],
  ["Loading...", "جارٍ التحميل…"],
  ["Select...", "اختر…"],
]);

/** What react-select says to a screen reader (its live region), by pattern, and its Arabic. */
const SPOKEN: [RegExp, (...parts: string[]) => string][] = [
  [/^option (.+), selected\.$/, (option) => `اختير «${option}».`],
  [/^option (.+), deselected\.$/, (option) => `أُلغي اختيار «${option}».`],
  [/^option (.+) is disabled\. Select another option\.$/, (option) => `«${option}» لا يُختار: اختر غيره.`],
  [/^option (.+) focused, (\d+) of (\d+)\.$/, (option, at, of) => `«${option}»، الخيار ${at} من ${of}.`],
  [/^option (.+) focused\.$/, (option) => `«${option}».`],
  [/^(\d+) results? available(?: for search term (.+))?\.$/, (count) => `عدد الخيارات: ${count}.`],
  [
    /^Select is focused ?,? type to refine list, press Down to open the menu, ?(?:press left to focus selected values)?$/,
    () => "قائمة خيارات: اكتب لتضييقها، واضغط السهم إلى الأسفل لفتحها.",
  ],
  [
    /^Use Up and Down to choose options.*$/,
    () => "اختر بالسهمين إلى الأعلى والأسفل، ثم اضغط مفتاح الإدخال للاختيار أو مفتاح الخروج للإغلاق.",
  ],
];

export function inArabic(text: string): string | undefined {
  const trimmed = text.trim();
  const whole = TEXTS.get(trimmed);
  if (whole) return whole;
  if (!/[A-Za-z]/.test(trimmed)) return undefined;
  // The live region joins several sentences: each is put in Arabic on its own.
  const sentences = trimmed.split(/(?<=\.)\s+(?=[A-Z0-9o])/);
  const said = sentences.map((sentence) => {
    for (const [pattern, words] of SPOKEN) {
      const match = pattern.exec(sentence);
      if (match) return words(...match.slice(1));
    }
    return undefined;
  });
  return said.every((s) => s !== undefined) ? said.join(" ") : undefined;
}

/**
 * Codes the content keeps and the office never reads (a stream's `scientific`, a term's `first`),
 * with the Arabic the forms show for them: a closed list item's line (Decap's summary template)
 * can only print the code, so the line is given the words here. Codes quoted «…» are examples of
 * what to type, and stay.
 */
export function withWords(text: string, codes: ReadonlyMap<string, string>): string | undefined {
  if (!/[\u0600-\u06FF]/.test(text) || !/[a-z]/.test(text)) return undefined;
  let changed = false;
  const out = text
    .split(/(«[^»]*»)/)
    .map((part) =>
      part.startsWith("«")
        ? part
        : part.replace(/(?<![\w-])[a-z][a-z0-9-]*(?![\w-])/g, (word) => {
            const arabic = codes.get(word);
            if (arabic === undefined) return word;
            changed = true;
            return arabic;
          }),
    )
    .join("");
  return changed ? out : undefined;
}

/** The name of a chip's remove button: «إزالة الكلية» for «Remove الكلية». */
const REMOVE = /^Remove (.*)$/;

function fix(node: Node, codes: ReadonlyMap<string, string>) {
  if (node.nodeType === Node.TEXT_NODE) {
    const arabic = node.nodeValue && (inArabic(node.nodeValue) ?? withWords(node.nodeValue, codes));
    if (arabic && arabic !== node.nodeValue) node.nodeValue = arabic;
    return;
  }
  if (!(node instanceof Element)) return;
  for (const el of [node, ...Array.from(node.querySelectorAll("[aria-label], iframe, a[href*='github.com']"))]) {
    const label = el.getAttribute("aria-label");
    const remove = label && REMOVE.exec(label);
    if (remove) el.setAttribute("aria-label", `إزالة ${remove[1] === "option" ? "الخيار" : remove[1]}`);
    if (el.tagName === "IFRAME" && !el.hasAttribute("title"))
      el.setAttribute("title", "معاينة الصفحة كما ستظهر في الموقع");
    // The error page's link to Decap's developers: the office reports to the web office instead.
    if (el.tagName === "A" && /github\.com\/decaporg/.test(el.getAttribute("href") ?? ""))
      (el as HTMLElement).hidden = true;
  }
  const walker = node.ownerDocument!.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) fix(text, codes);
}

/** Puts the page's words in Arabic as they are drawn; `codes` are the content's codes and their words. */
export function officeWords(root: HTMLElement, codes: ReadonlyMap<string, string> = new Map()) {
  fix(root, codes);
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData" || record.type === "attributes") fix(record.target, codes);
      record.addedNodes.forEach((node) => fix(node, codes));
    }
  }).observe(root, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["aria-label"],
  });
}
