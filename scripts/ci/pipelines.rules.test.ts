/**
 * The merge-request pipelines the university runs (.gitlab-ci.yml, .forgejo/workflows/): each
 * parses, runs on merge requests only, on Node's Debian image of the major package.json's `engines`
 * names, with the history the changed files are listed from, and runs .ci/merge-request, which
 * chooses the gate by the table below and installs what `check:system` names for it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { gateForChanges } from "./gate-for-changes.ts";
import { GATES, stageName, stagesOf } from "../gate-stages.ts";
import { SYSTEM_PROGRAMS } from "../system-programs.ts";

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), "utf8");
const pkg = JSON.parse(read("package.json")) as { engines: { node: string }; dependencies: { node: string } };
const engines = pkg.engines.node;
/** The Node major the project runs on: `>=24.11.0` → 24. */
const NODE_MAJOR = /(\d+)/.exec(engines)![1];

describe("the project's Node", () => {
  it("is one version: the `node` dependency the scripts run on is exact and within `engines`", () => {
    const [major, minor] = pkg.dependencies.node.split(".").map(Number);
    const [floorMajor, floorMinor] = /(\d+)\.(\d+)/.exec(engines)!.slice(1).map(Number);
    expect(pkg.dependencies.node).toMatch(/^\d+\.\d+\.\d+$/);
    expect(String(major)).toBe(NODE_MAJOR);
    expect(minor).toBeGreaterThanOrEqual(floorMinor);
    expect(floorMajor).toBe(major);
  });
});

describe("which gate a merge request runs", () => {
  const table: [string[], "content" | "full"][] = [
    [["content/programs/iti.yaml"], "content"],
    [["content/news/2026-graduation.md", "content/notices.yaml"], "content"],
    [["content/programs/old.yaml"], "content"], // a program removed: its path alone
    [["content/programs/iti.yaml", "app/content/schema.ts"], "full"],
    [["README.md"], "full"],
    [["contents/x.yaml"], "full"],
    [["app/content/programs.yaml"], "full"],
    [["content"], "full"], // a file named content, not the folder
    [[], "full"],
    [["", "  "], "full"],
    [["public/images/uploads/lab.jpg", "content/news/lab.md"], "content"], // a news item and its picture
    [["public/images/logo.svg", "content/news/lab.md"], "full"],
    [["public/images/uploads/../../app/x.ts"], "full"],
  ];
  it.each(table)("%j → %s", (changed, gate) => expect(gateForChanges(changed)).toBe(gate));
});

describe("GitLab: .gitlab-ci.yml", () => {
  const ci = parse(read(".gitlab-ci.yml")) as Record<string, Record<string, unknown>>;
  const jobs = Object.entries(ci).filter(([name]) => !["variables", "workflow", "default", "stages"].includes(name));

  it("runs on merge requests only, with the whole history", () => {
    expect(ci.workflow.rules).toEqual([{ if: '$CI_PIPELINE_SOURCE == "merge_request_event"' }]);
    expect(ci.variables.GIT_DEPTH).toBe("0");
  });

  it("has one job, on Node's Debian image of the project's major, running .ci/merge-request against the target", () => {
    expect(jobs).toHaveLength(1);
    const [, job] = jobs[0];
    expect(ci.variables.NODE_MAJOR).toBe(NODE_MAJOR);
    expect(job.image).toBe("node:${NODE_MAJOR}-bookworm");
    expect(job.script).toEqual(['bash .ci/merge-request "$CI_MERGE_REQUEST_DIFF_BASE_SHA"']);
  });
});

describe("Forgejo Actions: .forgejo/workflows/merge-request.yml", () => {
  const flow = parse(read(".forgejo/workflows/merge-request.yml")) as {
    on: Record<string, unknown>;
    jobs: Record<string, { container: { image: string }; steps: Record<string, unknown>[] }>;
  };

  it("runs on pull requests only", () => expect(Object.keys(flow.on)).toEqual(["pull_request"]));

  it("checks out the whole history and runs .ci/merge-request against the target branch, on Node's Debian image", () => {
    const jobs = Object.values(flow.jobs);
    expect(jobs).toHaveLength(1);
    expect(jobs[0].container.image).toBe(`node:${NODE_MAJOR}-bookworm`);
    const [checkout, gate] = jobs[0].steps;
    expect(checkout).toMatchObject({ uses: "actions/checkout@v4", with: { "fetch-depth": 0 } });
    expect(gate.run).toBe('bash .ci/merge-request "origin/${{ github.base_ref }}"');
  });
});

describe(".ci/merge-request and the gates", () => {
  const script = read(".ci/merge-request");
  const lines = script.split("\n").filter((l) => !l.trimStart().startsWith("#"));
  const at = (command: string) => lines.findIndex((l) => l.includes(command));

  it("installs the project, lists the changes, installs the gate's system packages, then runs the gate", () => {
    const order = [
      "project-node.mjs ci",
      "git diff --name-only --no-renames",
      "gate-for-changes.ts",
      'install-system "$gate"',
      "npm run test:content",
      "npm test",
    ].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it("each gate starts with check:system, for its own programs", () => {
    for (const gate of Object.values(GATES)) expect(stageName(stagesOf(gate.steps[0])[0])).toBe("check:system");
    const content = SYSTEM_PROGRAMS.filter((p) => p.gates.includes("content")).map((p) => p.debianPackage);
    expect(content).toEqual(expect.arrayContaining(["chromium-headless-shell", "default-jre-headless"]));
    expect(SYSTEM_PROGRAMS.every((p) => p.gates.includes("full"))).toBe(true);
  });

  it(".ci/run installs through the same script", () =>
    expect(read(".ci/run")).toContain("bash .ci/install-system full"));

  it("both install the project with npm on the project's Node (scripts/project-node.mjs), never the machine's", () => {
    for (const file of [".ci/run", ".ci/merge-request"]) {
      const commands = read(file)
        .split("\n")
        .filter((l) => !l.trimStart().startsWith("#"));
      expect(commands.some((l) => /^node scripts\/project-node\.mjs ci\b/.test(l.trim()))).toBe(true);
      expect(commands.some((l) => /^npm (ci|install)\b/.test(l.trim()))).toBe(false);
    }
  });
});
