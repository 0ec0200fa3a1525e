/**
 * `npm run check:system`, the first step of `npm test`: the programs the tests take from the system
 * (Chromium, Java, nginx, redis-server, openssl) are installed, or it stops at once with the Debian packages
 * to install, rather than a quarter of an hour later in the middle of the browser suite. It never
 * installs anything itself (`.ci/run` does, on CI machines).
 */
import { INSTALL_ALL, SYSTEM_PROGRAMS } from "./system-programs.ts";

const missing = SYSTEM_PROGRAMS.filter((program) => !program.find());

if (missing.length) {
  console.error("Missing system programs, needed by npm test:");
  for (const program of missing)
    console.error(`  ${program.name}: Debian package ${program.debianPackage} (${program.neededBy})`);
  console.error(
    `Install them with \`sudo apt-get install -y ${missing.map((p) => p.debianPackage).join(" ")}\` ` +
      `(everything npm test needs: \`sudo ${INSTALL_ALL}\`); .ci/run installs them on CI machines.`,
  );
  process.exit(1);
}
console.log(`System programs: ${SYSTEM_PROGRAMS.map((p) => `${p.name.split(" ")[0]} ${p.find()}`).join(", ")}.`);
