/**
 * `npm run test:html`: every prerendered HTML page through the Nu Html Checker (vnu.jar, Java).
 * Fails on any error (the checker runs with --errors-only: warnings are not reported).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { htmlFiles } from "./build-files";

try {
  execFileSync("java", ["-version"], { stdio: "ignore" });
} catch {
  console.error(
    "Java is needed for the Nu Html Checker: install it with `sudo apt-get install -y default-jre-headless`.",
  );
  process.exit(1);
}

const jar = createRequire(import.meta.url)("vnu-jar") as string;
const files = [...htmlFiles("build/client")];
const run = spawnSync("java", ["-Xss4m", "-jar", jar, "--errors-only", "--format", "gnu", ...files], {
  encoding: "utf8",
});
const output = `${run.stdout}${run.stderr}`.trim();
if (run.status !== 0 || output) {
  console.error(output);
  console.error(`Nu Html Checker: errors in the prerendered HTML (${files.length} files checked).`);
  process.exit(1);
}
console.log(`Nu Html Checker: ${files.length} prerendered pages, 0 errors.`);
