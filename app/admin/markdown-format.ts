/**
 * How the CMS reads and writes a Markdown content file (a news item, a prose page): the front
 * matter between two lines of `---`, read as YAML only, the way the site reads it
 * (`splitFrontMatter`), and written in the one form (canonical.ts). Registered under
 * MARKDOWN_FORMAT (main.tsx) for the Markdown folders (cms-config.ts), in place of Decap's own
 * `frontmatter` format (decision 040).
 *
 * Why not Decap's: it hands the file to gray-matter, which takes the front matter's language from
 * its opening line and runs a `---js` or `---javascript` front matter through `eval`, which the
 * admin page's CSP allows (Decap's validator needs it; server/admin.js). A file read so, such as a
 * draft pushed to a `cms/…` branch that the workflow's board lists, would run its script in the
 * page of every editor who opened the board, with that editor's git host token within reach.
 */
import { parseDocument } from "yaml";
import { splitFrontMatter } from "#app/content/registry.ts";
import { cmsYaml, markdownFile } from "#app/content/canonical.ts";

/** The format's name in the configuration. */
export const MARKDOWN_FORMAT = "markdown-yaml-front-matter";

/** Why a file cannot be opened (Decap logs it and opens the entry with no values). */
export class NotSiteMarkdown extends Error {
  override name = "NotSiteMarkdown";
}

export const markdownFormat = {
  fromFile(content: string): Record<string, unknown> {
    const parts = splitFrontMatter(content);
    if (!parts) throw new NotSiteMarkdown("لا يبدأ الملف بترويسة YAML بين سطرين من ---");
    const doc = parseDocument(parts.front, { prettyErrors: false });
    if (doc.errors.length)
      throw new NotSiteMarkdown(`صيغة YAML في ترويسة الملف غير صالحة: ${doc.errors[0].message.split("\n")[0]}`);
    const data: unknown = doc.toJS() ?? {};
    if (typeof data !== "object" || Array.isArray(data))
      throw new NotSiteMarkdown("ترويسة الملف ليست حقولًا بصيغة «اسم: قيمة»");
    // As Decap's own format: a text of blank lines is no text.
    return { ...(data as Record<string, unknown>), ...(parts.body.trim() && { body: parts.body }) };
  },

  /** `sortedKeys`: the form's fields, the order Decap puts the top level in. */
  toFile(data: object, sortedKeys: string[] = []): string {
    const { body = "", ...front } = data as Record<string, unknown>;
    const keys = Object.keys(front);
    const ordered = [...sortedKeys.filter((key) => key in front), ...keys.filter((key) => !sortedKeys.includes(key))];
    return markdownFile(cmsYaml(Object.fromEntries(ordered.map((key) => [key, front[key]]))), String(body));
  },
};
