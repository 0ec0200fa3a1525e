/**
 * After a save, the form is opened again from the file it wrote (issue 54).
 *
 * Decap decides whether a form has changes, and so whether it offers «نشر», by comparing it with
 * the entry as it loaded it; a save does not replace that copy (its editorial workflow does, for
 * its drafts; the simple mode does not). So after a save, setting a field back to its earlier value
 * looked like no change at all: «تم حفظ التغييرات», no «نشر», and the file kept the saved value.
 *
 * Decap offers no public way to replace its copy, but its routes are public: the form, opened
 * again, loads the entry afresh from the file. So once the save is done, the page goes to the
 * entry's list and straight back to the entry, replacing the address each time (the browser's
 * «back» is not touched). Decap's notice «تم حفظ التغييرات» is the page's, not the form's: it stays.
 * A new entry needs none of this: Decap opens it afresh itself at its new address.
 */
import type { SavedEntry } from "#app/admin/form-jump.ts";

/** The address of an entry's form and of its list, as Decap's router reads them (after `#`). */
export function entryRoutes(collection: string, slug: string): { list: string; entry: string } {
  const list = `/collections/${encodeURIComponent(collection)}`;
  return { list, entry: `${list}/entries/${slug.split("/").map(encodeURIComponent).join("/")}` };
}

/**
 * Opens the saved entry's form again, from its file. `win` is the admin page's window; the list is
 * left as soon as the router has shown it (its `hashchange`).
 */
export function reopenAfterSave(win: Window, { entry }: { entry: SavedEntry }): void {
  if (entry.get("newRecord") === true) return;
  const collection = entry.get("collection");
  const slug = entry.get("slug");
  if (typeof collection !== "string" || typeof slug !== "string") return;
  const { list, entry: form } = entryRoutes(collection, slug);
  // Only from the form itself: a save made elsewhere (none today) leaves the page where it is.
  if (decodeURIComponent(win.location.hash.slice(1).split("?")[0]) !== decodeURIComponent(form)) return;
  // After Decap has finished the save (its notice, its «saved» state): the next task, not this one.
  win.setTimeout(() => {
    win.addEventListener("hashchange", () => win.location.replace(`#${form}`), { once: true });
    win.location.replace(`#${list}`);
  }, 0);
}
