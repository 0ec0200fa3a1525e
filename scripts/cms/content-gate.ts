/**
 * `npm run cms`: while the content in the working copy is something the build would refuse (a file
 * edited by hand, a save from another tool), the site's pages answer with what is wrong, in the
 * content check's words, instead of a server error and a stack trace: the registry cannot be built,
 * and every page needs it. The CMS's own page (/admin) is not stopped, so the fault can be mended
 * there. Checked again only when a content file changes.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { ViteDevServer } from "vite";
import { escapeUTF8 } from "entities";
import { contentProblems, formatProblem, type ContentProblem } from "#app/content/registry.ts";
import { readContentFiles } from "#app/content/files.node.ts";
import { zonedDay } from "#app/lib/zoned-time.ts";

/** The page the site answers with while the content has problems. */
export function contentGatePage(problems: ContentProblem[]): string {
  const items = problems.map((p) => `<li>${escapeUTF8(formatProblem(p).trim())}</li>`).join("\n");
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>في المحتوى ما يمنع عرض الموقع</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.7}li{margin-block:.5rem}</style></head>
<body>
<h1>في المحتوى ما يمنع عرض الموقع</h1>
<p>يرفض فحص المحتوى ما يلي، فلا تُعرض صفحات الموقع حتى يُصحَّح. صحّحه في <a href="/admin/">إدارة المحتوى</a> أو في الملف المذكور، ثم أعد تحميل هذه الصفحة.</p>
<ul>
${items}
</ul>
</body>
</html>
`;
}

/** Whether a request is for a page of the site (its HTML or its data), not a module or the CMS. */
export function isPageRequest(url: string, accept: string | undefined): boolean {
  const path = url.split("?")[0];
  if (path.startsWith("/admin") || path.startsWith("/@") || path.startsWith("/node_modules/")) return false;
  return path.endsWith(".data") || (accept ?? "").includes("text/html");
}

/** The middleware: the problems of the content on disk, read once and again after each change. */
export function contentGate(server: ViteDevServer, root = process.cwd()) {
  let problems: ContentProblem[] | undefined;
  server.watcher.on("all", (_event, file) => {
    if (file.includes("/content/")) problems = undefined;
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    if (req.method !== "GET" || !isPageRequest(req.url ?? "/", req.headers.accept)) return next();
    // The same latest day as content:check: no `updated` after today anywhere on Earth.
    problems ??= contentProblems(readContentFiles(root), { latestDay: zonedDay(new Date(), "Pacific/Kiritimati") });
    if (!problems.length) return next();
    res.writeHead(503, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
    res.end(contentGatePage(problems));
  };
}
