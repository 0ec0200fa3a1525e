#!/usr/bin/env node
/**
 * Runs npm on the project's Node: the version pinned by package.json's `node` dependency (the npm
 * registry's `node` package ships Node's official binaries). Once installed, every project script
 * runs on it, since npm puts node_modules/.bin first on a script's PATH; this script covers the
 * install itself, on a machine whose own Node is a different version (this project's machines have
 * Node 20, which no longer gets security fixes; Debian 12 has 18). A plain npm install there would
 * install the same files but warn that React Router and other packages need a newer Node; here, npm
 * itself runs on the project's Node, fetched once into npm's cache.
 *
 *   node scripts/project-node.mjs install                    (npm run setup)
 *   node scripts/project-node.mjs ci --no-audit --no-fund    (.ci/run)
 *   node scripts/project-node.mjs node FILE [ARGS]           a script on the project's Node itself,
 *                                                            before npm has installed anything (.ci/run)
 *
 * Plain JavaScript with no dependencies: it runs before anything is installed, on any Node that runs
 * npm (a production machine's Debian 12 npm 9.2 on Node 18 too: deploy/README.md, decision 033).
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const wanted = pkg.dependencies?.node;
if (!/^\d+\.\d+\.\d+$/.test(wanted ?? "")) {
  console.error('package.json: "dependencies" must pin "node" to an exact version, such as "24.21.0".');
  process.exit(2);
}
const [program, programArgs] =
  process.argv[2] === "node" ? ["node", process.argv.slice(3)] : ["npm", process.argv.slice(2)];
const onProjectNode = process.version === `v${wanted}`;
const [command, args] = onProjectNode
  ? [program === "node" ? process.execPath : "npm", programArgs]
  : ["npm", ["exec", "--yes", `--package=node@${wanted}`, "--", program, ...programArgs]];
// Said on standard error: the `node` form's output may be read by a script.
if (!onProjectNode)
  console.error(`Running ${program} ${programArgs.join(" ")} on Node ${wanted} (this machine has ${process.version})`);
const run = spawnSync(command, args, { stdio: "inherit" });
if (run.error) {
  console.error(`Could not start ${program}: ${run.error.message}`);
  process.exit(1);
}
process.exit(run.status ?? 1);
