/**
 * The finder's query as a student or a link sends it: a Tawjihi average with two decimals is
 * refused next to the field (as the results import refuses it), a score without a stream is a
 * prompt for the stream in the certificate's own words (never an error), a former stream code is
 * today's stream, and a certificate read as it is is not an estimate. Subjects by property, from the
 * fixture content (tests/fixtures/content/).
 */
import { describe, expect, it } from "vitest";
import { finderAnswer } from "./finder-answer.ts";
import { isExactConversion } from "./eligibility.ts";
import { fixtureRegistry } from "#tests/support/fixture-content.ts";

const r = fixtureRegistry();
const ask = (query: Partial<{ certificate: string; stream: string; average: string; sent: boolean }>) =>
  finderAnswer(r, { certificate: "", stream: "", average: "", ...query });
const stream = r.streams[0].code;

describe("a Tawjihi average is written with one decimal", () => {
  it.each(["85.55", "٨٥٫٥٥", "94.65"])("%j is refused next to the field, with no answer", (average) => {
    expect(ask({ stream, average })).toMatchObject({
      error: { field: "average", kind: "precision" },
      answer: undefined,
    });
  });

  it("85.5 and 85.50 are read", () => {
    expect(ask({ stream, average: "85.5" }).answer?.average).toBe(85.5);
    expect(ask({ stream, average: "85.50" }).answer?.average).toBe(85.5);
  });

  it("another certificate keeps its own scale: two decimals are read", () => {
    const foreign = r.admission.certificates.find((c) => !isExactConversion(c) && c.scale.decimals >= 2)!;
    const score = (foreign.scale.min + 0.25).toFixed(2);
    expect(ask({ certificate: foreign.code, stream, average: score }).error).toBeUndefined();
  });
});

describe("the form sent without a stream", () => {
  it.each([
    ["nothing chosen", {}],
    ["a certificate only", { certificate: r.admission.certificates[0].code }],
    ["a stream no longer offered", { stream: "no-such-stream" }],
  ])("%s: an error beside the stream, no answer (never the browser's message)", (_, query) => {
    expect(ask({ ...query, sent: true })).toMatchObject({
      error: { field: "stream", kind: "missing" },
      prompt: undefined,
      answer: undefined,
    });
  });

  it("the page itself, not sent: no error", () => {
    expect(ask({})).toEqual({ error: undefined, prompt: undefined, answer: undefined });
  });

  it("with a score: the prompt for the stream, as from a link", () => {
    expect(ask({ average: "85", sent: true })).toMatchObject({ error: undefined, prompt: { field: "stream" } });
  });
});

describe("a score without a stream", () => {
  it("a certificate without streams: a prompt to choose the stream it is expected to be equated to, not an error", () => {
    const cert = r.admission.certificates.find((c) => c.streams === "equivalence")!;
    const { error, prompt, answer } = ask({ certificate: cert.code, average: String(cert.scale.max) });
    expect(error).toBeUndefined();
    expect(answer).toBeUndefined();
    expect(prompt).toMatchObject({ field: "stream", kind: "equivalence", certificate: cert.name });
    expect(prompt?.conversion?.percent).toBe(100);
  });

  it("the Tawjihi, or a certificate with streams of its own: a prompt for the stream, in its name", () => {
    expect(ask({ average: "80" })).toMatchObject({ error: undefined, prompt: { kind: "tawjihi" } });
    const own = r.admission.certificates.find((c) => c.streams === "own");
    if (own)
      expect(ask({ certificate: own.code, average: String(own.scale.max) }).prompt).toMatchObject({
        kind: "own",
        certificate: own.name,
      });
  });

  it("no score and no stream: nothing to say yet", () => {
    expect(ask({})).toEqual({ error: undefined, prompt: undefined, answer: undefined });
  });
});

describe("a former stream code", () => {
  const renamed = r.streams.filter((s) => s.aliases?.length);

  it("the fixture names at least one", () => {
    expect(renamed.length).toBeGreaterThan(0);
  });

  it("answers as today's stream, and says which name the link used", () => {
    for (const s of renamed)
      for (const alias of s.aliases!) {
        const old = ask({ stream: alias.code, average: "80" }).answer!;
        const today = ask({ stream: s.code, average: "80" }).answer!;
        expect(old.stream.code).toBe(s.code);
        expect(old.formerly).toEqual({ name: alias.name });
        expect(today.formerly).toBeUndefined();
        expect(old.open.map((d) => d.id)).toEqual(today.open.map((d) => d.id));
      }
  });

  it("a code no stream has had is still no stream", () => {
    expect(ask({ stream: "nautical", average: "80" }).answer).toBeUndefined();
  });
});

describe("a certificate read as it is", () => {
  it.each(r.admission.certificates.map((c) => [c.name, c] as const))("%s", (_, cert) => {
    const conversion = ask({ certificate: cert.code, stream, average: String(cert.scale.max) }).answer!.conversion!;
    expect(conversion.exact).toBe(isExactConversion(cert));
    expect(ask({ certificate: cert.code, stream, average: String(cert.scale.max) }).answer!.outline.heading).toBe(
      conversion.exact ? "average" : "estimate",
    );
  });
});
