/**
 * A Vite plugin for the application shell's build-time files:
 * - every build gets an id (`__BUILD_ID__`), and the client build writes `builds/latest.json`
 *   (the current id and time) and `builds/meta/{id}.json` (this build's manifest);
 * - each locale's interface messages are written to `_i18n/{hash}/{locale}/messages.json`,
 *   the hash changing with the messages (`__I18N_HASHES__` tells the client the URLs).
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";
import { messagesUrl } from "#app/i18n/messages-url.ts";

const MESSAGES_DIR = "app/i18n/messages";

function messageFiles() {
  return readdirSync(MESSAGES_DIR)
    .filter((f) => f.endsWith(".json"))
    .map((f) => {
      const source = JSON.stringify(JSON.parse(readFileSync(join(MESSAGES_DIR, f), "utf8")));
      return { locale: f.slice(0, -5), source, hash: createHash("sha256").update(source).digest("hex").slice(0, 12) };
    });
}

export function shellFiles(): Plugin {
  // One id for the client and server builds of one `react-router build` run.
  process.env.BUILD_ID ||= `${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${randomBytes(3).toString("hex")}`;
  const buildId = process.env.BUILD_ID;
  const builtAt = new Date().toISOString();
  const messages = messageFiles();
  return {
    name: "al-ofoq:shell-files",
    config() {
      return {
        define: {
          __BUILD_ID__: JSON.stringify(buildId),
          __I18N_HASHES__: JSON.stringify(Object.fromEntries(messages.map((m) => [m.locale, m.hash]))),
        },
      };
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const m of messages) {
        this.emitFile({ type: "asset", fileName: messagesUrl(m.hash, m.locale).slice(1), source: m.source });
      }
      const assets = Object.keys(bundle)
        .filter((f) => f.startsWith("assets/"))
        .sort();
      this.emitFile({
        type: "asset",
        fileName: `builds/meta/${buildId}.json`,
        source: JSON.stringify({ id: buildId, time: builtAt, assets }),
      });
      this.emitFile({
        type: "asset",
        fileName: "builds/latest.json",
        source: JSON.stringify({ id: buildId, time: builtAt }),
      });
    },
  };
}
