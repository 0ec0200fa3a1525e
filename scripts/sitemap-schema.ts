/**
 * Validates a sitemap against the sitemaps.org 0.9 XML Schema (scripts/schemas/sitemap.xsd), with
 * the language alternates' `xhtml:link` declared (xhtml-link.xsd), using libxml2's xmllint compiled
 * to WebAssembly (`xmllint-wasm`): no network, no system package.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(new URL(`./schemas/${fileName}`, import.meta.url), "utf8"),
});
const SCHEMA = schemaFile("sitemap-with-alternates.xsd");
/** The schemas it imports. */
const IMPORTED = [schemaFile("sitemap.xsd"), schemaFile("xhtml-link.xsd")];

export interface SitemapValidation {
  valid: boolean;
  /** xmllint's messages, each with its line: `sitemap.xml:3: Schemas validity error : …`. */
  errors: string[];
}

export async function validateSitemap(xml: string): Promise<SitemapValidation> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [SCHEMA],
    preload: IMPORTED,
  });
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) };
}
