/**
 * The CMS's configuration, made from the content schemas: one collection per kind of content file
 * (content-files.ts), one form field per schema field, with the schema's labels, hints, limits,
 * patterns and choices. Nothing is listed here by hand that the schemas already say, so a field
 * added to a schema appears in the form, and a limit changed in a schema changes the form's.
 *
 * Pure: the admin page (main.tsx) calls it with the backend its build was given, and the unit tests
 * call it with any.
 */
import { hasPreview } from "./previewed-files.ts";
import type { CmsBackend, CmsCollection, CmsConfig, CmsField } from "decap-cms-core";
import { FOLDERS, SINGLE_FILES, type Folder, type SingleFile } from "#app/content/content-files.ts";
import { isoDate, wallTime } from "#app/content/schema.ts";
import { fieldsOf, nodeOf, type Field, type FieldNode } from "#app/content/schema-tree.ts";
import type { CmsBackendSettings } from "./cms-backend.ts";
import { MARKDOWN_FORMAT } from "./markdown-format.ts";
import { YAML_FORMAT } from "./yaml-format.ts";
import { ENGLISH_KEY, TWIN_SUFFIX } from "#app/content/english-form.ts";
import {
  BODY_HINT,
  BODY_LABEL,
  COLLECTION_WORDS,
  ENGLISH_BODY_HINT,
  ENGLISH_WORDS,
  FILE_WORDS,
  SUMMARY,
  isolateLatin,
} from "./cms-words.ts";

/** How a folder's entries are listed when it opens: news, the newest first. */
const SORT: Partial<Record<keyof typeof FOLDERS, CmsCollection["sortable_fields"]>> = {
  news: [{ field: "date", default_sort: "desc" }, "title"],
  publications: [{ field: "year", default_sort: "desc" }, "title"],
};

/** The lists a folder offers beside the whole: the programs in preparation, which the site does not show. */
const VIEW_FILTERS: Partial<Record<keyof typeof FOLDERS, CmsCollection["view_filters"]>> = {
  programs: [{ label: "قيد الإعداد", field: "draft", pattern: true }],
};

/** Whether a string field is written in the shape of a given schema (a day, a day and a time). */
const shapedLike = (schema: typeof isoDate) => {
  const source = (nodeOf(schema) as FieldNode & { kind: "string" }).pattern?.source;
  return (node: FieldNode) => node.kind === "string" && node.pattern?.source === source;
};
const isDate = shapedLike(isoDate);
const isWallTime = shapedLike(wallTime);

/** The schema's picture slot (imageSchema): a picture's place, description, width and height. */
const PICTURE_SLOT = ["src", "alt", "width", "height"];
const isPictureSlot = (node: FieldNode & { kind: "object" }) =>
  node.fields.length === PICTURE_SLOT.length && node.fields.every((f, i) => f.name === PICTURE_SLOT[i]);

/** What a reference points to: the collection, the value kept and the name shown. */
const REFERENCES = {
  college: { collection: "colleges", value_field: "slug", search_fields: ["name", "slug"], display_fields: ["name"] },
  program: { collection: "programs", value_field: "slug", search_fields: ["name", "slug"], display_fields: ["name"] },
  stream: {
    collection: "lists",
    file: "streams",
    value_field: "streams.*.code",
    search_fields: ["streams.*.name"],
    display_fields: ["streams.*.name"],
  },
  degree: {
    collection: "lists",
    file: "degrees",
    value_field: "degrees.*.code",
    search_fields: ["degrees.*.name"],
    display_fields: ["degrees.*.name"],
  },
} as const;

/** A form field's settings besides its name: Decap's own types describe each widget apart. */
type Widget = Record<string, unknown>;

/** The form widget for one value of the given shape (a field, or a list's item). */
function widget(node: FieldNode, field: Field): Widget {
  const { words } = field;
  switch (node.kind) {
    case "object":
      // A picture slot is filled by choosing the picture: its size is read from it (forms/image-widget.tsx).
      if (isPictureSlot(node))
        return { widget: "office-image", choose_url: false, allow_multiple: false, fields: node.fields.map(formField) };
      // Decap checks an object's required fields even when the object itself may be left out (an
      // optional photo): there, each field is optional in the form, and the build, which knows the
      // object is all or nothing, says which one is missing.
      return {
        widget: "object",
        collapsed: false,
        fields: withEnglish(
          node.fields,
          node.fields.map((f) => formField(field.required ? f : { ...f, required: false })),
        ),
      };
    case "list": {
      const limits = {
        ...(node.min !== undefined && { min: node.min }),
        ...(node.max !== undefined && { max: node.max }),
        // «إضافة مساق», not «إضافة الخطة الدراسية».
        ...(node.itemTitle && { label_singular: node.itemTitle }),
        ...(node.itemSummary && { summary: node.itemSummary }),
      };
      if (node.of.kind === "object") {
        // Small rows (a stream and its minimum) stay open; entries with lists of their own (a
        // study plan's years) open one at a time.
        const small =
          node.of.fields.length <= 3 && node.of.fields.every((f) => f.node.kind !== "list" && f.node.kind !== "object");
        return {
          widget: "list",
          collapsed: !small,
          ...limits,
          fields: withEnglish(node.of.fields, node.of.fields.map(formField)),
        };
      }
      if (words.ref) return { ...reference(words.ref), multiple: true, ...limits };
      // A list of single values: each item is a field of its own, labelled like the list.
      return { widget: "list", ...limits, field: formField({ ...field, node: node.of }) };
    }
    case "boolean":
      return { widget: "boolean", ...(field.default !== undefined && { default: field.default as boolean }) };
    case "enum":
      return {
        widget: "select",
        options: node.values.map((value) => ({ value, label: words.labels?.[value] ?? value })),
      };
    case "number":
      // Read as typed (a comma, ٫, Arabic-Indic digits); the range is the save guard's to check,
      // with the field's words, like every other rule.
      return {
        widget: "office-number",
        value_type: node.int ? "int" : "float",
        ...(node.min !== undefined && { min: node.min }),
        ...(node.max !== undefined && { max: node.max }),
        step: node.int ? 1 : 0.1,
      };
    case "string":
      // Days and wall-clock times are picked and written on Palestine's clocks (forms/widgets.tsx).
      if (isDate(node)) return { widget: "office-time" };
      if (isWallTime(node)) return { widget: "office-time", time: true };
      if (words.ref) return reference(words.ref);
      return {
        widget: words.multiline ? "text" : "string",
        // No pattern here: Decap would show it behind its own words («لا تطابق النمط»); the save
        // guard checks it with the schema's sentence, which says what to write.
        ...(field.default !== undefined && { default: field.default as string }),
      };
  }
}

function reference(kind: keyof typeof REFERENCES): Widget {
  const target = REFERENCES[kind];
  return {
    widget: "relation",
    ...target,
    search_fields: [...target.search_fields],
    display_fields: [...target.display_fields],
    options_length: 100,
  };
}

/** Free text of the schema's (no pattern or format: not a day, a code, an address or a reference). */
const isText = (node: FieldNode, field: Field) =>
  node.kind === "string" && !node.pattern && !node.format && !field.words.ref;

/**
 * Whether a field is written in each language: free text, or a list of it, that has no English
 * twin beside it (`name` and `nameEn`: the twin is a field of its own) and is not one, and that the
 * form does not fill itself (a default: the time zone, which is Palestine's).
 */
function takesEnglish(field: Field, siblings: readonly Field[]): boolean {
  const isTwin = field.name.endsWith(TWIN_SUFFIX);
  if (field.name === "slug" || isTwin || siblings.some((f) => f.name === `${field.name}${TWIN_SUFFIX}`)) return false;
  if (field.default !== undefined) return false;
  return isText(field.node, field) || (field.node.kind === "list" && isText(field.node.of, field));
}

/**
 * A part of a form with its English (decision 026): after its own fields, a closed group
 * «النسخة الإنجليزية» with the English of the ones written in each language, the file's `en` block.
 * Each is optional in the form: the save guard says which English a page needs, with the field's
 * words, and the save leaves out what was left empty (forms/save-hook.ts). Nested parts (a year of
 * the study plan, a course) have their own.
 */
function withEnglish(fields: readonly Field[], form: CmsField[], extra: CmsField[] = []): CmsField[] {
  const english = fields.filter((f) => takesEnglish(f, fields));
  if (english.length === 0 && extra.length === 0) return form;
  return [
    ...form,
    {
      name: ENGLISH_KEY,
      label: ENGLISH_WORDS.label,
      hint: ENGLISH_WORDS.hint,
      widget: "object",
      collapsed: true,
      required: false,
      fields: [...english.map((f) => formField({ ...f, required: false })), ...extra],
    } as CmsField,
  ];
}

/** A folder entry's own slug: made from its title when new, shown and kept when it exists. */
const slugField = (field: Field): CmsField =>
  ({
    name: field.name,
    label: field.words.title ?? field.name,
    ...(field.words.description && { hint: isolateLatin(field.words.description) }),
    // Optional in the form only: left empty, the save makes it from the title (main.tsx).
    required: false,
    widget: "office-slug",
  }) as CmsField;

/** One schema field as a form field. */
export function formField(field: Field): CmsField {
  // Every time in the forms is Palestine's (forms/office-clock.ts): a zone is not the office's to pick.
  if (field.name === "timeZone" && field.default !== undefined)
    return {
      name: field.name,
      label: field.words.title ?? field.name,
      widget: "hidden",
      default: field.default,
    } as CmsField;
  return {
    name: field.name,
    label: field.words.title ?? field.name,
    ...(field.words.description && { hint: isolateLatin(field.words.description) }),
    ...(!field.required && { required: false }),
    ...widget(field.node, field),
  } as CmsField;
}

/**
 * A text's Markdown field. No «إضافة مكوّن» menu: Decap's one component left (decision 039) is its
 * «Code Block», in English, which a university's prose has no use for (a picture in the text,
 * the other it once offered, is dropped by the site's allow-list: a news item has its own field).
 * The headings menu offers the three levels the site shows as headings (h2 to h4, the prose's
 * allow-list in app/content/markdown.ts): Decap's six would give an officer levels 1 and 2, or 4,
 * 5 and 6, that look the same on the page.
 */
const MARKDOWN = {
  widget: "markdown",
  editor_components: [] as string[],
  buttons: [
    "bold",
    "italic",
    "strikethrough",
    "code",
    "link",
    "heading-two",
    "heading-three",
    "heading-four",
    "quote",
    "bulleted-list",
    "numbered-list",
  ],
};

function folderCollection(name: keyof typeof FOLDERS): CmsCollection {
  const folder: Folder = FOLDERS[name];
  const words = COLLECTION_WORDS[name];
  const schemaFields = fieldsOf(folder.schema);
  const markdown = folder.extension === "md";
  // A Markdown file's English text is its `en` block's `body`.
  const englishBody = markdown
    ? [
        {
          name: "body",
          label: ENGLISH_WORDS.body,
          ...(ENGLISH_BODY_HINT[name] && { hint: ENGLISH_BODY_HINT[name] }),
          ...MARKDOWN,
          required: false,
        } as CmsField,
      ]
    : [];
  const fields = withEnglish(
    schemaFields,
    schemaFields.map((f) => (f.name === "slug" && !folder.fixed ? slugField(f) : formField(f))),
    englishBody,
  );
  return {
    name,
    label: words.label,
    label_singular: words.singular,
    description: words.description,
    folder: folder.dir,
    extension: folder.extension,
    // Not Decap's `frontmatter`, which runs a `---js` front matter (markdown-format.ts), nor its
    // `yaml`, which opens a file it cannot read as an empty form (yaml-format.ts).
    format: markdown ? MARKDOWN_FORMAT : YAML_FORMAT,
    summary: SUMMARY[name],
    ...(SORT[name] && { sortable_fields: SORT[name] }),
    ...(VIEW_FILTERS[name] && { view_filters: VIEW_FILTERS[name] }),
    create: !folder.fixed,
    delete: !folder.fixed,
    // The file is named after its slug: a new entry's file name is the slug the editor writes.
    ...(folder.fixed ? { identifier_field: "title" } : { identifier_field: "slug", slug: "{{slug}}" }),
    fields: markdown
      ? [...fields, { name: "body", label: BODY_LABEL, ...MARKDOWN, hint: BODY_HINT[name] } as CmsField]
      : fields,
  };
}

function filesCollection(
  name: "notices" | "lists" | "international" | "templates",
  files: SingleFile[],
): CmsCollection {
  const words = COLLECTION_WORDS[name];
  return {
    name,
    label: words.label,
    description: words.description,
    format: YAML_FORMAT,
    files: files.map((file) => ({
      name: file.name,
      label: FILE_WORDS[file.name as keyof typeof SINGLE_FILES],
      file: file.file,
      fields: withEnglish(fieldsOf(file.schema), fieldsOf(file.schema).map(formField)),
      editor: { preview: hasPreview(file.name) },
    })),
  } as CmsCollection;
}

function backend(settings: CmsBackendSettings): Pick<CmsConfig, "backend" | "local_backend" | "publish_mode"> {
  if (settings.kind === "local") {
    // decap-server on this machine, writing to the working copy; its git mode keeps drafts on
    // cms/* branches, so only then can the editorial workflow run.
    return {
      backend: { name: "proxy", proxy_url: settings.url, branch: "main" } as CmsBackend,
      publish_mode: settings.workflow ? "editorial_workflow" : "simple",
    };
  }
  const { kind, baseUrl, repo, branch, appId } = settings;
  const host = baseUrl.replace(/\/+$/, "");
  return {
    backend:
      kind === "gitlab"
        ? { name: "gitlab", repo, branch, base_url: host, api_root: `${host}/api/v4`, auth_type: "pkce", app_id: appId }
        : ({
            name: "forgejo",
            repo,
            branch,
            base_url: host,
            api_root: `${host}/api/v1`,
            app_id: appId,
          } as unknown as CmsBackend),
    publish_mode: "editorial_workflow",
  };
}

/** The whole configuration, given where the CMS reads and writes. */
export function cmsConfig(settings: CmsBackendSettings): CmsConfig {
  const { site, admission, streams, degrees, faq, newsPage, notices, search, templateCollege, templateProgram } =
    SINGLE_FILES;
  return {
    ...backend(settings),
    load_config_file: false,
    locale: "ar",
    media_folder: "public/images/uploads",
    public_folder: "/images/uploads",
    // The files are named after their slugs, which are Latin already: keep them as written.
    slug: { encoding: "ascii", clean_accents: true },
    collections: [
      // What an editor reaches for first: a notice when something happens, then the programs.
      filesCollection("notices", [notices]),
      folderCollection("programs"),
      folderCollection("colleges"),
      folderCollection("news"),
      filesCollection("lists", [site, admission, streams, degrees, faq, newsPage, search]),
      folderCollection("publications"),
      folderCollection("partners"),
      folderCollection("pages"),
      // The page for applicants from abroad: one file, a collection of its own in the menu.
      filesCollection("international", [SINGLE_FILES.international]),
      filesCollection("templates", [templateCollege, templateProgram]),
    ],
  };
}
