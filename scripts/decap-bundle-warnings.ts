/**
 * Known, harmless warnings printed when Decap is bundled, each listed with the reason it is
 * harmless: they are left out of the build's output and counted in one line instead; every other
 * warning is printed as before. Seven appeared at every build, from packages Decap brings, and a
 * new warning (of ours, or of a package's new version) was easy to miss among them.
 */
import type { Plugin } from "vite";

interface KnownWarning {
  /** Rolldown's code for the warning. */
  code: string;
  /** The packages (under node_modules) where it is known. */
  packages: readonly string[];
  why: string;
}

export const KNOWN_DECAP_WARNINGS: readonly KnownWarning[] = [
  {
    code: "EVAL",
    packages: ["js-sha256", "@iarna/toml"],
    why: "a direct eval of Node's require, which they reach only under Node",
  },
  {
    code: "EVAL",
    packages: ["gray-matter"],
    why: "its «---js» front-matter engine, which the CMS never uses: it reads front matter as YAML only (decision 040)",
  },
  {
    code: "MODULE_LEVEL_DIRECTIVE",
    packages: ["react-router", "react-toastify"],
    why: "«use client», which means something only where React Server Components are built",
  },
];

/** The package a module's path is in (`@scope/name` or `name`), from its last node_modules. */
export function packageOf(id: string | undefined): string | undefined {
  const parts = id?.split(/[\\/]/) ?? [];
  const at = parts.lastIndexOf("node_modules");
  if (at < 0) return undefined;
  const name = parts[at + 1];
  return name?.startsWith("@") ? `${name}/${parts[at + 2]}` : name;
}

/** The known warning a log is, if it is one. */
export function knownWarning(log: { code?: string; id?: string }): KnownWarning | undefined {
  const pkg = packageOf(log.id);
  return KNOWN_DECAP_WARNINGS.find((known) => known.code === log.code && pkg && known.packages.includes(pkg));
}

/** The plugin: drops the known warnings and, once the bundle is written, says how many and where from. */
export function knownDecapWarnings(): Plugin {
  const seen = new Map<string, number>();
  return {
    name: "known-decap-warnings",
    onLog(level, log) {
      if (level !== "warn") return;
      const known = knownWarning(log);
      if (!known) return;
      const key = `${log.code} in ${packageOf(log.id)}`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      return false;
    },
    closeBundle() {
      const count = [...seen.values()].reduce((a, b) => a + b, 0);
      const list = [...seen].map(([key, n]) => (n > 1 ? `${key} (${n})` : key)).join(", ");
      if (count)
        this.info(
          `${count} known ${count === 1 ? "warning" : "warnings"} from Decap's packages not shown ` +
            `(scripts/decap-bundle-warnings.ts says why): ${list}.`,
        );
      const gone = KNOWN_DECAP_WARNINGS.flatMap((known) =>
        known.packages.map((pkg) => `${known.code} in ${pkg}`),
      ).filter((key) => !seen.has(key));
      if (gone.length)
        this.info(
          `Listed as known but not seen: ${gone.join(", ")}; remove from KNOWN_DECAP_WARNINGS in ` +
            `scripts/decap-bundle-warnings.ts.`,
        );
    },
  };
}
