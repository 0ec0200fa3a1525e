/**
 * What happens when the officer saves, before Decap writes anything (its `preSave` event):
 *
 * 1. an entry whose file the CMS could not read, which its form shows without the file's values,
 *    is not written at all (unreadable-file.ts);
 * 2. a new entry left without a slug gets one made from its title, and the English left empty is
 *    not written;
 * 3. `updated`, where the file has one (a new entry's too), is stamped with today's day on the office's
 *    calendar;
 * 4. the save guard checks the file that would be written against every rule of the build, with
 *    this session's earlier saves in place; if anything is wrong, the notice shows it and nothing
 *    is written;
 * 5. the keys are put in the schemas' order at every depth, so the file is in the one form
 *    `content:format -- --check` accepts (Decap itself orders only the top level).
 *
 * And before Decap deletes an entry (its `preUnpublish` event, which its delete runs before it
 * removes the file): with the editorial workflow, never (a delete would reach the published
 * branch without a merge); otherwise, not while another entry points at it (delete-guard.ts).
 */
import { fromJS, isKeyed, type Collection } from "immutable";
import type { ContentFiles } from "#app/content/registry.ts";
import { orderKeys } from "#app/content/canonical.ts";
import { withoutBlankEnglish } from "#app/content/english-form.ts";
import { nodeOf } from "#app/content/schema-tree.ts";
import { draftFile, type Draft } from "./draft-file.ts";
import { officeToday } from "./office-clock.ts";
import { saveProblems } from "./save-guard.ts";
import { slugFromTitle } from "./slug-from-title.ts";
import { hideProblems, showProblems } from "./problem-banner.ts";
import { deleteRefusal, referrersOf } from "./delete-guard.ts";
import { UNREADABLE_NOTICE, unreadableReason } from "#app/admin/unreadable-file.ts";

/** An entry as Decap hands it to its events (an Immutable map). */
interface EntryMap {
  get(key: string): unknown;
}
interface DataMap {
  toJS(): Record<string, unknown>;
}

/** A refused save: Decap shows its message in its notification, without an "Error:" before it. */
class SaveRefused extends Error {
  override toString() {
    return this.message;
  }
}

/** Decap's own kind of data: ordered maps, so the order given here is the order written. */
const ordered = (value: unknown) =>
  fromJS(value, (_key, seq: Collection.Keyed<unknown, unknown> | Collection.Indexed<unknown>) =>
    isKeyed(seq) ? seq.toOrderedMap() : seq.toList(),
  );

interface SaveHookOptions {
  now?: () => Date;
  /** Where refusals are shown (the page's notice; a test's list). */
  show?: typeof showProblems;
  hide?: typeof hideProblems;
  /**
   * Whether changes go through the editorial workflow (drafts, then a merge): there, a published
   * entry is never deleted from the form.
   */
  workflow?: boolean;
}

/** Why a delete is refused under the editorial workflow, and what to do instead. */
export const WORKFLOW_DELETE_REFUSAL =
  "لا يُحذف عنصر منشور من هنا: كل تغيير في الموقع يُراجَع قبل نشره، والحذف لا يمرّ بالمراجعة. لإيقاف القبول في برنامج افتحه وفعّل «أُوقف القبول فيه» واحفظه؛ ولحذف عنصر آخر اطلب ذلك من مكتب الموقع الإلكتروني.";

export function saveHooks(
  snapshot: ContentFiles,
  { now = () => new Date(), show = showProblems, hide = hideProblems, workflow = false }: SaveHookOptions = {},
) {
  // What this page has saved or deleted since it loaded: later checks see it (a stream added, then used).
  const saved: ContentFiles = {};
  const deleted = new Set<string>();
  let pending: { path: string; text: string } | undefined;
  let deleting: string | undefined;
  // Counts this page's saves and deletes: what was checked before one is checked again.
  let revision = 0;
  const current = (): ContentFiles => {
    const files = { ...snapshot, ...saved };
    for (const path of deleted) delete files[path];
    return files;
  };

  const preSave = ({ entry }: { entry: EntryMap }): unknown => {
    // The English group left empty (or partly) is not written (decision 026).
    const data = withoutBlankEnglish((entry.get("data") as DataMap).toJS()) as Record<string, unknown>;
    const draft: Draft = {
      collection: String(entry.get("collection")),
      slug: entry.get("slug") as string | undefined,
      isNew: entry.get("newRecord") === true,
      data,
    };
    // Only a folder's entries are ever new, and each is named by its slug.
    if (draft.isNew && !data.slug) data.slug = slugFromTitle(data);
    const schema = draftFile(draft)?.schema;
    if (!schema) return undefined;
    // A file the CMS could not read opened with none of its values: a save would write over them.
    const unreadable = unreadableReason(data);
    if (unreadable !== undefined) {
      const line = { where: UNREADABLE_NOTICE.where, message: UNREADABLE_NOTICE.message(unreadable) };
      show([line], nodeOf(schema), data, UNREADABLE_NOTICE.heading);
      throw new SaveRefused(UNREADABLE_NOTICE.refusal);
    }
    // Every file with a day of last change gets today's when something in it changed, a new
    // entry's too (its form starts without one); a save that changes nothing keeps the day it had.
    const unchanged = !draft.isNew && draftFile(draft)!.text === current()[draftFile(draft)!.path];
    if ("updated" in schema.shape && !unchanged) data.updated = officeToday(now());
    // The file as it will be written, the day included.
    const target = draftFile(draft)!;
    const problems = saveProblems(draft, current(), officeToday(now()), now());
    if (problems.length) {
      show(problems, nodeOf(target.schema), data);
      // Decap shows this after «تعذّر حفظ العنصر: » in its notification; the notice says what to
      // correct («الإطار الأحمر», not «التنبيه», which in these forms is an urgent notice).
      throw new SaveRefused("صحّح ما في الإطار الأحمر أعلى الصفحة، ثم احفظ من جديد.");
    }
    hide();
    pending = { path: target.path, text: target.text };
    return ordered(orderKeys(nodeOf(target.schema), data));
  };

  const postSave = () => {
    if (pending) {
      saved[pending.path] = pending.text;
      deleted.delete(pending.path);
      revision++;
    }
    pending = undefined;
  };

  const preDelete = ({ entry }: { entry?: EntryMap }): undefined => {
    if (workflow) throw new SaveRefused(WORKFLOW_DELETE_REFUSAL);
    if (!entry) return undefined;
    const draft: Draft = {
      collection: String(entry.get("collection")),
      slug: entry.get("slug") as string | undefined,
      isNew: false,
      data: (entry.get("data") as DataMap).toJS(),
    };
    const path = draftFile(draft)?.path;
    if (!path) return undefined;
    const files = current();
    const referrers = referrersOf(path, files, officeToday(now()));
    if (referrers.length) throw new SaveRefused(deleteRefusal(path, referrers, files));
    deleting = path;
    return undefined;
  };

  const postDelete = () => {
    if (deleting) {
      deleted.add(deleting);
      delete saved[deleting];
      revision++;
    }
    deleting = undefined;
  };

  return { preSave, postSave, preDelete, postDelete, files: current, revision: () => revision };
}
