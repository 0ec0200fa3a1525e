import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { concurrencyCap } from "./lookup.js";

/** A response that only says when it ends, as Express's does. */
const response = () => new EventEmitter() as unknown as Response;
const request = {} as Request;

describe("the concurrency cap", () => {
  it("lets `max` through, refuses the next at once (never queues), and frees a place when one ends", () => {
    const passed: Response[] = [];
    const refused: Response[] = [];
    const cap = concurrencyCap(2, (_req, res) => refused.push(res));
    const responses = [response(), response(), response()];
    for (const res of responses) cap(request, res, () => passed.push(res));
    expect(passed).toEqual(responses.slice(0, 2));
    expect(refused).toEqual([responses[2]]);

    (responses[0] as unknown as EventEmitter).emit("finish");
    (responses[0] as unknown as EventEmitter).emit("close"); // both events of one response free one place only
    const next = response();
    cap(request, next, () => passed.push(next));
    expect(passed).toContain(next);
    const over = response();
    cap(request, over, () => passed.push(over));
    expect(refused).toContain(over);
  });

  it("a client that goes away mid-answer frees its place too", () => {
    const passed: Response[] = [];
    const cap = concurrencyCap(1, () => {});
    const first = response();
    cap(request, first, () => passed.push(first));
    (first as unknown as EventEmitter).emit("close");
    const second = response();
    cap(request, second, () => passed.push(second));
    expect(passed).toEqual([first, second]);
  });
});
