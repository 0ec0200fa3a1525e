// @ts-check
/**
 * TRUST_PROXY: which peers may tell the server the client's address (`X-Forwarded-For`). The
 * address is what every limit on results day counts by, so only a named proxy may set it:
 *
 * - unset, empty or `false`: none; the peer's own address is the client's;
 * - the proxy's addresses, as Express's `trust proxy` takes them (proxy-addr, the very parser
 *   Express uses): `loopback` (nginx on the same machine), an address (`10.0.0.5`), a subnet
 *   (`10.0.0.0/24`), `linklocal`, `uniquelocal`, or a comma-separated list of these.
 *
 * Refused at start, with a sentence: `true` (every peer, so any client names its own address), a
 * hop count (`1` trusts whichever peer connects, so a local process or a client that reaches an
 * instance directly names its own address), and anything proxy-addr does not read.
 */
import proxyaddr from "proxy-addr";
import { ConfigError } from "./errors.js";

/**
 * What to set instead: the address nginx connects from, as deploy/ sets it up (nginx binds
 * 127.0.0.2, so a local process, which connects from 127.0.0.1, is never taken for the proxy).
 */
const INSTEAD =
  "Set TRUST_PROXY to the address the proxy connects from: TRUST_PROXY=127.0.0.2 for the nginx that " +
  "deploy/ sets up on the same machine (its PROXY_BIND; see deploy/README.md), or another proxy's " +
  "address or subnet (TRUST_PROXY=10.0.0.5, TRUST_PROXY=10.0.0.0/24; separate several with commas).";

/**
 * The `trust proxy` setting for Express: `false`, or the proxies' list as written.
 * @param {string | undefined} value TRUST_PROXY as the environment gives it
 * @returns {false | string}
 */
export function parseTrustProxy(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return false;
  const said = JSON.stringify(value);
  if (/^true$/i.test(text))
    throw new ConfigError(
      `TRUST_PROXY=${said} trusts every X-Forwarded-For header, so any client could pick its own address and escape the rate limits. ${INSTEAD}`,
    );
  if (/^\d+$/.test(text))
    throw new ConfigError(
      `TRUST_PROXY=${said} trusts whichever peer connects, as if it were the proxy, so a client that reaches the server directly could pick its own address. ${INSTEAD}`,
    );
  const entries = text.split(",").map((entry) => entry.trim());
  try {
    if (entries.some((entry) => entry === "")) throw new Error("an empty entry");
    proxyaddr.compile(entries);
  } catch (error) {
    throw new ConfigError(
      `TRUST_PROXY=${said} is not a list of addresses (${/** @type {Error} */ (error).message}). ${INSTEAD}`,
    );
  }
  return entries.join(", ");
}
