import { describe, expect, it } from "vitest";
import { errorStatus } from "./errors.js";

describe("error status", () => {
  it.each([
    [{ status: 400 }, 400],
    [{ statusCode: 404 }, 404],
    [{ status: 413, statusCode: 500 }, 413],
    [{ status: 499 }, 499],
    [{ status: 500 }, 500],
    [{ status: 503 }, 500],
    [{ status: 302 }, 500],
    [{ status: "400" }, 500],
    [{ status: 400.5 }, 500],
    [new Error("boom"), 500],
    [undefined, 500],
    [null, 500],
    ["a string", 500],
  ])("%j → %i", (err, expected) => {
    expect(errorStatus(err)).toBe(expected);
  });
});
