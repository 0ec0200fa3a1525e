/**
 * Which changes of address Decap's one editor form cannot follow (office-chrome.ts reloads the page
 * for them): the addresses are Decap's routes, `#/collections/{folder}/entries/{entry}` and
 * `#/collections/{folder}/new`.
 */

/** What Decap hands `postSave`: the entry saved (an Immutable map). */
export interface SavedEntry {
  get(key: string): unknown;
}

/**
 * Whether a change of address moves the one editor form to an entry Decap would show wrongly: from
 * an entry's form to another entry's, or from a new entry's form to any entry but the one its save
 * just made (`newEntrySavedIn`: the folder whose new entry was saved just before, if any).
 */
export function isFormJump(fromUrl: string, toUrl: string, newEntrySavedIn?: string): boolean {
  const from = formOf(fromUrl);
  const to = formOf(toUrl);
  if (!from || !to || to.slug === undefined) return false;
  if (from.slug === undefined) return !(newEntrySavedIn === from.collection && to.collection === from.collection);
  return from.collection !== to.collection || from.slug !== to.slug;
}

/** The folder and entry of a form at an address (no entry: a new entry's form), or null for any other view. */
function formOf(url: string): { collection: string; slug?: string } | null {
  const entry = /#\/collections\/([^/?#]+)\/entries\/([^?#]+)/.exec(url);
  if (entry) return { collection: entry[1], slug: decodeURIComponent(entry[2]) };
  const created = /#\/collections\/([^/?#]+)\/new(?:[?#]|$)/.exec(url);
  return created ? { collection: created[1] } : null;
}

/** The folder whose new entry was just saved, until the next change of address (Decap's own move to the entry). */
let newEntrySavedIn: string | undefined;

/**
 * Decap's `postSave`: after a new entry's save, Decap's next change of address is its own move from
 * the new entry's form to the entry (`…/new` → `…/entries/{slug}`), which it shows rightly.
 */
export function newEntrySaved({ entry }: { entry: SavedEntry }): void {
  const collection = entry.get("collection");
  if (entry.get("newRecord") === true && typeof collection === "string") newEntrySavedIn = collection;
}

/** `isFormJump` for the change of address happening now: a save it was told of counts for this change alone. */
export function isFormJumpNow(fromUrl: string, toUrl: string): boolean {
  const saved = newEntrySavedIn;
  newEntrySavedIn = undefined;
  return isFormJump(fromUrl, toUrl, saved);
}
