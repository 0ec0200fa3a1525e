#!/usr/bin/env node
/**
 * Runs npm on the project's Node: the version of package.json's `node` dependency (the npm
 * registry's `node` package ships Node's binaries). Every script of the project runs on it once
 * installed, since npm puts node_modules/.bin first on a script's PATH; this is for the install
 * itself, on a machine whose own Node is another (Debian 12 and this project's machines have Node
 * 20, which no longer gets security fixes). There npm would install the same files but warn that
 * React Router and others need a newer Node: here npm itself runs on the project's Node, fetched
 * once into npm's cache.
 *
 *   node scripts/project-node.mjs install                    (npm run setup)
 *   node scripts/project-node.mjs ci --no-audit --no-fund    (.ci/run)
 *
 * Plain JavaScript with no dependency: it runs before anything is installed, on any Node npm 11
 * runs on.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = pkg.dependencies?.node;
if (!/^\d+\.\d+\.\d+$/.test(wanted ?? "")) {
  console.error('package.json: "dependencies" must pin "node" to an exact version, such as "24.21.0".');
  process.exit(2);
}
const npmArgs = process.argv.slice(2);
const onProjectNode = process.version === `v${wanted}`;
const [command, args] = onProjectNode
  ? ["npm", npmArgs]
  : ["npm", ["exec", "--yes", `--package=node@${wanted}`, "--", "npm", ...npmArgs]];
if (!onProjectNode) console.log(`npm ${npmArgs.join(" ")}, on Node ${wanted} (this machine has ${process.version})`);
const run = spawnSync(command, args, { stdio: "inherit" });
if (run.error) {
  console.error(`Could not start npm: ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
