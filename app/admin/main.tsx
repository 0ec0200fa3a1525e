/**
 * The CMS at /admin (Decap): the editors' forms over the files in git, with a configuration made
 * from the content schemas (cms-config.ts), an Arabic interface (locale-ar.ts) and previews drawn
 * by the site's own components (previews.tsx). Built on its own (vite.admin.config.ts), so no
 * public page loads any of it.
 */
import CMS from "decap-cms-app";
// The site's stylesheet as text, fonts and all, for the preview frame (a URL would not survive dev).
import styles from "./preview.css?inline";
import { cmsConfig } from "./cms-config";
import type { CmsBackendSettings } from "./cms-backend";
import { ar } from "./locale-ar";
import { registerPreviews } from "./previews";
import { fieldsFollowTheirText } from "./field-direction";
import { zonedDay } from "~/lib/zoned-time";

/** Where the CMS reads and writes, fixed when the page was built or served (cms-config.ts). */
declare const __CMS_BACKEND__: CmsBackendSettings | null;

if (__CMS_BACKEND__) {
  CMS.registerLocale("ar", ar);
  CMS.registerPreviewStyle(styles, { raw: true });
  registerPreviews(CMS);
  // A file's `updated` is the day it last changed (the sitemap's date of its pages): a save from
  // the CMS is such a change, so it stamps the day itself, by the university's calendar, rather
  // than trusting the editor to remember.
  CMS.registerEventListener({
    name: "preSave",
    handler: ({ entry }) => {
      const data = entry.get("data");
      return data.has("updated") ? data.set("updated", zonedDay(new Date(), "Asia/Hebron")) : data;
    },
  });
  CMS.init({ config: cmsConfig(__CMS_BACKEND__) });
  fieldsFollowTheirText(document.body);
} else {
  document.getElementById("not-connected")!.hidden = false;
}
