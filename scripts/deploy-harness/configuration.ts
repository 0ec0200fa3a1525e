/**
 * What the run's parts are started with, kept apart from starting them: the instances' environment
 * and nginx's values and main file. Pure: paths and ports in, text and values out. Everything nginx
 * writes stays in the run's own folder (its prefix), so a run leaves nothing behind.
 */
import { join } from "node:path";

/** The address nginx reaches the instances from: deploy/render-nginx.mjs's default PROXY_BIND. */
export const NGINX_ADDRESS = "127.0.0.2";

/**
 * The environment of every instance: this process's, with the proxy trusted, the run's Redis and
 * results folder, and `extra` over them; production as IT runs it, so no test-only switches.
 */
export function instanceEnv(redisUrl: string, resultsDir: string, extra?: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    // nginx, by the address it reaches the instances from (PROXY_BIND's default), as
    // deploy/al-ofoq@.service sets it.
    TRUST_PROXY: NGINX_ADDRESS,
    REDIS_URL: redisUrl,
    RESULTS_DIR: resultsDir,
    ...extra,
  };
  // Production, as IT runs it; no test-only switches.
  delete serverEnv.NODE_ENV;
  delete serverEnv.FAULT_INJECTION;
  return serverEnv;
}

/** The harness's own values for deploy/render-nginx.mjs (a run's options may override them). */
export function siteValues(run: {
  prefix: string;
  httpPort: number;
  httpsPort: number;
  cert: string;
  key: string;
  /** The instances' host:port, in upstream order. */
  origins: string[];
  /** The served project's build/client, where nginx tells files from what an instance renders. */
  siteFiles: string;
}): Record<string, string> {
  return {
    SERVER_NAME: "localhost",
    LISTEN_ADDRESS: "127.0.0.1",
    HTTP_PORT: String(run.httpPort),
    HTTPS_PORT: String(run.httpsPort),
    TLS_CERTIFICATE: run.cert,
    TLS_CERTIFICATE_KEY: run.key,
    ORIGINS: run.origins.join(" "),
    CACHE_DIR: join(run.prefix, "cache"),
    CACHE_MAX_SIZE: "256m",
    ACCESS_LOG: join(run.prefix, "access.log"),
    ERROR_LOG: join(run.prefix, "site-error.log"),
    ACME_ROOT: join(run.prefix, "acme"),
    SITE_FILES: run.siteFiles,
  };
}

/** nginx's own main file for the run: everything it writes stays in `prefix`. */
export function nginxMainConfig(prefix: string, siteConfig: string, workers: number): string {
  const p = (name: string) => join(prefix, name);
  return [
    "# Written by scripts/deploy-harness.ts for one run; the site's part is deploy/'s template.",
    `worker_processes ${workers};`,
    "worker_rlimit_nofile 16384;",
    `pid ${p("nginx.pid")};`,
    // At Debian's level (error, the default): what the site's own log must catch is its own.
    `error_log ${p("error.log")};`,
    "events { worker_connections 8192; }",
    "http {",
    `    client_body_temp_path ${p("temp/body")};`,
    `    proxy_temp_path ${p("temp/proxy")};`,
    `    fastcgi_temp_path ${p("temp/fastcgi")};`,
    `    uwsgi_temp_path ${p("temp/uwsgi")};`,
    `    scgi_temp_path ${p("temp/scgi")};`,
    `    include ${siteConfig};`,
    "}",
    "",
  ].join("\n");
}
