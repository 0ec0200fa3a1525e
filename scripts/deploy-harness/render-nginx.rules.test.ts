/**
 * deploy/render-nginx.mjs as IT runs it: `--out` replaces the configuration whole or not at all (a
 * refused value leaves the file in place, never an empty one that `nginx -t` would pass), and an
 * empty PROXY_BIND means what `--help` says: no proxy_bind line.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { renderNginx } from "#deploy/render-nginx.mjs";

const dir = mkdtempSync(join(tmpdir(), "render-nginx-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The script in a process of its own, with `env` over an environment that sets none of its variables. */
function render(args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(process.execPath, ["deploy/render-nginx.mjs", ...args], {
    encoding: "utf8",
    env: { PATH: process.env.PATH, ...env },
  });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe("render-nginx --out", () => {
  it("writes the whole configuration, then a refused value leaves it as it was and nothing beside it", () => {
    const file = join(dir, "al-ofoq.conf");
    const wrote = render(["--out", file], { SERVER_NAME: "www.example.edu" });
    expect(wrote.status).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(renderNginx({ SERVER_NAME: "www.example.edu" }));
    expect(wrote.err).toContain(`wrote ${file}`);

    const before = readFileSync(file, "utf8");
    const refused = render(["--out", file], { ORIGINS: "127.0.0.1:3001,127.0.0.1:3002" });
    expect(refused.status).toBe(1);
    expect(refused.err).toMatch(/ORIGINS=.*host:port entries separated by spaces/);
    expect(refused.err).toContain(`${file} was not changed`);
    expect(readFileSync(file, "utf8")).toBe(before);
    expect(readdirSync(dir)).toEqual(["al-ofoq.conf"]);
  });

  it("--out without a file is refused with the form it takes", () => {
    const r = render(["--out"]);
    expect(r.status).toBe(2);
    expect(r.err).toContain("--out /etc/nginx/conf.d/al-ofoq.conf");
  });
});

describe("PROXY_BIND", () => {
  it("unset: nginx binds 127.0.0.2; empty: no proxy_bind, as --help says", () => {
    expect(renderNginx({})).toMatch(/^\s*proxy_bind 127\.0\.0\.2;$/m);
    expect(renderNginx({ PROXY_BIND: "" })).not.toMatch(/^\s*proxy_bind /m);
    expect(render(["--help"]).out).toMatch(/PROXY_BIND .*empty: the system's choice/);
  });

  it("an empty value of a variable whose emptiness means nothing is its default", () => {
    expect(renderNginx({ ACCESS_LOG: "" })).toContain("access_log /var/log/nginx/al-ofoq.access.log al_ofoq;");
  });
});
