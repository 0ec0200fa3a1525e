/**
 * Decap with the parts this site uses (decap-parts.ts) and nothing else, in place of
 * `decap-cms-app`, which registers every one Decap has (decision 039). Each map below is typed by
 * the names in decap-parts.ts, so a name listed there and not loaded here (or the reverse) does
 * not compile; decap-parts.rules.test.ts checks that the configuration names no other.
 */
import { DecapCmsCore as CMS, type CmsBackendClass, type CmsWidgetParam } from "decap-cms-core";
import { ProxyBackend } from "decap-cms-backend-proxy";
import { GitLabBackend } from "decap-cms-backend-gitlab";
import { ForgejoBackend } from "decap-cms-backend-forgejo";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import BooleanWidget from "decap-cms-widget-boolean";
import SelectWidget from "decap-cms-widget-select";
import ListWidget from "decap-cms-widget-list";
import ObjectWidget from "decap-cms-widget-object";
import RelationWidget from "decap-cms-widget-relation";
import MarkdownWidget from "decap-cms-widget-markdown";
import ImageWidget from "decap-cms-widget-image";
import { en } from "decap-cms-locales";
import type { DecapBackend, DecapWidget } from "./decap-parts.ts";

const BACKENDS: Record<DecapBackend, CmsBackendClass> = {
  proxy: ProxyBackend,
  gitlab: GitLabBackend,
  forgejo: ForgejoBackend,
};

const WIDGETS: Record<DecapWidget, { Widget(): CmsWidgetParam }> = {
  string: StringWidget,
  text: TextWidget,
  boolean: BooleanWidget,
  select: SelectWidget,
  list: ListWidget,
  object: ObjectWidget,
  relation: RelationWidget,
  markdown: MarkdownWidget,
  image: ImageWidget,
};

for (const [name, backend] of Object.entries(BACKENDS)) CMS.registerBackend(name, backend);
// Under the name the configuration uses, whatever the package calls itself.
for (const [name, widget] of Object.entries(WIDGETS)) CMS.registerWidget({ ...widget.Widget(), name });
// Decap reads every language over its English (the office's Arabic is locale-ar.ts, main.tsx).
CMS.registerLocale("en", en);

export default CMS;
