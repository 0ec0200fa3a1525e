import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { GATES, stageName, stageScript, stagesOf, type Gate } from "./gate-stages.ts";
import { formatSeconds, formatTable } from "./gate-table.ts";

const scripts = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts;
const gates: [string, Gate][] = Object.entries(GATES);

describe("the gates' stages", () => {
  it.each(gates)("%s: every stage is a script of package.json, named once", (_, gate) => {
    const stages = gate.steps.flatMap(stagesOf);
    expect(stages.map((stage) => stageScript(stage).script).filter((script) => !(script in scripts))).toEqual([]);
    const names = stages.map(stageName);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("npm test and npm run test:content run their gates", () => {
    expect(scripts.test).toBe("tsx scripts/gate.ts");
    expect(scripts["test:content"]).toBe("tsx scripts/gate.ts content");
  });

  it("the content gate's stages are all in npm test", () => {
    const inFull = new Set(GATES.full.steps.flatMap(stagesOf).map((stage) => stageScript(stage).script));
    expect(GATES.content.steps.flatMap(stagesOf).filter((stage) => !inFull.has(stageScript(stage).script))).toEqual([]);
  });
});

describe("the gate's table", () => {
  it.each([
    [0.04, "0.0 s"],
    [59.94, "59.9 s"],
    [59.96, "1 min 00 s"],
    [605.4, "10 min 05 s"],
  ])("%s seconds read %s", (seconds, text) => expect(formatSeconds(seconds)).toBe(text));

  it("lists each stage's time and result, and the gate's time", () => {
    expect(
      formatTable(
        "npm test",
        [
          { name: "lint", state: "passed", seconds: 21.96, cpu: 30.04 },
          { name: "test:unit", state: "failed", seconds: 70, cpu: 101, cpuWith: ["lint"], exit: "exit code 1" },
          { name: "build", state: "not run" },
        ],
        92,
      ),
    ).toBe(
      [
        "npm test: time per stage",
        "  stage            time         CPU  result",
        "  lint           22.0 s      30.0 s  passed",
        "  test:unit  1 min 10 s  1 min 41 s  failed (exit code 1), CPU with lint",
        "  build                              not run",
        "  in all     1 min 32 s  2 min 11 s",
      ].join("\n"),
    );
  });
});
