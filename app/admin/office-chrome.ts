/**
 * Decap's own interface, made to read as an Arabic page for the university's office: right to
 * left, the university's name on the login screen and in the page title, list headings that read
 * «المساقات (3)», no button that does nothing, the preview's buttons off the page they preview, and
 * a jump by address from one form to another entry that opens that entry. Its style is in
 * office-chrome.css; the fields' own direction is field-direction.ts's.
 */
import css from "./office-chrome.css?inline";
import { isFormJumpNow } from "./form-jump.ts";
import { snapshot } from "./registry-snapshot.ts";

const UNIVERSITY = snapshot.site.name;
const LOGIN_PAGE = '[class*="-StyledAuthenticationPage"]';
/** A list's or an object's collapsible heading, the button and the heading's text side by side. */
const HEADING = '[class*="-ExpandButtonContainer"]';
/** A list's heading as Decap writes it: `${count} ${label}`. */
const COUNT_FIRST = /^(\d+) (.+)$/s;

export function officeChrome(root: HTMLElement): void {
  const doc = root.ownerDocument;
  // The whole interface right to left (menus, buttons, notifications, error lists, the lists of
  // entries): Decap's layout follows the document's direction, and office-chrome.css mends the few
  // places where Decap placed something on the left by hand. Inputs take the direction of their
  // own text (field-direction.ts), so a slug still reads left to right.
  doc.documentElement.dir = "rtl";
  const style = doc.createElement("style");
  style.textContent = css;
  doc.head.append(style);
  doc.title = `إدارة المحتوى — ${UNIVERSITY}`;
  reloadOnEntryJump(doc.defaultView!);

  const tidy = (scope: ParentNode) => {
    nameTheUniversity(scope, doc);
    scope.querySelectorAll(HEADING).forEach(countAfterWords);
  };
  tidy(root);
  // Decap draws and redraws these as the editor moves around, and React writes a list's heading
  // again when its count changes (into the same text node): each is put right as it appears.
  new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === "characterData") {
        const parent = record.target.parentElement;
        if (parent?.matches(HEADING)) countAfterWords(parent);
        continue;
      }
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) {
          if (node.matches(HEADING)) countAfterWords(node);
          tidy(node);
        } else if (node instanceof Text && node.parentElement?.matches(HEADING)) {
          countAfterWords(node.parentElement);
        }
      });
    }
  }).observe(root, { childList: true, subtree: true, characterData: true });
}

/**
 * Decap heads a list with `${count} ${label}` («3 المساقات»), which in Arabic puts the number
 * first; it reads «المساقات (3)». Only a list's heading (the one with an add button beside it):
 * a closed object's heading is its own summary, which may begin with a number.
 */
function countAfterWords(heading: Element) {
  if (!heading.parentElement?.querySelector('[class*="-AddButton"], [class*="DropdownButton"]')) return;
  for (const node of heading.childNodes) {
    if (!(node instanceof Text)) continue;
    const match = COUNT_FIRST.exec(node.data);
    if (match) node.data = `${match[2]} (${match[1]})`;
  }
}

/** The login screen says whose content this is: the university's name, from its content. */
function nameTheUniversity(scope: ParentNode, doc: Document) {
  const pages =
    scope instanceof Element && scope.matches(LOGIN_PAGE) ? [scope] : [...scope.querySelectorAll(LOGIN_PAGE)];
  for (const page of pages) {
    if (page.querySelector(".office-chrome-university")) continue;
    const title = doc.createElement("h1");
    title.className = "office-chrome-university";
    const name = doc.createElement("strong");
    name.textContent = UNIVERSITY;
    const what = doc.createElement("span");
    what.textContent = "إدارة المحتوى";
    title.append(name, what);
    // Before the login button: React keeps its own nodes in place around one it did not make.
    page.insertBefore(title, page.querySelector("button"));
  }
}

/**
 * Decap keeps one form for the editor page: when only the address changes, from one entry's form
 * to another's (`#/collections/programs/entries/iti` → `…/entries/cs`, typed or pasted into the
 * address bar, or a bookmark followed in the same tab), it shows the second entry with the first
 * one's values, and a save would write them into the second file. From a new entry's form to an
 * entry (`…/programs/new` → `…/programs/entries/iti`) the entry opens with no values (from another
 * folder's form, some of its fields drawn with the first form's widgets: the academic year as a
 * day picker). A fresh load of the new address opens the right entry, so such a jump reloads the
 * page (Decap's own warning about unsaved changes still comes first, as the page unloads). Decap's
 * own moves are left alone (form-jump.ts): none goes from one existing entry straight to another,
 * a copy goes to `…/new`, and a new entry's first save goes from `…/new` to its own entry, which
 * `postSave` announces.
 */
function reloadOnEntryJump(win: Window) {
  win.addEventListener("hashchange", (event) => {
    if (!isFormJumpNow(event.oldURL, event.newURL)) return;
    // Registered before Decap's router (which starts after its configuration loads), this keeps
    // the router from drawing the mixed form in the moment before the page goes.
    event.stopImmediatePropagation();
    win.location.reload();
  });
}
