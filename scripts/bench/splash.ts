/**
 * `npm run bench:splash`: when the home page's content becomes visible to the eye, with and
 * without the splash, under Lighthouse's mobile throttling (applied, not simulated, so the
 * splash's real animation counts), in the same run. LCP alone ignores what covers the page:
 * "visible" here is the later of First Contentful Paint and the splash's `splash:gone` mark.
 *
 * Needs a build (`npm run build`) and the system Chromium (CHROME_PATH). Not part of `npm test`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { compressFile } from "#scripts/precompress.ts";
import { createApp } from "#server/app.js";
import { listen } from "#server/listen.js";
import { SPLASH_DECISION_SCRIPT } from "#app/shell/Splash.tsx";
import { CHROMIUM_ARGS, requireChromium } from "#tests/chromium.ts";
import { SPLASH_GONE_MARK } from "#app/shell/constants.ts";
import { median } from "#scripts/bench/stats.ts";

const RUNS = Number(process.env.RUNS || 3);
const chromePath = requireChromium();
const flags = ["--headless=new", ...CHROMIUM_ARGS];

interface Figures {
  fcp: number;
  lcp: number;
  speedIndex: number;
  splashGone?: number;
  visible: number;
}

async function measure(url: string): Promise<Figures> {
  const chrome = await launch({ chromePath, chromeFlags: flags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttlingMethod: "devtools",
      formFactor: "mobile",
    });
    const audits = result!.lhr.audits;
    const fcp = audits["first-contentful-paint"].numericValue!;
    const marks =
      (audits["user-timings"].details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
    const splashGone = marks.find((m) => m.name === SPLASH_GONE_MARK)?.startTime;
    return {
      fcp,
      lcp: audits["largest-contentful-paint"].numericValue!,
      speedIndex: audits["speed-index"].numericValue!,
      splashGone,
      visible: Math.max(fcp, splashGone ?? 0),
    };
  } finally {
    chrome.kill();
  }
}

const ms = (n: number | undefined) => (n === undefined ? "—" : `${Math.round(n)} ms`);

/** Serves a build on a free port; `url` is its home page. */
async function serve(buildDir: string) {
  const { server, url } = await listen(await createApp({ buildDir }));
  return { server, url: `${url}/` };
}

// The same build without the splash: a copy whose home page lacks the splash decision script
// (everything else byte for byte the same).
// Inside the project (git-ignored), so the copied server build still resolves its packages.
const plain = resolve(mkdtempSync("build-bench-"));
cpSync(resolve("build"), plain, { recursive: true });
const home = join(plain, "client", "index.html");
const html = readFileSync(home, "utf8");
if (!html.includes(SPLASH_DECISION_SCRIPT))
  throw new Error("The home page has no splash script: is the build current?");
writeFileSync(home, html.replace(`<script>${SPLASH_DECISION_SCRIPT}</script>`, ""));
await compressFile(home); // the server sends the precompressed copy: it must match the edit

const withSplash = await serve(resolve("build"));
const withoutSplash = await serve(plain);
try {
  const variants = { "with splash (first visit)": withSplash.url, "without splash": withoutSplash.url };
  console.log(`Home page, Lighthouse mobile throttling (devtools), median of ${RUNS} runs each:`);
  for (const [name, url] of Object.entries(variants)) {
    const runs: Figures[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(url));
    const pick = (k: keyof Figures) => median(runs.map((r) => r[k] ?? 0));
    console.log(
      `  ${name.padEnd(26)} content visible ${ms(pick("visible")).padStart(8)}   FCP ${ms(pick("fcp")).padStart(8)}   LCP ${ms(pick("lcp")).padStart(8)}   Speed Index ${ms(pick("speedIndex")).padStart(8)}   splash gone ${runs[0].splashGone === undefined ? "—" : ms(pick("splashGone"))}`,
    );
  }
} finally {
  withSplash.server.close();
  withoutSplash.server.close();
  rmSync(plain, { recursive: true, force: true });
}
