/**
 * Which gate a merge request runs, from the files it changes (one path a line on standard input,
 * as `git diff --name-only --no-renames` prints them): `content` (`npm run test:content`) when every
 * one is under content/ or is a picture the CMS uploaded (public/images/uploads/, the CMS's media
 * folder), `full` (`npm test`) otherwise, and when the list is empty (nothing to
 * judge by). A rename counts as both its paths, so a file moved into content/ from the code is a
 * change to the code. Used by .ci/merge-request, which both pipelines run.
 */
export type GateName = "content" | "full";

/** What the CMS writes: the content, and the pictures uploaded with it (cms-config.ts, media_folder). */
export const CONTENT_PATHS = ["content/", "public/images/uploads/"];

export function gateForChanges(changed: readonly string[]): GateName {
  const files = changed.map((f) => f.trim()).filter(Boolean);
  return files.length > 0 &&
    files.every((file) => !file.split("/").includes("..") && CONTENT_PATHS.some((path) => file.startsWith(path)))
    ? "content"
    : "full";
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  console.log(gateForChanges(Buffer.concat(chunks).toString("utf8").split("\n")));
}
