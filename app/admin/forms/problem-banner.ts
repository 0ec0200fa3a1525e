/**
 * Where the officer is looking when a save is refused: a notice fixed at the top of the editor,
 * right to left, that names each field in the form's words and says what to do, and the form
 * scrolled to the first of them (a field may be thousands of pixels down a long form).
 *
 * It shows the save guard's problems, and Decap's own refusals (a required field left empty),
 * which Decap marks beside the field only.
 */
import type { FieldNode } from "#app/content/schema-tree.ts";
import type { FormProblem } from "./save-guard.ts";
import { controlOrdinal } from "./field-position.ts";
import { isolateLatin } from "#app/admin/cms-words.ts";

const BANNER_ID = "save-problems";

/** Fixed under Decap's editor bar and its notification (about 110 px together), above the form. */
const STYLE = `
#${BANNER_ID} { position: fixed; z-index: 1000; top: 116px; inset-inline: max(1rem, calc(50% - 30rem));
  max-height: 50vh; overflow: auto; padding: 1rem 1.25rem; border: 2px solid #b3261e; border-radius: 8px;
  background: #fff5f4; color: #1f2430; box-shadow: 0 8px 24px rgb(0 0 0 / 0.18); font: 15px/1.6 system-ui, sans-serif; }
#${BANNER_ID} h2 { margin: 0 0 0.5rem; font-size: 1rem; color: #8c1d18; }
#${BANNER_ID} ul { margin: 0; padding-inline-start: 1.25rem; }
#${BANNER_ID} li + li { margin-top: 0.25rem; }
#${BANNER_ID} li button { padding: 0; border: 0; background: none; color: #0b57d0; font: inherit; font-weight: 700;
  text-decoration: underline; cursor: pointer; }
#${BANNER_ID} .close { margin-top: 0.75rem; padding: 0.25rem 0.75rem; border: 1px solid #8c1d18; border-radius: 4px;
  background: #fff; color: #8c1d18; font: inherit; cursor: pointer; }
`;

function ensureStyle() {
  if (document.getElementById(`${BANNER_ID}-style`)) return;
  const style = document.createElement("style");
  style.id = `${BANNER_ID}-style`;
  style.textContent = STYLE;
  document.head.append(style);
}

/** The control a path names in the open form, or the nearest of its containers that is drawn. */
function controlOf(root: FieldNode, data: unknown, problem: FormProblem): HTMLElement | undefined {
  if (!problem.path) return undefined;
  // The path's own field, else its containers' (a list, when the item's field is not drawn).
  for (let end = problem.path.length; end > 0; end--) {
    const place = controlOrdinal(root, data, problem.path.slice(0, end));
    if (!place) continue;
    const label = document.querySelectorAll<HTMLLabelElement>(`label[for^="${CSS.escape(place.name)}-field-"]`)[
      place.index
    ];
    if (label) return label;
  }
  return undefined;
}

/** Brings a control into view, opening nothing: the nearest drawn container when it is hidden. */
function reveal(label: HTMLElement) {
  let shown: HTMLElement | null = label;
  while (shown && shown.offsetParent === null && shown !== document.body) shown = shown.parentElement;
  (shown ?? label).scrollIntoView({ block: "center" });
  const input = label instanceof HTMLLabelElement ? document.getElementById(label.htmlFor) : null;
  if (input && input.offsetParent !== null) input.focus({ preventScroll: true });
}

export function hideProblems() {
  document.getElementById(BANNER_ID)?.remove();
}

interface Shown {
  where: string;
  message: string;
  control?: HTMLElement;
}

function show(items: Shown[], heading = "لم يُحفظ شيء: صحّح ما يلي، ثم احفظ من جديد") {
  hideProblems();
  if (!items.length) return;
  ensureStyle();
  const banner = document.createElement("section");
  banner.id = BANNER_ID;
  banner.setAttribute("role", "alert");
  banner.setAttribute("aria-labelledby", `${BANNER_ID}-title`);
  banner.dir = "rtl";
  banner.lang = "ar";
  const title = document.createElement("h2");
  title.id = `${BANNER_ID}-title`;
  title.textContent = heading;
  banner.append(title);
  const list = document.createElement("ul");
  for (const item of items) {
    const li = document.createElement("li");
    const where = document.createElement(item.control ? "button" : "strong");
    where.textContent = item.where || "العنصر كله";
    if (item.control && where instanceof HTMLButtonElement) {
      where.type = "button";
      where.title = "انتقل إلى الحقل";
      const control = item.control;
      where.addEventListener("click", () => reveal(control));
    }
    li.append(where, document.createTextNode(`: ${isolateLatin(item.message)}`));
    list.append(li);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "close";
  close.textContent = "إغلاق";
  close.addEventListener("click", hideProblems);
  banner.append(list, close);
  document.body.append(banner);
  const first = items.find((i) => i.control)?.control;
  if (first) reveal(first);
}

/** The save guard's problems, for the entry whose form is open. */
export function showProblems(problems: FormProblem[], root: FieldNode, data: unknown, heading?: string) {
  show(
    problems.map((p) => ({ where: p.where, message: p.message, control: controlOf(root, data, p) })),
    heading,
  );
}

/**
 * Decap's own refusals: when it marks fields (their error lists appear beside their labels), the
 * same notice lists them. Returns the observer's stop.
 */
export function watchDecapRefusals(root: HTMLElement): () => void {
  let pending = 0;
  const collect = () => {
    pending = 0;
    const items: Shown[] = [];
    for (const label of root.querySelectorAll<HTMLLabelElement>('label[for*="-field-"]')) {
      const errors = label.parentElement?.querySelector("ul");
      if (!errors || !errors.children.length || errors.closest(`#${BANNER_ID}`)) continue;
      for (const li of errors.children)
        items.push({
          where: label.textContent?.replace(/\s*\(اختياري\)$/, "") ?? "",
          message: li.textContent ?? "",
          control: label,
        });
    }
    if (items.length) show(items);
  };
  const observer = new MutationObserver((records) => {
    const marked = records.some((r) =>
      [...r.addedNodes].some(
        (n) => n instanceof HTMLElement && (n.tagName === "UL" || n.tagName === "LI") && !n.closest(`#${BANNER_ID}`),
      ),
    );
    if (marked && !pending) pending = window.setTimeout(collect, 50);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
