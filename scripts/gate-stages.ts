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

export const GATES = {
  /** `npm test`: every check, in the order the README's scripts table lists them. */
  full: {
    command: "npm test",
    steps: [
      "check:system",
      "typecheck",
      "lint",
      "format:check",
      "content:check",
      { script: "content:format", args: ["--check"] },
      "test:unit",
      "build",
      "budget",
      "test:seo",
      "test:production-install",
      "test:html",
      "test:links",
      "test:e2e",
      // Last: the same gate on a copy with a year of the office's edits (decision 024).
      "test:drill",
    ],
  },
  /** `npm run test:content`: the gate for a change to content/ alone (the code is as main has it). */
  content: {
    command: "npm run test:content",
    steps: [
      "content:check",
      { script: "content:format", args: ["--check"] },
      "build",
      "test:html",
      "test:links",
      "test:seo",
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
