import { describe, expect, it } from "vitest";
import { JourneyError } from "./driver.ts";

describe("a failed journey's message", () => {
  it("names the engine, the journey, the step and what went wrong", () => {
    const failure = new JourneyError("webkit", "a journey", "a step", new Error("the address is /en/x: not so"));
    expect(failure.message).toBe("webkit, journey «a journey», step «a step»: the address is /en/x: not so");
  });

  it("names the kind of error when the driver's error has no message", () => {
    // selenium-webdriver builds an error like this when a WebDriver response has an empty message.
    class ElementClickInterceptedError extends Error {
      override name = "ElementClickInterceptedError";
    }
    const failure = new JourneyError("webkit", "a journey", "a step", new ElementClickInterceptedError(""));
    expect(failure.message).toBe(
      "webkit, journey «a journey», step «a step»: ElementClickInterceptedError (no message)",
    );
  });
});
