/**
 * Where a source file names one of React Router's globals on `window` (`__reactRouterContext`,
 * `…DataRouter`, `…Manifest`, `…RouteModules`): its private state, which the site reads in one
 * place only (app/shell/router-internals.ts, decision 035). Read by syntax (the TypeScript
 * compiler's): an identifier or a property name (`window.__reactRouterManifest`, a type's member),
 * a string or a part of a template (`"__reactRouterDataRouter" in window`, `w["…"]`), a regular
 * expression, JSX text. A comment is not a finding.
 */
import ts from "typescript";
import { sourceStrings } from "#scripts/source-literals.ts";

/** What every one of those globals' names starts with. */
export const ROUTER_GLOBAL = "__reactRouter";

export interface RouterGlobalUse {
  line: number;
  /** The identifier, string or expression that names it, as written. */
  text: string;
}

const scriptKind = (fileName: string) =>
  /\.tsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.[cm]?jsx?$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;

/** Every place `source` names a React Router global, in the order written. */
export function routerGlobalUses(source: string, fileName: string): RouterGlobalUse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const found: { pos: number; use: RouterGlobalUse }[] = [];
  const visit = (node: ts.Node) => {
    const text =
      ts.isIdentifier(node) || ts.isPrivateIdentifier(node)
        ? node.text
        : ts.isRegularExpressionLiteral(node) || ts.isJsxText(node)
          ? node.getText(file)
          : undefined;
    if (text?.includes(ROUTER_GLOBAL)) found.push({ pos: node.getStart(file), use: { line: lineOf(node), text } });
    node.forEachChild(visit);
  };
  visit(file);
  for (const { node, text, line } of sourceStrings(source, fileName))
    if (text.includes(ROUTER_GLOBAL)) found.push({ pos: node.getStart(), use: { line, text } });
  return found.sort((a, b) => a.pos - b.pos).map(({ use }) => use);
}
