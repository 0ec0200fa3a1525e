/**
 * The graph of the code's own imports, type imports included (TypeScript erases those, but a
 * circle through them still ties the files together: neither can be read or moved alone).
 * ESLint's import-x/no-cycle skips type imports, so the layers test walks this graph instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

/** package.json "imports": `#app/*` → `./app/*`. */
function subpathImports(root: string): [prefix: string, target: string][] {
  const imports = JSON.parse(readFileSync(join(root, "package.json"), "utf8")).imports as Record<string, string>;
  return Object.entries(imports).map(([from, to]) => [from.replace(/\*$/, ""), to.replace(/\*$/, "")]);
}

const SPECIFIER = /(?:\bfrom|\bimport|\bexport\s*\*\s*from)\s*\(?\s*["']([^"'\n]+)["']/g;

/** The files `file` imports, relative to `root` (only the project's own, by its import forms). */
export function importsOf(root: string, file: string, prefixes = subpathImports(root)): string[] {
  const out = new Set<string>();
  for (const [, raw] of readFileSync(join(root, file), "utf8").matchAll(SPECIFIER)) {
    const spec = raw.replace(/\?.*$/, "");
    const prefix = prefixes.find(([p]) => spec.startsWith(p));
    const target = prefix
      ? resolve(root, prefix[1], spec.slice(prefix[0].length))
      : spec.startsWith(".")
        ? resolve(root, dirname(file), spec)
        : undefined;
    if (target && existsSync(target) && statSync(target).isFile()) out.add(relative(root, target));
  }
  return [...out];
}

/** Every source file under `dirs` (tests and generated files left out). */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(join(root, dir))) {
      const path = join(dir, name);
      if (statSync(join(root, path)).isDirectory()) {
        if (name !== "generated" && name !== "node_modules") walk(path);
      } else if (/\.(ts|tsx|js|mjs)$/.test(name) && !/\.test\.(ts|tsx|js)$/.test(name)) out.push(path);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** The circles of the graph, each as the files around it (Tarjan's strongly connected components). */
export function circles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}
