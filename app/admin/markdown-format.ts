/**
 * How the CMS reads and writes a Markdown content file (a news item, a prose page): the front
 * matter between two lines of `---`, read as YAML only, the way the site reads it
 * (`splitFrontMatter`, yaml-format.ts's reader), and written in the one form (canonical.ts). A
 * file it cannot read so is listed and opened with why, and never saved over (unreadable-file.ts).
 * Registered under MARKDOWN_FORMAT (main.tsx) for the Markdown folders (cms-config.ts), in place
 * of Decap's own `frontmatter` format (decision 040).
 *
 * Why not Decap's: it hands the file to gray-matter, which takes the front matter's language from
 * its opening line and runs a `---js` or `---javascript` front matter through `eval`, which the
 * admin page's CSP allows (Decap's validator needs it; server/admin.js). A file read so, such as a
 * draft pushed to a `cms/…` branch that the workflow's board lists, would run its script in the
 * page of every editor who opened the board, with that editor's git host token within reach.
 */
import { splitFrontMatter } from "#app/content/registry.ts";
import { cmsYaml, markdownFile } from "#app/content/canonical.ts";
import { unreadableEntry } from "./unreadable-file.ts";
import { inFormOrder, readFields } from "./yaml-format.ts";

/** The format's name in the configuration. */
export const MARKDOWN_FORMAT = "markdown-yaml-front-matter";

export const markdownFormat = {
  /** A file that is not the site's Markdown gives an entry that says why (unreadable-file.ts). */
  fromFile(content: string): Record<string, unknown> {
    const parts = splitFrontMatter(content);
    if (!parts) return unreadableEntry("لا يبدأ الملف بترويسة YAML بين سطرَي «---»");
    // The front matter starts on the file's second line, after the opening `---`.
    const read = readFields(
      parts.front,
      {
        broken: (line) => `صيغة YAML غير صالحة في ترويسة الملف، في السطر ${line} من الملف`,
        notFields: "ترويسة الملف لا تتكوّن من حقول بصيغة «اسم: قيمة»",
      },
      2,
    );
    if (!("fields" in read)) return unreadableEntry(read.unreadable);
    // As Decap's own format: a text of blank lines is no text.
    return { ...read.fields, ...(parts.body.trim() && { body: parts.body }) };
  },

  /** `sortedKeys`: the form's fields, the order Decap puts the top level in. */
  toFile(data: object, sortedKeys: string[] = []): string {
    const { body = "", ...front } = data as Record<string, unknown>;
    return markdownFile(cmsYaml(inFormOrder(front, sortedKeys)), String(body));
  },
};
