// @ts-check
/**
 * Renders deploy/al-ofoq.nginx.conf.template for this machine:
 *
 *   node deploy/render-nginx.mjs --out /etc/nginx/conf.d/al-ofoq.conf
 *   SERVER_NAME=www.example.edu ORIGINS="127.0.0.1:3001 127.0.0.1:3002 127.0.0.1:3003" node deploy/render-nginx.mjs
 *   node deploy/render-nginx.mjs --help     # the variables and their defaults
 *
 * Without `--out` it prints the configuration. With it, the file is replaced whole or not at all:
 * written beside it under another name, then renamed over it, and only if every value was
 * accepted. A shell's `> file` empties the file before the script runs, so a refused value left
 * an empty configuration that `nginx -t` passes and a reload serves: no site at all.
 *
 * Only the template's upper-case `${NAME}`s are replaced (as envsubst would with a list of names),
 * so nginx's own `$variables` stay as they are; a name the template uses but this file does not
 * know, and a value that could break out of its directive (`;`, braces, quotes, a line break), stop
 * it with a message. Plain Node, no packages: it runs on the production machine as it is. The
 * project's tests render the same template with their own values (scripts/deploy-harness.ts).
 */
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

export const TEMPLATE = new URL("./al-ofoq.nginx.conf.template", import.meta.url);

/**
 * The variables IT may set, with their production defaults (Debian's nginx, certbot's paths, two
 * instances on the same machine).
 * @type {Record<string, { value: string | ((env: Record<string, string | undefined>) => string), meaning: string }>}
 */
export const VARIABLES = {
  SERVER_NAME: { value: "www.al-ofoq.example", meaning: "the site's host name (server_name)" },
  LISTEN_ADDRESS: { value: "", meaning: "the address to listen on; empty: every IPv4 address" },
  HTTP_PORT: { value: "80", meaning: "plain HTTP (redirects only)" },
  HTTPS_PORT: { value: "443", meaning: "HTTPS" },
  TLS_CERTIFICATE: {
    value: (env) => `/etc/letsencrypt/live/${env.SERVER_NAME || "www.al-ofoq.example"}/fullchain.pem`,
    meaning: "certificate chain (PEM)",
  },
  TLS_CERTIFICATE_KEY: {
    value: (env) => `/etc/letsencrypt/live/${env.SERVER_NAME || "www.al-ofoq.example"}/privkey.pem`,
    meaning: "its private key (PEM)",
  },
  ORIGINS: { value: "127.0.0.1:3001 127.0.0.1:3002", meaning: "the instances, host:port, separated by spaces" },
  PROXY_BIND: {
    value: "127.0.0.2",
    meaning: "nginx's own address toward the instances (their TRUST_PROXY); empty: the system's choice",
  },
  CACHE_DIR: { value: "/var/lib/nginx/al-ofoq-cache", meaning: "nginx's cache (its parent must exist)" },
  CACHE_MAX_SIZE: { value: "2g", meaning: "the cache's size on disk at most" },
  ACCESS_LOG: { value: "/var/log/nginx/al-ofoq.access.log", meaning: "the access log" },
  ERROR_LOG: {
    value: "/var/log/nginx/al-ofoq.error.log",
    meaning: "the site's error log, at warn (each request limit_req refuses)",
  },
  ACME_ROOT: { value: "/var/www/letsencrypt", meaning: "certbot's webroot for /.well-known/acme-challenge/" },
  RECORDS_RATE: { value: "2r/s", meaning: "GET under /results/ except the pointer, per client address" },
  RECORDS_BURST: { value: "60", meaning: "…and how many may come at once above it" },
  ANSWERS_RATE: { value: "2r/s", meaning: "POST /admission-answer.json, per client address" },
  ANSWERS_BURST: { value: "60", meaning: "…and how many may come at once above it" },
  LOOKUP_RATE: { value: "30r/m", meaning: "all other POSTs (the no-JavaScript lookup), per client address" },
  LOOKUP_BURST: { value: "10", meaning: "…and how many may come at once above it" },
  PAGES_RATE: {
    value: "50r/s",
    meaning: "every request except /assets/ and /results/ (the pointer included), per client address",
  },
  PAGES_BURST: { value: "500", meaning: "…and how many may come at once above it" },
  RENDERS_RATE: {
    value: "10r/s",
    meaning: "of those, what an instance renders (no such file, a query), per client address",
  },
  RENDERS_BURST: { value: "50", meaning: "…and how many may come at once above it" },
  SITE_FILES: {
    value: "/srv/al-ofoq/current/build/client",
    meaning: "the release's build/client, where nginx looks for a request's file (renders)",
  },
};

/** The variables whose empty value says something (their `meaning` says what), not "the default". */
const EMPTY_MEANS = new Set(["LISTEN_ADDRESS", "PROXY_BIND"]);

const PLAIN = /^[^;{}'"`\s\\$]*$/;
const PORT = /^\d{1,5}$/;
const RATE = /^\d+r\/[sm]$/;
const COUNT = /^\d+$/;
const ORIGIN = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:]+\]):\d{1,5}$/;

/**
 * Every value the template needs, from `env` over the defaults; throws on a value it refuses.
 * @param {Record<string, string | undefined>} [env]
 * @returns {Record<string, string>}
 */
export function nginxValues(env = process.env) {
  /** @type {Record<string, string>} */
  const v = {};
  for (const [name, { value }] of Object.entries(VARIABLES)) {
    const given = env[name];
    // Empty is a value where it has a meaning (PROXY_BIND: the system's choice); elsewhere, unset.
    const taken = given !== undefined && (given !== "" || EMPTY_MEANS.has(name));
    v[name] = taken ? given : typeof value === "function" ? value(env) : value;
  }
  const refuse = (/** @type {string} */ name, /** @type {string} */ expected) => {
    throw new Error(`${name}=${JSON.stringify(v[name])}: expected ${expected}`);
  };
  for (const name of Object.keys(VARIABLES))
    if (!PLAIN.test(v[name]) && name !== "ORIGINS") refuse(name, "no spaces, quotes, `;`, `$` or braces");
  for (const name of ["HTTP_PORT", "HTTPS_PORT"])
    if (!PORT.test(v[name]) || Number(v[name]) < 1 || Number(v[name]) > 65535) refuse(name, "a port number");
  for (const name of ["RECORDS_RATE", "ANSWERS_RATE", "LOOKUP_RATE", "PAGES_RATE", "RENDERS_RATE"])
    if (!RATE.test(v[name])) refuse(name, "a rate such as 2r/s or 30r/m");
  for (const name of ["RECORDS_BURST", "ANSWERS_BURST", "LOOKUP_BURST", "PAGES_BURST", "RENDERS_BURST"])
    if (!COUNT.test(v[name])) refuse(name, "a whole number");
  if (!v.SITE_FILES.startsWith("/") || v.SITE_FILES.endsWith("/"))
    refuse("SITE_FILES", "an absolute path without a trailing slash");
  const origins = v.ORIGINS.split(/\s+/).filter(Boolean);
  if (!origins.length || !origins.every((o) => ORIGIN.test(o)))
    refuse("ORIGINS", "host:port entries separated by spaces");

  const at = (/** @type {string} */ port) => (v.LISTEN_ADDRESS ? `${v.LISTEN_ADDRESS}:${port}` : port);
  return {
    ...v,
    HTTP_LISTEN: at(v.HTTP_PORT),
    HTTPS_LISTEN: at(v.HTTPS_PORT),
    // Where the redirect sends a browser: the standard port needs no number in the URL.
    HTTPS_PORT_SUFFIX: v.HTTPS_PORT === "443" ? "" : `:${v.HTTPS_PORT}`,
    // The instances trust X-Forwarded-For from this address alone (their TRUST_PROXY).
    PROXY_BIND_LINE: v.PROXY_BIND ? `proxy_bind ${v.PROXY_BIND};` : "# No proxy_bind (PROXY_BIND is empty).",
    // Never marked unavailable: see the template's "The instances".
    UPSTREAM_SERVERS: origins.map((o) => `server ${o} max_fails=0;`).join("\n    "),
  };
}

/**
 * The configuration for `env`: the template with every `${NAME}` replaced.
 * @param {Record<string, string | undefined>} [env]
 */
export function renderNginx(env = process.env) {
  const values = nginxValues(env);
  return readFileSync(TEMPLATE, "utf8").replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (_, /** @type {string} */ name) => {
    if (!(name in values)) throw new Error(`the template uses \${${name}}, which render-nginx.mjs does not know`);
    return values[name];
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const outAt = args.indexOf("--out");
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if (args.includes("--help")) {
    console.log("Usage: node deploy/render-nginx.mjs [--out FILE]   (without --out, the configuration is printed)");
    console.log("Variables (from the environment) and their defaults:");
    for (const [name, { value, meaning }] of Object.entries(VARIABLES))
      console.log(
        `  ${name.padEnd(20)} ${JSON.stringify(typeof value === "function" ? value(process.env) : value).padEnd(58)} ${meaning}`,
      );
  } else if (outAt >= 0 && (!out || out.startsWith("-"))) {
    console.error("render-nginx: --out needs a file name, such as --out /etc/nginx/conf.d/al-ofoq.conf");
    process.exit(2);
  } else {
    const temporary = out && `${out}.rendering-${process.pid}`;
    try {
      const text = renderNginx();
      if (!out || !temporary) process.stdout.write(text);
      else {
        writeFileSync(temporary, text);
        renameSync(temporary, out);
        console.error(`render-nginx: wrote ${out}; check it with nginx -t before reloading nginx.`);
      }
    } catch (error) {
      if (temporary) rmSync(temporary, { force: true });
      const kept = out ? ` ${out} was not changed.` : "";
      console.error(`render-nginx: ${/** @type {Error} */ (error).message}.${kept}`);
      process.exit(1);
    }
  }
}
