/**
 * Validates a sitemap against the sitemaps.org 0.9 XML Schema (scripts/schemas/sitemap.xsd), with
 * libxml2's xmllint compiled to WebAssembly (`xmllint-wasm`): no network, no system package.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const SCHEMA = readFileSync(new URL("./schemas/sitemap.xsd", import.meta.url), "utf8");

export interface SitemapValidation {
  valid: boolean;
  /** xmllint's messages, each with its line: `sitemap.xml:3: Schemas validity error : …`. */
  errors: string[];
}

export async function validateSitemap(xml: string): Promise<SitemapValidation> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: "sitemap.xsd", contents: SCHEMA }],
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
