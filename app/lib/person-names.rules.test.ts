import { describe, expect, it } from "vitest";
import { splitName, withoutTitles } from "./person-names.ts";

describe("withoutTitles", () => {
  it.each([
    ["أ. د. منذر الصالح", "منذر الصالح"],
    ["د. سلمى الخطيب", "سلمى الخطيب"],
    ["أ. رشا يعقوب", "رشا يعقوب"],
    ["Dr. Omar Saleh", "Omar Saleh"],
    ["Prof. Dr. Maha Qasem", "Maha Qasem"],
    ["سلمى الخطيب", "سلمى الخطيب"],
  ])("%s → %s", (name, expected) => {
    expect(withoutTitles(name)).toBe(expected);
  });
});

describe("splitName", () => {
  it.each([
    ["د. سلمى الخطيب", { given: ["سلمى"], family: "الخطيب" }],
    ["د. كنان عبد الهادي", { given: ["كنان"], family: "عبد الهادي" }],
    ["أ. يارا أبو شقرة", { given: ["يارا"], family: "أبو شقرة" }],
    ["Dr. Omar Saleh", { given: ["Omar"], family: "Saleh" }],
    ["Dr. Tareq Abu Zaid", { given: ["Tareq"], family: "Abu Zaid" }],
    ["Maha Al Qasem", { given: ["Maha"], family: "Al Qasem" }],
  ])("%s", (name, expected) => {
    expect(splitName(name)).toEqual(expected);
  });
});
