/**
 * The two readers of content/ see the same files: the disk's (files.node.ts: the build
 * configuration, content:check, the tools) and the bundle's (bundled-files.ts: the server, the
 * CMS's preview). A file one of them checks is a file the other serves, and the other way round.
 */
import { describe, expect, it } from "vitest";
import { bundledContentFiles } from "./bundled-files.ts";
import { readContentFiles } from "./files.node.ts";
import { isContentFile } from "./content-files.ts";

/** Every file under content/, whatever its extension (names only: none is loaded). */
const everyFile = Object.keys(import.meta.glob("../../content/**/*")).map((path) => path.replace(/^(\.\.\/)+/, ""));

describe("the content readers", () => {
  const disk = readContentFiles();

  it("the disk's and the bundle's read the same files, with the same text", () => {
    expect(Object.keys(bundledContentFiles).sort()).toEqual(Object.keys(disk).sort());
    expect(bundledContentFiles).toEqual(disk);
  });

  it("those are every file under content/ with a content extension", () => {
    // The glob found the folder (a wrong pattern would find nothing and compare two empty lists).
    expect(everyFile.length).toBeGreaterThan(0);
    expect(Object.keys(disk).sort()).toEqual(everyFile.filter(isContentFile).sort());
  });
});
