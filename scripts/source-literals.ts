/**
 * Every string a source file writes, read by its syntax (the TypeScript compiler's): each string
 * literal and each part of a template (`/colleges/${slug}` gives `/colleges/`), with its node (for
 * what surrounds it) and its line. Comments are not read. The checks of what a file may write by
 * hand use it: hard-coded page paths (hard-coded-paths.ts) and the sample content in browser specs
 * (tests/support/sample-literals.ts).
 */
import ts from "typescript";

export type StringNode = ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateLiteralLikeNode;

export interface SourceString {
  node: StringNode;
  text: string;
  line: number;
}

const isString = (node: ts.Node): node is StringNode =>
  ts.isStringLiteral(node) ||
  ts.isNoSubstitutionTemplateLiteral(node) ||
  ts.isTemplateHead(node) ||
  ts.isTemplateMiddle(node) ||
  ts.isTemplateTail(node);

/** The file's strings in the order they are written; JSX in `.tsx`, plain JavaScript in `.js`. */
export function sourceStrings(source: string, fileName: string): SourceString[] {
  const kind = /\.tsx$/.test(fileName)
    ? ts.ScriptKind.TSX
    : /\.jsx?$/.test(fileName)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const found: SourceString[] = [];
  const visit = (node: ts.Node) => {
    if (isString(node))
      found.push({ node, text: node.text, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1 });
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}
