/**
 * `npm run check:system`, the first step of `npm test` and of `npm run test:content`: the programs
 * the gate takes from the system (Chromium's headless shell and Java for both; nginx, redis-server
 * and openssl for the deploy tests of `npm test`) are installed, or it stops at once with the
 * Debian packages to install, rather than a quarter of an hour later in the middle of the browser
 * suite. It never installs anything itself (`.ci/install-system` does, on CI machines).
 *
 *   tsx scripts/check-system.ts [full|content] [--packages]
 *
 *   full | content  the gate whose programs are checked (default full)
 *   --packages      print only the Debian packages missing, on one line (for .ci/install-system)
 */
import { SYSTEM_PROGRAMS } from "./system-programs.ts";

const args = process.argv.slice(2);
const gate = args.includes("content") ? "content" : "full";
const needed = SYSTEM_PROGRAMS.filter((program) => program.gates.includes(gate));
const missing = needed.filter((program) => !program.find());
const command = gate === "content" ? "npm run test:content" : "npm test";

if (args.includes("--packages")) {
  console.log(missing.map((p) => p.debianPackage).join(" "));
  process.exit(0);
}
if (missing.length) {
  console.error(`Missing system programs, needed by ${command}:`);
  for (const program of missing)
    console.error(`  ${program.name}: Debian package ${program.debianPackage} (${program.neededBy})`);
  console.error(
    `Install them with \`sudo apt-get install -y ${missing.map((p) => p.debianPackage).join(" ")}\` ` +
      `(everything ${command} needs: \`sudo apt-get install -y ${needed.map((p) => p.debianPackage).join(" ")}\`); ` +
      `.ci/install-system installs them on CI machines.`,
  );
  process.exit(1);
}
console.log(`System programs: ${needed.map((p) => `${p.name.split(" ")[0]} ${p.find()}`).join(", ")}.`);
