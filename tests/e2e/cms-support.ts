/**
 * What the CMS's browser tests share: `npm run cms` (scripts/cms/dev.ts) started on a git copy of
 * the working tree, so that a save in a test changes the copy and never the project; the ways an
 * editor opens an entry's form and publishes it; and how two versions of a file are compared.
 *
 * The copy is a git repository, so what a save changed is what `git` says changed. The CMS saves
 * through its local proxy (decap-server) in file mode, straight into the copy's content/.
 *
 * The admin page is its production build (`CMS_ADMIN=built`, scripts/cms/admin-build.ts), made
 * once per mode for the working tree and shared by every copy (node_modules/.cache/cms-admin/),
 * unless a test asks for it from source as `npm run cms` serves it by default (cms-git.spec.ts
 * does): Decap's development bundle took twice the CPU time to load, and Vite bundled it again at
 * each server's start (about 35 CPU-seconds). Its content is the copy's as it started, as a
 * deployed admin's is its build's: a save reaches the forms through the proxy, the save guard
 * through the page's own record of its saves, and the site's pages through the dev server.
 */
import { execFileSync, spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { parse } from "yaml";
import { ENGLISH_KEY } from "#app/content/english-form.ts";

/** The program whose form the tests edit (Information Technology). */
export const PROGRAM = "content/programs/iti.yaml";

/** `npm run cms` on a git copy of the working tree: where it answers, and what git says of it. */
export interface Cms {
  origin: string;
  git: (...args: string[]) => string;
  /** A file as the copy's first commit has it, parsed. */
  before: (file: string) => unknown;
  /** A file as it is now in the copy's working tree, parsed. */
  after: (file: string) => unknown;
  /** Writes a file into the copy's working tree, as an editor's checkout would have it. */
  write: (file: string, text: string) => void;
  /** Removes a file from the copy's working tree. */
  remove: (file: string) => void;
  stop: () => void;
}

export interface CmsOptions {
  /** The admin page: its production build (default), or from source through Vite, as `npm run cms` serves it by default. */
  admin?: "built" | "source";
}

export async function startCms(
  mode: "fs" | "git",
  sitePort: number,
  proxyPort: number,
  { admin = "built" }: CmsOptions = {},
): Promise<Cms> {
  // The working tree as it is (committed or not), without what git ignores; its dependencies and
  // generated fonts by link and copy, so the copy runs as the project does.
  const copy = mkdtempSync(join(tmpdir(), "cms-copy-"));
  const git = (...args: string[]) => execFileSync("git", args, { cwd: copy, encoding: "utf8" });
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
    encoding: "utf8",
  })
    .split("\0")
    // A worktree's node_modules may be a link to another's (git ignores only a folder of that name).
    .filter((file) => file && file !== "node_modules");
  for (const file of files) {
    mkdirSync(join(copy, dirname(file)), { recursive: true });
    try {
      cpSync(file, join(copy, file));
    } catch {
      // deleted in the working tree but still in the index
    }
  }
  // Each package by a link, in a node_modules of the copy's own: Vite keeps the dev server's
  // dependency cache there (node_modules/.vite), which copies served at once must not share. The
  // other caches (node_modules/.cache: the built admin page, share images) are shared.
  const modules = join(process.cwd(), "node_modules");
  mkdirSync(join(copy, "node_modules"));
  for (const entry of readdirSync(modules))
    if (entry !== ".vite") symlinkSync(join(modules, entry), join(copy, "node_modules", entry));
  cpSync("app/generated", join(copy, "app/generated"), { recursive: true });
  git("init", "--quiet", "--initial-branch=main");
  git("config", "user.name", "test");
  git("config", "user.email", "test@al-ofoq.example");
  git("add", "-A");
  git("commit", "--quiet", "-m", "copy");
  const first = git("rev-list", "--max-parents=0", "HEAD").trim();

  const child = spawn(process.execPath, ["--import", "tsx", "scripts/cms/dev.ts"], {
    cwd: copy,
    env: {
      ...process.env,
      PORT: String(sitePort),
      CMS_PROXY_PORT: String(proxyPort),
      MODE: mode,
      CMS_ADMIN: admin,
      CI: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  // Its output is shown only if it never answers.
  let output = "";
  for (const stream of [child.stdout!, child.stderr!])
    stream.on("data", (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const origin = `http://127.0.0.1:${sitePort}`;
  await waitFor(`${origin}/admin/`, 120_000).catch((error: Error) => {
    throw new Error(`${error.message}\n${output}`);
  });
  return {
    origin,
    git,
    before: (file) => parse(git("show", `${first}:${file}`)),
    after: (file) => parse(readFileSync(join(copy, file), "utf8")),
    write: (file, text) => writeFileSync(join(copy, file), text),
    remove: (file) => rmSync(join(copy, file), { force: true }),
    stop: () => {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      rmSync(copy, { recursive: true, force: true });
    },
  };
}

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > end) throw new Error(`${url} did not answer in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Opens an entry's form, logging in to the local proxy first if this page has not (a button, no
 * password). A page that shows no CMS yet loads it, as an editor opening a link would; a page that
 * already shows this CMS's collections goes there by the menu (`moveTo`), as an editor at work
 * does: Decap's load took 5–6 CPU-seconds of Chromium's, the move 1–3 (decision 025).
 */
export async function openEntry(page: Page, origin: string, hash: string) {
  if (page.url().startsWith(`${origin}/admin/#/collections/`)) return moveTo(page, hash);
  // A fresh load, never a hash change on a page that already shows the CMS of another copy.
  await page.goto("about:blank");
  await page.goto(`${origin}/admin/#/collections/${hash}`);
  const login = page.getByRole("button", { name: "تسجيل الدخول" });
  const form = page.getByRole("link", { name: /الكتابة في مجموعة/ });
  await expect(login.or(form)).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) {
    await login.click();
    await page.goto(`${origin}/admin/#/collections/${hash}`);
  }
}

/**
 * Decap's forms with the preview pane closed, as an officer may keep them (Decap remembers the
 * choice in the browser): for a test that never looks at the preview, which Decap draws again at
 * every field the test fills (a fifth of cms-entries.spec.ts's CPU). Call before the first form.
 */
export async function withoutPreview(page: Page) {
  await page.addInitScript(() => localStorage.setItem("cms.right-pane", "none"));
}

/** Publishes the form (the local proxy's file mode writes the file at once). */
export async function publish(page: Page) {
  await page.getByRole("button", { name: "نشر", exact: true }).click();
  await page.getByRole("menuitem", { name: "النشر الآن" }).click();
}

/** Opens another entry's form in this page by way of its collection's list, as the menu does: quicker than
 * `openEntry`'s fresh load, and never with the last form's values (which a jump from form to form may show). */
export async function moveTo(page: Page, hash: string) {
  const collection = hash.split("/")[0];
  await page.evaluate((to) => (location.hash = to), `#/collections/${collection}`);
  await expect(page).toHaveURL(new RegExp(`#/collections/${collection}$`));
  await page.evaluate((to) => (location.hash = to), `#/collections/${hash}`);
}

/** Publishes and waits for the toolbar's «تم حفظ التغييرات»; a refusal fails with the notice's words. */
export async function publishSaved(page: Page) {
  const saved = page.getByText("تم حفظ التغييرات");
  // The form has changes to save (the toolbar says so until the save), so the words awaited are this save's.
  await expect(saved).toHaveCount(0);
  await publish(page);
  const refused = page.locator("#save-problems");
  // A wait that finds a save that never comes, not a slow one: the first save of a page checks the
  // whole content (the save guard), and at the CMS stage's start three copies share two cores.
  // There, in CI, the first test's save took close to 30 s (passed at 57 s in all, failed once at 56).
  await expect(saved.or(refused).first()).toBeVisible({ timeout: 90_000 });
  if (await refused.isVisible()) throw new Error(`The save was refused: ${await refused.innerText()}`);
  // A new entry's form then moves to the entry's address.
  await expect(page).not.toHaveURL(/\/new$/);
}

/** The paths at which two parsed files differ (`admission.minimums.0.minimum`). */
export function differences(a: unknown, b: unknown, path: string[] = []): string[] {
  if (a && b && typeof a === "object" && typeof b === "object") {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].flatMap((k) =>
      differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], [...path, k]),
    );
  }
  return Object.is(a, b) ? [] : [path.join(".")];
}

/** What the CMS wrote in the copy passes the content's own gate: content:format --check and content:check. */
export function expectContentPassesGate(cms: Cms) {
  const root = cms.git("rev-parse", "--show-toplevel").trim();
  for (const script of ["scripts/content-format.ts", "scripts/content-check.ts"])
    execFileSync(process.execPath, ["--import", "tsx", script, ...(script.includes("format") ? ["--check"] : [])], {
      cwd: root,
      stdio: "pipe",
    });
}

/**
 * A CSS selector for a form's controls outside its English groups (decision 026): each group
 * repeats the names of the fields it translates (`title-field-…` in the form and in its group), so
 * a test that means the Arabic form says so.
 */
export const arabicOnly = (css: string) => `${css}:not([id^="${ENGLISH_KEY}-field-"] *)`;

/** Every question a page asks (unsaved changes, a backup to restore…), declined and kept to be read. */
export function declinedQuestions(page: Page): string[] {
  const questions: string[] = [];
  page.on("dialog", (dialog) => {
    questions.push(dialog.message());
    void dialog.dismiss();
  });
  return questions;
}
