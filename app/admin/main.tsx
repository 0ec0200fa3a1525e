/**
 * The CMS at /admin (Decap): the editors' forms over the files in git, with a configuration made
 * from the content schemas (cms-config.ts), an Arabic interface (locale-ar.ts) and previews drawn
 * by the site's own components (previews.tsx). Built on its own (vite.admin.config.ts), so no
 * public page loads any of it.
 */
import CMS from "./decap-cms.ts";
// The site's stylesheet as text, fonts and all, for the preview frame (a URL would not survive dev).
import styles from "./preview.css?inline";
import { cmsConfig } from "./cms-config.ts";
import type { CmsBackendSettings } from "./cms-backend.ts";
import { ar } from "./locale-ar.ts";
import { registerPreviews } from "./previews.tsx";
import { fieldsFollowTheirText } from "./field-direction.ts";
import { officeChrome } from "./office-chrome.ts";
import { newEntrySaved } from "./form-jump.ts";
import { officeWords } from "./office-words.ts";
import { codeWords } from "./code-words.ts";
import { snapshot } from "./registry-snapshot.ts";
import { bundledContentFiles } from "#app/content/bundled-files.ts";
import { registerOfficeWidgets } from "./forms/widgets.tsx";
import { registerOfficeMarkdown } from "./forms/markdown-widget.tsx";
import { MARKDOWN_FORMAT, markdownFormat } from "./markdown-format.ts";
import { YAML_FORMAT, yamlFormat } from "./yaml-format.ts";
import { registerOfficeImage, watchPictureUploads } from "./forms/image-widget.tsx";
import { saveHooks } from "./forms/save-hook.ts";
import { reopenAfterSave } from "./forms/reopen-after-save.ts";
import { watchDecapRefusals } from "./forms/problem-banner.ts";
import { syncServerClock } from "./forms/server-clock.ts";
import { watchOpenedEntries } from "./forms/open-entry-problems.ts";
import { officeToday } from "./forms/office-clock.ts";
import { showProblems } from "./forms/problem-banner.ts";

/** Where the CMS reads and writes, fixed when the page was built or served (cms-config.ts). */
declare const __CMS_BACKEND__: CmsBackendSettings | null;

if (__CMS_BACKEND__) {
  CMS.registerLocale("ar", ar);
  CMS.registerPreviewStyle(styles, { raw: true });
  registerPreviews(CMS);
  registerOfficeWidgets(CMS);
  registerOfficeMarkdown(CMS);
  CMS.registerCustomFormat(MARKDOWN_FORMAT, "md", markdownFormat);
  CMS.registerCustomFormat(YAML_FORMAT, "yaml", yamlFormat);
  registerOfficeImage(CMS);
  watchPictureUploads(document);
  // Every save is stamped, checked by the build's rules and written in the one form (save-hook.ts).
  // With the editorial workflow (a git host; `MODE=git` locally), nothing reaches the published
  // branch but a merge: a delete, which Decap commits there directly, is refused.
  const workflow = __CMS_BACKEND__.kind !== "local" || __CMS_BACKEND__.workflow;
  const hooks = saveHooks(bundledContentFiles, { workflow });
  CMS.registerEventListener({ name: "preSave", handler: hooks.preSave });
  CMS.registerEventListener({ name: "postSave", handler: hooks.postSave });
  // The form compares what is typed with the entry as it opened it: after a save, it opens again
  // from the file written, so a field set back to its earlier value is a change to save. The
  // editorial workflow keeps its saved drafts itself (decision 030).
  if (!workflow)
    CMS.registerEventListener({ name: "postSave", handler: (data) => reopenAfterSave(window, data as never) });
  // A new entry's save is followed by Decap's own move to the entry: not a jump to reload for
  // (form-jump.ts). Told before the move: Decap runs `postSave` before it changes the address.
  CMS.registerEventListener({ name: "postSave", handler: (data) => newEntrySaved(data as never) });
  // Decap's delete runs `preUnpublish` before it removes the file: a refusal there writes nothing.
  CMS.registerEventListener({ name: "preUnpublish", handler: hooks.preDelete });
  CMS.registerEventListener({ name: "postUnpublish", handler: hooks.postDelete });
  watchDecapRefusals(document.body);
  void syncServerClock();
  const config = cmsConfig(__CMS_BACKEND__);
  CMS.init({ config });
  fieldsFollowTheirText(document.body);
  officeChrome(document.body);
  // A form opened on an entry the build would refuse (a reference to an entry that is gone) says so
  // at once. Only where the content is read as it is now (`npm run cms` from source): a built page's
  // content passed the build's check when the page was built, and the check takes seconds.
  if (import.meta.env.DEV) watchOpenedEntries(window, hooks, () => officeToday(new Date()), showProblems);
  officeWords(document.body, codeWords(config, snapshot));
} else {
  document.getElementById("not-connected")!.hidden = false;
}
