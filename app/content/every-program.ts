/**
 * Every program with a page of its own: those that admit students (`Registry.programs`, every
 * list's), then those no longer admitting (`retiredPrograms`), whose pages still answer.
 */
import type { Registry } from "./registry-types.ts";
import type { Program } from "./schema.ts";

export const everyProgram = (r: Pick<Registry, "programs" | "retiredPrograms">): Program[] => [
  ...r.programs,
  ...r.retiredPrograms,
];
