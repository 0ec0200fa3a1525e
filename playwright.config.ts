import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, TEST_CHROMIUM_ARGS, requireHeadlessShell } from "#tests/chromium.ts";
import { DRILL_SPECS } from "#tests/drill-specs.ts";

/** The browser is the system's Chromium headless shell (tests/chromium.ts); tests never download one. */
const chromePath = requireHeadlessShell();

const PORT = Number(process.env.E2E_PORT || 3100);
/** The CMS's tests (cms-files.spec.ts, cms-desk.spec.ts, …), which start dev servers of their own. */
const CMS_SPECS = /\bcms(-[a-z]+)*\.spec\.ts$/;
export const BASE_URL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // Three in CI, on two cores: at two the suite took 10.5 min and left a core idle while tests
  // waited on servers and timers; at four the run queue reached 16, servers took over 30 s to
  // start and the suite 11.6 min; at three it took 7.3 min with both cores 87% busy.
  workers: process.env.CI ? 3 : undefined,
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: BASE_URL,
    locale: "ar-PS",
    timezoneId: "Asia/Hebron",
    launchOptions: {
      executablePath: chromePath,
      args: TEST_CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testIgnore: [CMS_SPECS, DRILL_SPECS],
    },
    {
      name: "drill",
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } },
      testMatch: DRILL_SPECS,
    },
    {
      // The CMS's tests start servers of their own (npm run cms), whose first start builds the
      // admin page and whose pages Vite transforms on the fly: after the rest, so that load never
      // lands on the site's timing tests (beside them, the suite took 10.5 min, not 6.4). Each
      // file is one server and one serial chain, started in the order of their names: the three
      // longest (cms-desk, cms-entries, cms-files) start at once, and cms-git and cms-markdown
      // follow on the first workers free. Five servers, not seven: cms-desk's three walks share
      // one copy (decision 025, «The CMS's stage, measured»).
      name: "cms",
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1280, height: 800 },
        // With V8's optimising compilers, unlike the site's pages: Decap is one long-lived
        // application whose forms re-render at every keystroke, and without them the CMS's tests
        // took 345 CPU-seconds and 3.4 min, with them 287 and 2.8 min (decision 025).
        launchOptions: { executablePath: chromePath, args: CHROMIUM_ARGS },
      },
      testMatch: CMS_SPECS,
      dependencies: ["desktop", "drill"],
    },
  ],
  webServer: {
    // The production server on the production build, through the tests' own entry, which adds a
    // fault the error pages' tests set off (tests/support/fault-server.js).
    // The sample results set (published by the build's own command, as `npm start` does) lives
    // beside the build, so a fresh build starts from a fresh set.
    command: "node build/results/sample.js --publish-if-empty && node tests/support/fault-server.js",
    url: `${BASE_URL}/robots.txt`,
    env: { PORT: String(PORT), HOST: "127.0.0.1", RESULTS_DIR: "build/e2e-results" },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
