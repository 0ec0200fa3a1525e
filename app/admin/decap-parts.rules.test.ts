/**
 * The CMS loads only the parts of Decap in decap-parts.ts (decision 039): every widget and backend
 * the configuration names must be one of them or the office's own, and none of them may be loaded
 * for nothing. What the configuration names is read from the configuration itself, for each kind
 * of backend; what the office's widgets register and wrap, from their registration functions.
 */
import { describe, expect, it } from "vitest";
import type { CmsConfig } from "decap-cms-core";
import { cmsConfig } from "./cms-config.ts";
import type { CmsBackendSettings } from "./cms-backend.ts";
import { DECAP_BACKENDS, DECAP_WIDGETS } from "./decap-parts.ts";
import { MARKDOWN_FORMAT } from "./markdown-format.ts";
import { YAML_FORMAT } from "./yaml-format.ts";
import { registerOfficeWidgets } from "./forms/widgets.tsx";
import { registerOfficeImage } from "./forms/image-widget.tsx";
import { registerOfficeMarkdown } from "./forms/markdown-widget.tsx";

const SETTINGS: CmsBackendSettings[] = [
  { kind: "local", url: "/api/v1", workflow: false },
  { kind: "local", url: "/api/v1", workflow: true },
  { kind: "gitlab", baseUrl: "https://git.example", repo: "web/site", branch: "main", appId: "a" },
  { kind: "forgejo", baseUrl: "https://git.example", repo: "web/site", branch: "main", appId: "a" },
];

/** Every `widget` named anywhere in a configuration: fields, list items, nested objects, files. */
function widgetsNamed(config: CmsConfig): Set<string> {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(walk);
    if (value === null || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    if (typeof record.widget === "string") found.add(record.widget);
    Object.values(record).forEach(walk);
  };
  walk(config.collections);
  return found;
}

/** What the office's widgets register, and which of Decap's they take and wrap. */
function officeWidgets() {
  const registered = new Set<string>();
  const wrapped = new Set<string>();
  const cms = {
    registerWidget: (name: unknown) => void registered.add(String(name)),
    getWidget: (name: string) => (wrapped.add(name), { control: () => null, preview: () => null }),
  };
  registerOfficeWidgets(cms as never);
  registerOfficeImage(cms as never);
  registerOfficeMarkdown(cms as never);
  return { registered, wrapped };
}

describe("the parts of Decap the CMS loads", () => {
  const office = officeWidgets();
  const named = new Set(SETTINGS.flatMap((s) => [...widgetsNamed(cmsConfig(s))]));
  const decap = new Set<string>(DECAP_WIDGETS);

  it("every widget a form names is Decap's, loaded, or the office's own; `hidden` Decap handles itself", () => {
    const missing = [...named].filter((w) => w !== "hidden" && !decap.has(w) && !office.registered.has(w));
    expect(missing).toEqual([]);
  });

  it("every widget of Decap's the office's widgets wrap is loaded", () => {
    expect([...office.wrapped].filter((w) => !decap.has(w))).toEqual([]);
  });

  it("no widget is loaded that no form names and no office widget wraps", () => {
    expect([...decap].filter((w) => !named.has(w) && !office.wrapped.has(w))).toEqual([]);
  });

  it("a Markdown file is read by the office's format, never by one of Decap's that hands it to gray-matter", () => {
    // Decap's front-matter formats (its documentation's list): gray-matter runs `---js` through eval.
    const grayMatter = ["frontmatter", "yaml-frontmatter", "toml-frontmatter", "json-frontmatter"];
    for (const settings of SETTINGS)
      for (const collection of cmsConfig(settings).collections) {
        // Without a format, Decap picks one by the file's extension: gray-matter's for `.md`.
        const markdown =
          collection.extension === "md" || (collection.files ?? []).some((file) => file.file.endsWith(".md"));
        if (markdown) expect(collection.format, collection.name).toBe(MARKDOWN_FORMAT);
        expect(grayMatter, collection.name).not.toContain(collection.format);
      }
  });

  it("every collection names one of the office's formats, which list a file they cannot read with why (unreadable-file.ts)", () => {
    // Without a format, or with one of Decap's, a file Decap cannot read opens as an empty form.
    for (const settings of SETTINGS)
      for (const collection of cmsConfig(settings).collections)
        expect([MARKDOWN_FORMAT, YAML_FORMAT], collection.name).toContain(collection.format);
  });

  it("every backend a configuration can name is loaded, and no other", () => {
    const backends = new Set(SETTINGS.map((s) => String(cmsConfig(s).backend.name)));
    expect([...backends].sort()).toEqual([...DECAP_BACKENDS].sort());
  });
});
