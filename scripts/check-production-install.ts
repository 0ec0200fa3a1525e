/**
 * `npm run test:production-install`: what a production deploy holds must start the server and run
 * a results import. Copies a release (DEPLOYED, as deploy/README.md lists it) to a temporary
 * directory, installs the production dependencies only as the README says
 * (`node scripts/project-node.mjs ci --omit=dev`: npm on the release's own Node), then, there,
 * without NODE_ENV or RESULTS_DIR, as an operator would:
 *
 * - `node deploy/render-nginx.mjs --out …` renders nginx's configuration from the release itself;
 * - `npm run results:sample -- --rows 20 --out results.csv` and `npm run results:import --
 *   results.csv --release now` (the bundled commands, build/results/): the import must publish
 *   into results-data/; `results:rollback` must refuse (no earlier version) and `results:prune`
 *   find nothing to remove, both having started;
 * - starts `node server/index.js` on a free loopback port, through the `current` link, and asks
 *   for a page (200), an unknown path (404), and the no-JavaScript results lookup of a seat the
 *   import published (200, the student's name in the answer);
 * - switches `current` to a second release as deploy/README.md does, and checks that the running
 *   server keeps its own release and a restarted one serves the new one (switchRelease).
 *
 * A package the server, the server build or the results commands load at run time but that is a
 * devDependency fails here, not on the production machine; so does anything they would need from
 * app/, content/ or tsx, none of which is there (tsx must not even be installed). Prints the time
 * `npm ci --omit=dev` took and the size of the production node_modules. Needs a build.
 */
import { spawnSync } from "node:child_process";
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { startServer, type RunningServer } from "./start-server.ts";

/**
 * A release, what a production machine holds (deploy/README.md, "1. Install"): the server, the
 * module it shares with the app (common/), the build, IT's files (deploy/) and the script that
 * installs the dependencies on the release's own Node.
 */
const DEPLOYED = [
  "package.json",
  "package-lock.json",
  "server",
  "common",
  "build",
  "deploy",
  "scripts/project-node.mjs",
];
/** Development tools that production must neither need nor have. */
const DEV_ONLY = ["tsx", "cli-progress", "vite", "typescript-eslint"];
/** The first sample row (scripts/results/sample-data.ts FIXED_SAMPLE_ROWS), as the form asks for it. */
const STUDENT = { seat: "20270001", day: "14", month: "3", year: "2009", name: "سلمى خالد الأحمد (تجريبية)" };

if (!existsSync("build/server/index.js") || !existsSync("build/results/import.js")) {
  console.error("No production build in build/ (server/index.js, results/import.js): run `npm run build` first.");
  process.exit(1);
}

/** Bytes, on-disk bytes and packages under a node_modules folder. */
function footprint(dir: string) {
  const total = { bytes: 0, disk: 0, packages: 0 };
  const walk = (path: string) => {
    const stat = lstatSync(path);
    total.bytes += stat.size;
    total.disk += stat.blocks * 512;
    if (!stat.isDirectory()) return;
    if (existsSync(join(path, "package.json")) && /node_modules[\\/](@[^\\/]+[\\/])?[^@\\/][^\\/]*$/.test(path))
      total.packages++;
    for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return total;
}

/** A comment only the second release's help page holds. */
const MARK = "<!-- the second release -->";

/**
 * The switch of deploy/README.md ("Deploying a new release without stopping the site"): a second
 * release (hard links of the first, its help page rewritten) is linked in as `current` by a
 * rename. The running server keeps answering from the release it resolved the link to when it
 * started, never a mix of the two; restarted, it answers from the new one. Resolves to the
 * restarted server.
 */
async function switchRelease(running: RunningServer, env: NodeJS.ProcessEnv): Promise<RunningServer> {
  const next = join(root, "releases", "b");
  const copied = spawnSync("cp", ["-al", dir, next], { encoding: "utf8" });
  if (copied.status !== 0) throw new Error(`cp -al failed: ${copied.stderr}`);
  // A new file, not a write into the hard link, which would change the first release's page too.
  const page = join(next, "build/client/help/index.html");
  const html = readFileSync(page, "utf8");
  for (const file of [page, `${page}.br`, `${page}.gz`]) rmSync(file, { force: true });
  writeFileSync(page, html.replace("</body>", `${MARK}</body>`));
  symlinkSync(next, `${current}.new`);
  renameSync(`${current}.new`, current);

  const helpOf = async (server: RunningServer) => {
    // The file as it is (no compressed copy, which the second release does not have for this page).
    const answer = await fetch(`${server.origin}/help`, { headers: { "accept-encoding": "identity" } });
    if (answer.status !== 200) throw new Error(`/help answered ${answer.status}`);
    return answer.text();
  };
  if ((await helpOf(running)).includes(MARK))
    throw new Error("after the switch, the running server answered from the new release");
  await running.stop();
  const restarted = await startServer(current, { ...env, PWD: current });
  if (!(await helpOf(restarted)).includes(MARK))
    throw new Error("restarted after the switch, the server did not answer from the new release");
  return restarted;
}

/**
 * Laid out as deploy/README.md lays a machine out: each release in a folder of its own under
 * releases/, and `current` a link to the one in use, which the server is started through.
 */
const root = mkdtempSync(join(tmpdir(), "production-install-"));
const dir = join(root, "releases", "a");
const current = join(root, "current");
try {
  mkdirSync(dir, { recursive: true });
  symlinkSync(dir, current);
  for (const entry of DEPLOYED) {
    mkdirSync(dirname(join(dir, entry)), { recursive: true });
    cpSync(entry, join(dir, entry), { recursive: true });
  }

  const started = performance.now();
  const install = spawnSync(
    process.execPath,
    ["scripts/project-node.mjs", "ci", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline"],
    { cwd: dir, encoding: "utf8" },
  );
  if (install.status !== 0) throw new Error(`npm ci --omit=dev failed:\n${install.stdout}${install.stderr}`);
  const installS = ((performance.now() - started) / 1000).toFixed(1);
  const modules = footprint(join(dir, "node_modules"));
  const installed = DEV_ONLY.filter((name) => existsSync(join(dir, "node_modules", name)));
  if (installed.length) throw new Error(`npm ci --omit=dev installed development tools: ${installed.join(", ")}`);

  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env.NODE_ENV;
  delete env.RESULTS_DIR; // the commands' default and the server's: results-data/ in the release
  delete env.RESULTS_TEST_NOW;

  /** `npm run {script} -- …` in the production install, as an operator runs it. */
  const npmRun = (script: string, ...args: string[]) => {
    const r = spawnSync("npm", ["run", "--silent", script, "--", ...args], { cwd: dir, encoding: "utf8", env });
    return { status: r.status, output: `${r.stdout}${r.stderr}` };
  };
  const expectRun = (expected: number, script: string, ...args: string[]) => {
    const r = npmRun(script, ...args);
    if (r.status !== expected)
      throw new Error(`npm run ${script} exited with ${r.status}, expected ${expected}:\n${r.output}`);
    return r.output;
  };
  // nginx's configuration, rendered from the release as deploy/README.md does it.
  const rendered = spawnSync(process.execPath, ["deploy/render-nginx.mjs", "--out", "al-ofoq.conf"], {
    cwd: dir,
    encoding: "utf8",
    env: { ...env, SERVER_NAME: "www.example.edu" },
  });
  if (
    rendered.status !== 0 ||
    !readFileSync(join(dir, "al-ofoq.conf"), "utf8").includes("server_name www.example.edu;")
  )
    throw new Error(`deploy/render-nginx.mjs did not render in the release:\n${rendered.stderr}`);

  const importStarted = performance.now();
  expectRun(0, "results:sample", "--rows", "20", "--out", "results.csv");
  expectRun(0, "results:import", "results.csv", "--release", "now");
  const importS = ((performance.now() - importStarted) / 1000).toFixed(1);
  if (!existsSync(join(dir, "results-data", "current.json")))
    throw new Error("results:import exited 0 but wrote no results-data/current.json");
  const rollback = expectRun(1, "results:rollback");
  if (!rollback.includes("ولا نسخة قبلها"))
    throw new Error(`results:rollback did not say why it refused:\n${rollback}`);
  const prune = expectRun(0, "results:prune");
  if (!prune.includes("لا نسخة سابقة تُحذف")) throw new Error(`results:prune said something else:\n${prune}`);

  let server: RunningServer | undefined;
  try {
    server = await startServer(current, { ...env, PWD: current });
    const { origin } = server;
    const statuses = await Promise.all(
      ["/", "/colleges/nope"].map(async (path) => (await fetch(origin + path)).status),
    );
    if (statuses[0] !== 200 || statuses[1] !== 404)
      throw new Error(`/ answered ${statuses[0]}, /colleges/nope ${statuses[1]}`);
    // The no-JavaScript results lookup, which the server answers with the app's code, of a seat just published.
    const { name, ...form } = STUDENT;
    const lookup = await fetch(origin + "/high-school-results", { method: "POST", body: new URLSearchParams(form) });
    if (lookup.status !== 200) throw new Error(`the results lookup (POST) answered ${lookup.status}`);
    if (!(await lookup.text()).includes(name))
      throw new Error(`the results lookup of seat ${STUDENT.seat} did not answer with the imported record`);
    if (!server.output().includes("in production mode")) throw new Error("the server did not start in production mode");
    // It says where it reads the results, and that the import above is there.
    const resultsLine = `Tawjihi results from ${join(realpathSync(dir), "results-data")} (RESULTS_DIR not set: the release's own folder): version `;
    if (!server.output().includes(resultsLine) || !/, shown to students until /.test(server.output()))
      throw new Error(`the server did not say «${resultsLine}…, shown to students until …»`);
    server = await switchRelease(server, env);
  } catch (error) {
    throw new Error(
      `The server of a production install failed: ${(error as Error).message}\n${server?.output() ?? ""}`,
      { cause: error },
    );
  } finally {
    await server?.stop();
  }
  const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
  console.log(
    `Production install: npm ci --omit=dev in ${installS} s, node_modules ${mb(modules.bytes)} MB ` +
      `(${mb(modules.disk)} MB on disk, ${modules.packages} packages, no ${DEV_ONLY.join(", ")}); nginx's configuration rendered; ` +
      `results:sample and results:import (20 rows) in ${importS} s, rollback and prune ran; ` +
      `the server started in production mode; / 200, /colleges/nope 404, the lookup of seat ${STUDENT.seat} found its record; ` +
      `after the current link was switched, the running server kept its release and the restarted one served the new release.`,
  );
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(root, { recursive: true, force: true });
}
