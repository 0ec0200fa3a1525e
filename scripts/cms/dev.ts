/**
 * `npm run cms`: the site in development with the CMS at /admin, saving to this working copy.
 *
 * Starts Decap's local proxy (decap-server, on 127.0.0.1 only) and the site's dev server, which
 * serves the CMS's page too (admin-dev.ts). `MODE=git` (this folder must be a git repository)
 * keeps each change as a draft on a `cms/*` branch until it is published, the editorial workflow;
 * the default file mode writes each save straight into content/.
 *
 *   PORT            the site's port (default 5173)
 *   CMS_PROXY_PORT  the proxy's port (default 8081)
 *   MODE            fs (default) or git
 *   CMS_ADMIN       source (default: the admin page from the working copy's code, as it is edited)
 *                   or built (its production build, made once per working tree and mode and
 *                   reused: loads in half the CPU time; what the CMS's browser tests use;
 *                   admin-build.ts)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { builtAdmin } from "./admin-build.ts";

const root = process.cwd();
const sitePort = process.env.PORT || "5173";
const proxyPort = process.env.CMS_PROXY_PORT || "8081";
const mode = process.env.MODE === "git" ? "git" : "fs";
const adminFrom = process.env.CMS_ADMIN === "built" ? "built" : "source";

if (mode === "git" && !existsSync(join(root, ".git"))) {
  console.error(`MODE=git يحتاج مستودع git: ${root} ليس مستودعًا. شغّل بلا MODE لحفظ التعديلات في الملفات مباشرة.`);
  process.exit(1);
}

const require = createRequire(import.meta.url);
const children: ChildProcess[] = [];
let stopping = false;

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  children.push(child);
  child.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`توقّف ${name} (${signal ?? `رمز الخروج ${code}`})؛ تُوقَف العمليات الأخرى.`);
    stop(code ?? 1);
  });
}

function stop(code: number) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  setTimeout(() => process.exit(code), 500).unref();
}

let adminDir: string | undefined;
if (adminFrom === "built") {
  const started = performance.now();
  const { dir, built } = await builtAdmin(root, mode);
  adminDir = dir;
  console.log(
    built
      ? `بُنيت صفحة إدارة المحتوى في ${((performance.now() - started) / 1000).toFixed(1)} ث: ${dir}`
      : `صفحة إدارة المحتوى مبنيّة من قبل لهذه النسخة: ${dir}`,
  );
}

start("decap-server", process.execPath, [require.resolve("decap-server/dist/index.js")], {
  PORT: proxyPort,
  BIND_HOST: "127.0.0.1",
  GIT_REPO_DIRECTORY: root,
  MODE: mode,
  LOG_LEVEL: process.env.LOG_LEVEL || "warn",
});
start(
  "react-router dev",
  process.execPath,
  [join(root, "node_modules", ".bin", "react-router"), "dev", "--port", sitePort, "--strictPort"],
  {
    // Read by vite.config.ts (the /admin page) and by the admin page's build (where it saves).
    CMS_LOCAL_URL: `http://127.0.0.1:${proxyPort}/api/v1`,
    CMS_LOCAL_MODE: mode,
    // Read by admin-dev.ts: the built page to serve instead of the source (none: the source).
    CMS_ADMIN_DIR: adminDir ?? "",
  },
);

console.log(
  `\nإدارة المحتوى: http://localhost:${sitePort}/admin/  (الحفظ ${mode === "git" ? "مسودّاتٍ على فروع cms/* ثم النشر" : "مباشرةً في ملفات content/"})\nالموقع: http://localhost:${sitePort}/\n`,
);
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
