// Records the other platforms' optional binaries in package-lock.json.
//
// Why: the package registry reachable here serves only this platform's builds of packages
// such as @tailwindcss/oxide-* and @rollup/rollup-*, so `npm install` leaves the other
// platforms' optional entries out of the lock file, and `npm ci` then refuses the lock as
// out of sync. Each missing optional package is recorded with the os/cpu its name states, so
// `npm ci` sees a complete lock and skips it as not for this platform. Run after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const OS = [
  "android",
  "darwin",
  "freebsd",
  "linux",
  "openbsd",
  "openharmony",
  "sunos",
  "win32",
  "aix",
  "netbsd",
  "wasm32",
];
const CPU = {
  arm64: "arm64",
  x64: "x64",
  arm: "arm",
  ia32: "ia32",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasi: "wasm32",
  universal: "arm64",
  mips64el: "mips64el",
  "arm-gnueabihf": "arm",
  "arm-musleabihf": "arm",
};

// Names that say their system in words, not in Node's `process.platform` terms (Vite 8.4's
// `napi-windows-process-start-time`, for one).
const OS_WORDS = { windows: "win32", macos: "darwin" };

const lock = JSON.parse(readFileSync("package-lock.json", "utf8"));
let added = 0;
for (const [path, pkg] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(pkg.optionalDependencies ?? {})) {
    const nested = `${path ? path + "/" : ""}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const tail = name.split("/").pop();
    const named = (o) => tail.includes(`-${o}-`) || tail.endsWith(`-${o}`);
    const os = OS.find(named) ?? Object.entries(OS_WORDS).find(([word]) => named(word))?.[1];
    const cpu = Object.keys(CPU)
      .sort((a, b) => b.length - a.length)
      .find((c) => tail.includes(`-${c}`));
    if (!os) continue;
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ""),
      optional: true,
      ...(os === "wasm32" ? { cpu: ["wasm32"] } : { os: [os], ...(cpu ? { cpu: [CPU[cpu]] } : {}) }),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync("package-lock.json", JSON.stringify(lock, null, 2) + "\n");
console.log(`package-lock.json: recorded ${added} optional packages of other platforms.`);
