// Test-only, loaded with `node --import` into a fixture server (tests/e2e/fixture-site/site.ts):
// moves the process's clock SHIFT_CLOCK_MS ahead, so the server answers as it would later (a
// notice has ended, another has started) without waiting for it. The `Date` header Node writes
// comes from its own copy of Date, so it is set here from the shifted one: the browser's idea of
// the server's time (app/lib/server-clock.ts) moves with it.
import http from "node:http";

// Once per process, by SHIFT_CLOCK_MS as the process was started with: a second copy of this file
// (the drill's, through NODE_OPTIONS, and a fixture server's own --import) moves nothing again.
const SHIFTED = Symbol.for("al-ofoq.shifted-clock");
if (!globalThis[SHIFTED]) {
  globalThis[SHIFTED] = true;
  const shift = Number(process.env.SHIFT_CLOCK_MS || 0);
  const RealDate = Date;
  globalThis.Date = class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length) super(...args);
      else super(RealDate.now() + shift);
    }
    static now() {
      return RealDate.now() + shift;
    }
  };
  const writeHead = http.ServerResponse.prototype.writeHead;
  http.ServerResponse.prototype.writeHead = function (...args) {
    if (!this.headersSent && !this.hasHeader("date")) this.setHeader("Date", new Date().toUTCString());
    return writeHead.apply(this, args);
  };
}
