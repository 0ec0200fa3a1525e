/**
 * The gates' stages, as data (scripts/gate.ts runs them): each an npm script of package.json,
 * which runs alone too. A stage is the script's name, or the script with its arguments (and a
 * name of its own when the script appears twice); a list of stages inside the list is one step,
 * its stages run at the same time. To add a stage to a gate, add its script's name where it runs.
 */

export type Stage = string | { script: string; args?: string[]; name?: string };
export type Step = Stage | Stage[];
export type GateName = keyof typeof GATES;

export interface Gate {
  /** How the gate is started, for its messages. */
  command: string;
  steps: Step[];
}

/**
 * Caches for a developer who runs the gate again (on a clean clone they start empty, and cost
 * nothing to write): tsc's build info, ESLint's and Prettier's lists of the files already checked,
 * all in node_modules/.cache/.
 */
const typecheck: Stage = {
  script: "typecheck",
  args: ["--incremental", "--tsBuildInfoFile", "node_modules/.cache/tsc/tsbuildinfo"],
  name: "typecheck",
};
const lint: Stage = {
  script: "lint",
  args: ["--cache", "--cache-location", "node_modules/.cache/eslint/"],
  name: "lint",
};
const formatCheck: Stage = { script: "format:check", args: ["--cache"], name: "format:check" };
const contentFormatCheck: Stage = { script: "content:format", args: ["--check"] };

export const GATES = {
  /**
   * `npm test`: every check, in the order the README's scripts table lists them. The suite is
   * CPU-bound on two cores (decision 025), so what can share them does:
   * - the checks of the source and the unit tests run beside the build (none reads what the
   *   build writes, and each of ESLint, Prettier and Vitest holds one core at a time);
   * - the checks of the build read it and start servers of their own on free ports; the student's
   *   journeys in Firefox and WebKit (test:engines, decision 034) too, beside them: they wait on
   *   the site's animations, which leaves the cores to the checks;
   * - the browser tests run alone: the site's (some of them time a server and the page), then
   *   the CMS's (npm run cms on copies of the project); beside the drill, they took as long as
   *   after it (4 min 29 s), each slowed to the pace of the two together;
   * - last, the drill, which builds and tests a copy with a year of the office's edits (decision
   *   024), its build beside its unit tests; the admission, search and notices browser tests run there
   *   only (the `drill` project), which is why the site's stage names its project.
   * On CI's machine at stop 43 the gate took 13:08 (the build's step 2:12, the site's browser
   * tests 5:12, the CMS's 3:08, the drill 1:54); where that goes, test by test, and what was cut
   * since (the oracle's English half, the mixed-direction check's pages, the server's own starts,
   * the notices' fixture padding) is in decision 025, «Where 13 minutes went».
   */
  full: {
    command: "npm test",
    steps: [
      "check:system",
      [typecheck, lint, formatCheck, "content:check", contentFormatCheck, "test:unit", "build"],
      ["budget", "test:seo", "test:production-install", "test:html", "test:links", "test:engines"],
      { script: "test:e2e", args: ["--project=desktop"], name: "test:e2e site" },
      { script: "test:e2e", args: ["--project=cms", "--no-deps"], name: "test:e2e cms" },
      "test:drill",
    ],
  },
  /** `npm run test:content`: the gate for a change to content/ alone (the code is as main has it). */
  content: {
    command: "npm run test:content",
    steps: [
      // First, so a clean machine hears at once which Debian packages the browser stages need.
      { script: "check:system", args: ["content"], name: "check:system" },
      ["content:check", contentFormatCheck],
      "build",
      ["test:html", "test:links", "test:seo"],
      { script: "test:e2e", args: ["tests/e2e/pages.spec.ts"], name: "test:e2e pages" },
      "test:drill",
    ],
  },
} satisfies Record<string, Gate>;

/** A stage's name in the gate's table and for `--from`: its own, or its script's with its arguments. */
export function stageName(stage: Stage): string {
  if (typeof stage === "string") return stage;
  return stage.name ?? [stage.script, ...(stage.args ?? [])].join(" ");
}

/** The command that runs a stage alone. */
export function stageCommand(stage: Stage): string {
  if (typeof stage === "string") return `npm run ${stage}`;
  return `npm run ${stage.script}${stage.args?.length ? ` -- ${stage.args.join(" ")}` : ""}`;
}

/** A step's stages (one, or those that run together). */
export const stagesOf = (step: Step): Stage[] => (Array.isArray(step) ? step : [step]);

/** The script and arguments a stage runs. */
export function stageScript(stage: Stage): { script: string; args: string[] } {
  return typeof stage === "string" ? { script: stage, args: [] } : { script: stage.script, args: stage.args ?? [] };
}
