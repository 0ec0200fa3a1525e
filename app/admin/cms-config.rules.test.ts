/**
 * The CMS's forms are the schemas: every field of every content file is in a form, with the
 * schema's limits, choices, patterns, label and hint, and nothing is in a form that the schemas
 * lack.
 */
import { describe, expect, it } from "vitest";
import type { CmsCollection, CmsField } from "decap-cms-core";
import { FOLDERS, SINGLE_FILES } from "#app/content/content-files.ts";
import { fieldsOf, type Field } from "#app/content/schema-tree.ts";
import { programSchema } from "#app/content/schema.ts";
import { cmsConfig } from "./cms-config.ts";
import { ENGLISH_KEY } from "#app/content/english-form.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { parse as parseYaml } from "yaml";
import { backendFromEnv } from "./cms-backend.ts";

const config = cmsConfig({
  kind: "gitlab",
  baseUrl: "https://git.al-ofoq.example",
  repo: "web/site",
  branch: "main",
  appId: "abc",
});
type Loose = CmsField & Record<string, unknown>;

const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const formOf = (c: CmsCollection, file?: string): Loose[] =>
  ((file ? c.files!.find((f) => f.name === file)!.fields : c.fields) ?? []) as Loose[];
const byName = (fields: Loose[], name: string) => fields.find((f) => f.name === name)!;

/** Every form of the configuration, with the schema it must match. */
const FORMS = [
  ...Object.values(FOLDERS).map((f) => ({ what: f.dir, form: formOf(collection(f.name)), schema: f.schema })),
  ...Object.values(SINGLE_FILES).map((f) => ({
    what: f.file,
    form: formOf(
      config.collections.find((c) => c.files?.some((x) => x.name === f.name))!,
      f.name,
    ),
    schema: f.schema,
  })),
];

/** A form field's own fields (an object's, or a list of objects' item's). */
const inner = (field: Loose): Loose[] | undefined =>
  (field.fields as Loose[] | undefined) ?? ((field.field as Loose | undefined)?.fields as Loose[] | undefined);

/** Walks a schema's fields beside the form's, reporting what differs. */
function compare(fields: Field[], form: Loose[], where: string, out: string[]) {
  // The body of a Markdown file, and the English group (its own tests, below).
  const formNames = form.map((f) => f.name).filter((n) => n !== "body" && n !== ENGLISH_KEY);
  if (JSON.stringify(formNames) !== JSON.stringify(fields.map((f) => f.name)))
    out.push(`${where}: form has [${formNames}], schema has [${fields.map((f) => f.name)}]`);
  for (const field of fields) {
    const control = byName(form, field.name);
    if (!control) continue;
    const at = `${where}.${field.name}`;
    if (!field.words.title || control.label !== field.words.title) out.push(`${at}: label`);
    // A hidden field (a zone the office does not pick) shows no hint.
    // The hint as the schema words it, its Latin runs isolated for right-to-left (cms-words.ts).
    const hint = typeof control.hint === "string" ? control.hint.replace(/[\u2068\u2069]/g, "") : control.hint;
    if (control.widget !== "hidden" && (!field.words.description || hint !== field.words.description))
      out.push(`${at}: hint`);
    const node = field.node.kind === "list" ? field.node.of : field.node;
    if (node.kind === "object") compare(node.fields, inner(control) ?? [], at, out);
  }
}

describe("the CMS configuration made from the schemas", () => {
  it("has a collection or a file for every kind of content file", () => {
    const folders = config.collections.filter((c) => c.folder).map((c) => c.folder);
    expect(folders.sort()).toEqual(
      Object.values(FOLDERS)
        .map((f) => f.dir)
        .sort(),
    );
    const files = config.collections.flatMap((c) => c.files ?? []).map((f) => f.file);
    expect(files.sort()).toEqual(
      Object.values(SINGLE_FILES)
        .map((f) => f.file)
        .sort(),
    );
  });

  it("has every schema field in its form, in the schema's order, with its Arabic label and hint", () => {
    const problems: string[] = [];
    for (const { what, form, schema } of FORMS) compare(fieldsOf(schema), form, what, problems);
    expect(problems).toEqual([]);
    // Labels and hints are the editors' language.
    expect(byName(formOf(collection("programs")), "creditHours").label).toMatch(/[\u0600-\u06FF]/);
  });

  it("carries the schema's limits: ranges, integers, list lengths, required fields", () => {
    const program = formOf(collection("programs"));
    const minimums = byName(inner(byName(program, "admission"))!, "minimums");
    expect(minimums).toMatchObject({ widget: "list", min: 1, required: false });
    expect(byName(inner(minimums)!, "minimum")).toMatchObject({
      widget: "office-number",
      value_type: "float",
      min: 50,
      max: 100,
    });
    expect(byName(program, "creditHours")).toMatchObject({ widget: "office-number", value_type: "int", min: 1 });
    expect(byName(program, "objectives")).toMatchObject({ widget: "list", min: 3 });
    // A list's add button names one item: «إضافة مساق».
    const years = byName(program, "studyPlan");
    expect(years.label_singular).toBe("سنة دراسية");
    expect(byName(inner(byName(inner(years)!, "semesters"))!, "courses").label_singular).toBe("مساق");
    expect(byName(program, "name").required).toBeUndefined();
    expect(byName(program, "featured")).toMatchObject({ widget: "boolean", required: false });
    const site = formOf(collection("lists"), "site");
    expect(byName(site, "portals")).toMatchObject({ min: 3, max: 3 });
  });

  it("offers choices as selects with Arabic labels, and references as relations, never free text", () => {
    const college = formOf(collection("colleges"));
    const kind = byName(college, "kind") as Loose & { options: { value: string; label: string }[] };
    expect(kind.widget).toBe("select");
    expect(kind.options.map((o) => o.value)).toEqual(["faculty", "graduate", "diplomas"]);
    expect(kind.options.every((o) => /[\u0600-\u06FF]/.test(o.label))).toBe(true);
    const program = formOf(collection("programs"));
    expect(byName(program, "college")).toMatchObject({
      widget: "relation",
      collection: "colleges",
      value_field: "slug",
    });
    expect(byName(program, "degree")).toMatchObject({
      widget: "relation",
      collection: "lists",
      file: "degrees",
      value_field: "degrees.*.code",
    });
    expect(byName(program, "alternatives")).toMatchObject({
      widget: "relation",
      collection: "programs",
      multiple: true,
    });
    const stream = byName(inner(byName(inner(byName(program, "admission"))!, "minimums"))!, "stream");
    expect(stream).toMatchObject({ widget: "relation", file: "streams", value_field: "streams.*.code" });
    // The pages a search entry leads to: each named in Arabic (its title), none by its path.
    const pages = byName(inner(byName(formOf(collection("lists"), "search"), "arabic"))!, "pages").field as Loose & {
      options: { value: string; label?: string }[];
    };
    expect(pages.widget).toBe("select");
    expect(pages.options.length).toBeGreaterThan(1);
    for (const o of pages.options) expect(o.label, o.value).toMatch(/^[\u0600-\u06FF]/);
  });

  it("edits days and wall-clock times on Palestine's clocks, never in UTC, and leaves patterns to the save guard's words", () => {
    const program = formOf(collection("programs"));
    expect(byName(program, "updated")).toMatchObject({ widget: "office-time" });
    expect(byName(program, "updated").time).toBeUndefined();
    // A new entry's slug is made from its title when left empty; an existing one's is not edited.
    expect(byName(program, "slug")).toMatchObject({ widget: "office-slug", required: false });
    expect(byName(program, "summary").widget).toBe("text");
    // Nowhere in any form: Decap's date picker (it offers UTC), or a pattern shown behind «لا تطابق النمط».
    const walk = (fields: Loose[], where: string): string[] =>
      fields.flatMap((f) => [
        ...(f.widget === "datetime" || "picker_utc" in f ? [`${where}.${f.name}: Decap's date picker`] : []),
        ...("pattern" in f ? [`${where}.${f.name}: pattern`] : []),
        ...walk([...(inner(f) ?? []), ...(f.field ? [f.field as Loose] : [])], `${where}.${f.name}`),
      ]);
    expect(FORMS.flatMap(({ what, form }) => walk(form, what))).toEqual([]);
  });

  it("names each new entry's file after its slug, and keeps the Markdown pages to the ones the site has", () => {
    expect(collection("programs")).toMatchObject({
      folder: "content/programs",
      extension: "yaml",
      slug: "{{slug}}",
      identifier_field: "slug",
      create: true,
    });
    expect(collection("pages")).toMatchObject({ extension: "md", create: false, delete: false });
    expect(formOf(collection("pages")).at(-1)).toMatchObject({ name: "body", widget: "markdown" });
  });

  it("a field added to a schema is in the form without touching the configuration", () => {
    const fields = fieldsOf(programSchema.extend({ brochure: programSchema.shape.nameEn }));
    expect(fields.at(-1)!.name).toBe("brochure");
  });
});

describe("where the CMS saves", () => {
  it("in production: the git host's editorial workflow (drafts on branches, reviewed, then merged)", () => {
    expect(config.publish_mode).toBe("editorial_workflow");
    expect(config.backend).toMatchObject({
      name: "gitlab",
      repo: "web/site",
      base_url: "https://git.al-ofoq.example",
      api_root: "https://git.al-ofoq.example/api/v4",
      auth_type: "pkce",
      app_id: "abc",
    });
  });

  it("npm run cms: the local proxy, publishing at once in file mode and through drafts in git mode", () => {
    expect(cmsConfig({ kind: "local", url: "http://127.0.0.1:8081/api/v1", workflow: false })).toMatchObject({
      backend: { name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1" },
      publish_mode: "simple",
    });
    expect(cmsConfig({ kind: "local", url: "http://127.0.0.1:8081/api/v1", workflow: true }).publish_mode).toBe(
      "editorial_workflow",
    );
  });

  it("reads the backend from the environment, and none when it is incomplete", () => {
    expect(backendFromEnv({ CMS_LOCAL_URL: "http://127.0.0.1:8081/api/v1", CMS_LOCAL_MODE: "git" })).toEqual({
      kind: "local",
      url: "http://127.0.0.1:8081/api/v1",
      workflow: true,
    });
    expect(
      backendFromEnv({
        CMS_BACKEND: "forgejo",
        CMS_BASE_URL: "https://git.example",
        CMS_REPO: "web/site",
        CMS_APP_ID: "id",
      }),
    ).toEqual({
      kind: "forgejo",
      baseUrl: "https://git.example",
      repo: "web/site",
      branch: "main",
      appId: "id",
    });
    expect(backendFromEnv({ CMS_BACKEND: "gitlab", CMS_BASE_URL: "https://git.example" })).toBeUndefined();
    expect(backendFromEnv({})).toBeUndefined();
  });
});

describe("what editors publish that the site lacked", () => {
  it("news: a folder of Markdown items named after their slugs, with sections as a select", () => {
    const news = collection("news");
    expect(news).toMatchObject({
      folder: "content/news",
      extension: "md",
      create: true,
      identifier_field: "slug",
      slug: "{{slug}}",
    });
    const form = formOf(news);
    expect(form[0].name).toBe("slug");
    expect(form.at(-1)).toMatchObject({ name: "body", widget: "markdown" });
    expect((byName(form, "category") as Loose & { options: { label: string }[] }).options[0].label).toBe("إعلانات");
    expect(byName(form, "college")).toMatchObject({ widget: "relation", collection: "colleges", required: false });
  });

  it("urgent notices: first in the menu, a start and an end picked on Palestine's clocks", () => {
    expect(config.collections[0].name).toBe("notices");
    const notice = inner(byName(formOf(collection("notices"), "notices"), "notices"))!;
    expect(byName(notice, "start")).toMatchObject({ widget: "office-time", time: true });
    expect(byName(notice, "end")).toMatchObject({ widget: "office-time", time: true });
    // The zone is Palestine's, written with each notice but not the office's to pick.
    expect(byName(notice, "timeZone")).toMatchObject({ widget: "hidden", default: "Asia/Hebron" });
    expect(byName(notice, "text").widget).toBe("text");
  });
});

/**
 * The English fields (decision 026): every English text the content holds can be edited in its
 * form, in the closed, optional group «بالإنجليزية» beside the Arabic it translates.
 */
describe("the forms' English", () => {
  /** The form of a content file (`content/programs/iti.yaml`), by its folder or its file. */
  const formOfFile = (file: string) =>
    FORMS.find(({ what }) => file === what || file.startsWith(`${what}/`) || `content/${file}` === what)?.form;
  /** The data of a YAML file or a Markdown file's front matter. */
  const dataOf = (text: string): unknown =>
    parseYaml(text.startsWith("---\n") ? text.slice(4, text.indexOf("\n---", 4)) : text);

  /** Walks data beside its form: every `en` block's keys must be fields of the form's English group. */
  function missingEnglish(value: unknown, form: Loose[], at: string, out: string[]) {
    if (Array.isArray(value)) return;
    if (!value || typeof value !== "object") return;
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const control = byName(form, key);
      if (key === ENGLISH_KEY) {
        const group = control ? (inner(control) ?? []) : [];
        for (const name of Object.keys(item as Record<string, unknown>))
          if (!group.some((f) => f.name === name)) out.push(`${at}.en.${name}`);
        continue;
      }
      const fields = control && inner(control);
      if (!fields) continue;
      if (Array.isArray(item)) item.forEach((entry, i) => missingEnglish(entry, fields, `${at}.${key}[${i}]`, out));
      else missingEnglish(item, fields, `${at}.${key}`, out);
    }
  }

  it("every English text of the content has its field in its form", () => {
    const problems: string[] = [];
    let blocks = 0;
    for (const [file, text] of Object.entries(readContentFiles("."))) {
      const form = formOfFile(file);
      if (!form) continue;
      blocks += (text.match(/^\s*en:/gm) ?? []).length;
      missingEnglish(dataOf(text), form, file, problems);
    }
    expect(problems).toEqual([]);
    // The check saw English to check, while the content is written in English.
    if (blocks === 0) console.warn("no English in the content: the forms' English was not checked against it");
  });

  it("is one closed, optional group per part with text; a twin, a code, a day or a reference is not in it", () => {
    const program = formOf(collection("programs"));
    const english = byName(program, ENGLISH_KEY);
    expect(english).toMatchObject({ widget: "object", collapsed: true, required: false });
    expect(english.label).toMatch(/[\u0600-\u06FF]/);
    const names = inner(english)!.map((f) => f.name);
    expect(names).toContain("summary");
    // `name` has its English twin `nameEn`, a field of its own; the slug and the days are not words.
    for (const name of ["name", "nameEn", "slug", "updated", "college"]) expect(names).not.toContain(name);
    expect(inner(english)!.every((f) => f.required === false)).toBe(true);
    // A course's English name is its twin `nameEn`, beside its name: no group of its own.
    const course = inner(byName(inner(byName(inner(byName(program, "studyPlan"))!, "semesters"))!, "courses"))!;
    expect(course.map((f) => f.name)).toContain("nameEn");
    expect(course.map((f) => f.name)).not.toContain(ENGLISH_KEY);
    // A notice's time zone is the form's to fill, in no language.
    const notice = inner(byName(formOf(collection("notices"), "notices"), "notices"))!;
    expect(inner(byName(notice, ENGLISH_KEY))!.map((f) => f.name)).toEqual(["title", "text"]);
    // A news item's English text is its group's `body`.
    expect(inner(byName(formOf(collection("news")), ENGLISH_KEY))!.map((f) => f.name)).toContain("body");
  });
});
