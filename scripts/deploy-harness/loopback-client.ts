/**
 * The harness's clients: HTTP(S) requests to a loopback origin, each client bound to a loopback
 * address of its own, so that one client plays one client address (any of 127.0.0.0/8 works on
 * Linux without setup) and nginx's and the server's per-address limits see distinct students.
 * Loopback only: `LoopbackClient` refuses any other address, so a test can never reach out.
 */
import http from "node:http";
import https from "node:https";
import net from "node:net";

const LOOPBACK = /^127\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** True for an IPv4 address in 127.0.0.0/8. */
export const isLoopback = (address: string) =>
  LOOPBACK.test(address) && address.split(".").every((part) => Number(part) <= 255);

/** A distinct loopback address per number (0 → 127.0.1.1, 249 → 127.0.1.250, 250 → 127.0.2.1…). */
export function loopbackAddress(n: number, base = 1): string {
  const third = base + Math.floor(n / 250);
  if (!Number.isInteger(n) || n < 0 || third > 255) throw new RangeError(`no loopback address for ${n} from ${base}`);
  return `127.0.${third}.${(n % 250) + 1}`;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** From sending the request to the answer's last byte. */
  ms: number;
  text: () => string;
  json: <T = Record<string, unknown>>() => T;
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
}

/**
 * HTTP(S) requests to a loopback origin from one loopback address, on kept-alive connections (as
 * a browser would): one client is one student's phone, or one guesser.
 */
export class LoopbackClient {
  private readonly agent: http.Agent;
  private readonly url: URL;

  constructor(
    readonly origin: string,
    readonly localAddress: string,
    ca?: Buffer,
  ) {
    this.url = new URL(origin);
    if (!isLoopback(this.url.hostname) || !isLoopback(localAddress))
      throw new Error(`loopback only: ${origin} from ${localAddress}`);
    const options = { keepAlive: true, localAddress, ...(ca ? { ca } : {}) };
    this.agent = this.url.protocol === "https:" ? new https.Agent(options) : new http.Agent(options);
  }

  request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const body = options.form ? new URLSearchParams(options.form).toString() : options.body;
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.form) headers["content-type"] = "application/x-www-form-urlencoded";
    if (body !== undefined) headers["content-length"] = Buffer.byteLength(body);
    const started = performance.now();
    const send = this.url.protocol === "https:" ? https.request : http.request;
    return new Promise((resolve, reject) => {
      const req = send(
        {
          agent: this.agent,
          host: this.url.hostname,
          port: this.url.port,
          localAddress: this.localAddress,
          method,
          path,
          headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: bytes,
              ms: performance.now() - started,
              text: () => bytes.toString("utf8"),
              json: <T>() => JSON.parse(bytes.toString("utf8")) as T,
            });
          });
        },
      );
      req.setTimeout(options.timeoutMs ?? 15_000, () =>
        req.destroy(new Error(`${method} ${path}: no answer in ${options.timeoutMs ?? 15_000} ms`)),
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request("GET", path, { headers });
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request("POST", path, { form, headers });
  }

  /** Closes its connections. */
  close() {
    this.agent.destroy();
  }
}

/** What `rawExchange` saw: the bytes answered, and when the server closed the connection. */
export interface RawExchange {
  /** Everything the server sent (status line, headers, body), as text. */
  answer: string;
  /** From connecting to the server's close (or to the timeout). */
  ms: number;
  /** The server closed the connection (false: still open at `timeoutMs`). */
  closed: boolean;
}

/**
 * One request written by hand on a plain TCP connection from `localAddress`, for what an HTTP
 * client will not send: a length it does not mean, a body dripped a byte at a time (`drip`, one
 * byte every `everyMs` until the server closes). Resolves when the server closes the connection,
 * or after `timeoutMs` (then `closed` is false). Loopback only, like LoopbackClient.
 */
export function rawExchange(
  origin: string,
  localAddress: string,
  head: string,
  { drip, timeoutMs = 15_000 }: { drip?: { everyMs: number }; timeoutMs?: number } = {},
): Promise<RawExchange> {
  const url = new URL(origin);
  if (url.protocol !== "http:" || !isLoopback(url.hostname) || !isLoopback(localAddress))
    throw new Error(`loopback over plain HTTP only: ${origin} from ${localAddress}`);
  const started = performance.now();
  return new Promise((resolve) => {
    let answer = "";
    const socket = net.connect({ host: url.hostname, port: Number(url.port), localAddress });
    const dripping = drip ? setInterval(() => socket.writable && socket.write("1"), drip.everyMs) : undefined;
    const done = (closed: boolean) => {
      clearInterval(dripping);
      clearTimeout(timer);
      socket.destroy();
      resolve({ answer, ms: performance.now() - started, closed });
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on("connect", () => socket.write(head));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    // A reset after the answer (the server closing while the client still writes) is a close too.
    socket.on("error", () => done(true));
    socket.on("close", () => done(true));
  });
}
