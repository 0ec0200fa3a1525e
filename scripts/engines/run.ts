/**
 * `npm run test:engines`: the student's journeys (journeys.ts) in the engines other than the
 * browser suite's Chromium: Firefox ESR (WebDriver BiDi) and WebKitGTK (W3C WebDriver), against the
 * production build served by the production server, as `npm run serve` runs it (with the sample
 * results published beside the build, as playwright.config.ts's server has them). Both engines run
 * at the same time, each in its own browser (decision 034). One line per journey per engine with
 * its time; on a failure, the engine, the journey and the step, and a screenshot under
 * test-results/engines/. Needs a build (`npm run build`); starts Xvfb for WebKit when there is no
 * DISPLAY.
 *
 *   tsx scripts/engines/run.ts [firefox] [webkit]   (both when neither is named)
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startServer } from "#scripts/start-server.ts";
import { SYSTEM_PROGRAMS } from "#scripts/system-programs.ts";
import { JourneyError, type EngineDriver } from "./driver.ts";
import { startFirefox } from "./firefox.ts";
import { JOURNEYS } from "./journeys.ts";
import { startWebKit } from "./webkit.ts";

const ENGINES: Record<string, () => Promise<EngineDriver>> = { firefox: startFirefox, webkit: startWebKit };
/** A journey that takes longer than this hangs (each takes a few seconds). */
const JOURNEY_TIMEOUT_MS = 60_000;
const SCREENSHOTS = "test-results/engines";
const RESULTS_DIR = "build/engines-results";

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
const unknown = wanted.filter((name) => !ENGINES[name]);
if (unknown.length) {
  console.error(`No engine «${unknown.join(", ")}»: the engines are ${Object.keys(ENGINES).join(", ")}.`);
  process.exit(2);
}
const engines = wanted.length ? wanted : Object.keys(ENGINES);

/** The Debian packages each engine needs (system-programs.ts), missing ones named before anything starts. */
const PACKAGES: Record<string, string[]> = { firefox: ["firefox-esr"], webkit: ["webkit2gtk-driver", "xvfb"] };
const missing = SYSTEM_PROGRAMS.filter(
  (p) =>
    engines.some((e) => PACKAGES[e].includes(p.debianPackage)) &&
    !(p.debianPackage === "xvfb" && process.env.DISPLAY) &&
    !p.find(),
);
if (missing.length) {
  console.error(
    `test:engines: missing ${missing.map((p) => p.name).join(", ")}. On Debian or Ubuntu: ` +
      `sudo apt-get install -y ${missing.map((p) => p.debianPackage).join(" ")}`,
  );
  process.exit(1);
}
if (!existsSync("build/server/index.js")) {
  console.error("test:engines: no build (build/server/index.js): run `npm run build` first.");
  process.exit(1);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 60);

/**
 * An X display for WebKitGTK's window: Xvfb on the first free display number (it writes the
 * number it took to the descriptor `-displayfd` names).
 */
async function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1280x1024x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let errors = "";
  child.stderr!.on("data", (chunk) => (errors += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let number = "";
    const timer = setTimeout(() => reject(new Error(`Xvfb gave no display in 10 s: ${errors}`)), 10_000);
    (child.stdio[3] as NodeJS.ReadableStream).on("data", (chunk) => {
      number += chunk;
      if (number.includes("\n")) {
        clearTimeout(timer);
        resolve(`:${number.trim()}`);
      }
    });
    child.once("error", (error) => reject(new Error(`Xvfb did not start (${error.message})`)));
    child.once("exit", (code) => reject(new Error(`Xvfb exited (code ${code}): ${errors}`)));
  });
  return { display, child };
}

interface Outcome {
  engine: string;
  lines: string[];
  failures: JourneyError[];
}

/** Runs every journey in one engine: one browser, one page, the journeys one after another. */
async function runEngine(engine: string, origin: string): Promise<Outcome> {
  const lines: string[] = [];
  const failures: JourneyError[] = [];
  const say = (line: string) => {
    lines.push(line);
    console.log(line);
  };
  const started = performance.now();
  let driver: EngineDriver;
  try {
    driver = await ENGINES[engine]();
  } catch (error) {
    const failure = new JourneyError(engine, "(start)", "start the browser", error as Error);
    say(`${engine.padEnd(8)} ✗ could not start: ${(error as Error).message}`);
    return { engine, lines, failures: [failure] };
  }
  say(`${engine.padEnd(8)}   ${driver.version} started in ${seconds(performance.now() - started)}`);
  try {
    await driver.setViewport(1280, 800);
    for (const journey of JOURNEYS) {
      let step = "(before its first step)";
      const begun = performance.now();
      try {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          journey.run(driver, origin, (name) => (step = name)),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error(`no end after ${seconds(JOURNEY_TIMEOUT_MS)}`)),
              JOURNEY_TIMEOUT_MS,
            );
          }),
        ]).finally(() => clearTimeout(timer));
        say(`${engine.padEnd(8)} ✓ ${seconds(performance.now() - begun).padStart(6)}  ${journey.name}`);
      } catch (error) {
        const failure = new JourneyError(engine, journey.name, step, error as Error);
        failures.push(failure);
        say(`${engine.padEnd(8)} ✗ ${seconds(performance.now() - begun).padStart(6)}  ${journey.name}`);
        const file = join(SCREENSHOTS, `${engine}-${slug(journey.name)}.png`);
        try {
          mkdirSync(SCREENSHOTS, { recursive: true });
          writeFileSync(file, await driver.screenshot());
          failure.message += `\n  screenshot: ${file}`;
        } catch (shot) {
          failure.message += `\n  (no screenshot: ${(shot as Error).message})`;
        }
      }
    }
  } finally {
    await driver.close();
  }
  say(`${engine.padEnd(8)}   ${seconds(performance.now() - started)} in all`);
  return { engine, lines, failures };
}

const started = performance.now();
// The sample results the lookup journey reads, published as `npm start` publishes them (once: a
// directory that holds them already is left as it is).
const publish = spawnSync(
  process.execPath,
  ["build/results/sample.js", "--publish-if-empty", "--results-dir", RESULTS_DIR],
  {
    encoding: "utf8",
  },
);
if (publish.status !== 0) {
  console.error(`test:engines: publishing the sample results failed:\n${publish.stdout}${publish.stderr}`);
  process.exit(1);
}
const xvfb = engines.includes("webkit") && !process.env.DISPLAY ? await startXvfb() : undefined;
if (xvfb) process.env.DISPLAY = xvfb.display;
const server = await startServer(process.cwd(), { ...process.env, RESULTS_DIR });
let outcomes: Outcome[];
try {
  console.log(`Engines: ${engines.join(", ")} on ${server.origin}${xvfb ? ` (Xvfb ${xvfb.display})` : ""}.`);
  outcomes = await Promise.all(engines.map((engine) => runEngine(engine, server.origin)));
} finally {
  await server.stop();
  xvfb?.child.kill();
}
const failures = outcomes.flatMap((o) => o.failures);
const journeys = engines.length * JOURNEYS.length;
if (failures.length) {
  console.error(`\ntest:engines FAILED: ${failures.length} of ${journeys} journeys.`);
  for (const failure of failures) console.error(`- ${failure.message}`);
  process.exit(1);
}
console.log(`test:engines: ${journeys} passed, 0 failed, in ${seconds(performance.now() - started)}.`);
