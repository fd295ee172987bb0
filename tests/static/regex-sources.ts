import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/*
 * Every regular expression written in the source of some trees, read with the TypeScript parser
 * (so a "/" that divides is never taken for a pattern): regex literals, RegExp(…) and new
 * RegExp(…) with a constant source, and strings given to match/matchAll/search, which compile
 * them as patterns. A RegExp built from anything else cannot be checked here and is returned
 * apart, for a person to look at.
 */

export const repositoryRoot = path.resolve(import.meta.dirname, "../..");

export interface SourcePattern {
  /** path from the repository root, with forward slashes */
  file: string;
  line: number;
  source: string;
  flags: string;
  how: "literal" | "RegExp" | "string pattern";
}

export interface DynamicRegExp {
  file: string;
  line: number;
  /** the expression text of the call's arguments, whitespace collapsed */
  argumentsText: string;
}

export interface Census {
  files: string[];
  patterns: SourcePattern[];
  dynamic: DynamicRegExp[];
}

const SOURCE_FILE = /\.(?:[cm]?[jt]s|tsx|jsx)$/;

export function sourceFiles(trees: readonly string[]): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repositoryRoot, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (SOURCE_FILE.test(entry.name)) found.push(relative);
    }
  };
  for (const tree of trees) walk(tree);
  return found.sort();
}

export function collectPatterns(trees: readonly string[]): Census {
  const files = sourceFiles(trees);
  const patterns: SourcePattern[] = [];
  const dynamic: DynamicRegExp[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(repositoryRoot, file), "utf8");
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
    const lineOf = (node: ts.Node) => sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
    const visit = (node: ts.Node) => {
      if (ts.isRegularExpressionLiteral(node)) {
        patterns.push({ file, line: lineOf(node), ...splitLiteral(node.text), how: "literal" });
      } else if ((ts.isNewExpression(node) || ts.isCallExpression(node)) && isRegExpConstructor(node.expression)) {
        const [sourceArgument, flagsArgument] = node.arguments ?? [];
        const fromLiteral = sourceArgument && ts.isRegularExpressionLiteral(sourceArgument) ? splitLiteral(sourceArgument.text) : null;
        const source = fromLiteral ? fromLiteral.source : constantString(sourceArgument);
        const flags = flagsArgument === undefined ? (fromLiteral?.flags ?? "") : constantString(flagsArgument);
        if (source !== null && flags !== null) patterns.push({ file, line: lineOf(node), source, flags, how: "RegExp" });
        else dynamic.push({ file, line: lineOf(node), argumentsText: (node.arguments ?? []).map((a) => a.getText(sourceFile)).join(", ").replace(/\s+/g, " ") });
      } else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ["match", "matchAll", "search"].includes(node.expression.name.text)) {
        const source = node.arguments.length === 1 ? constantString(node.arguments[0]) : null;
        if (source !== null) patterns.push({ file, line: lineOf(node), source, flags: node.expression.name.text === "matchAll" ? "g" : "", how: "string pattern" });
      }
      ts.forEachChild(node, visit);
    };
    visit(sourceFile);
  }
  return { files, patterns, dynamic };
}

function scriptKind(file: string): ts.ScriptKind {
  if (file.endsWith(".tsx")) return ts.ScriptKind.TSX;
  if (file.endsWith(".jsx")) return ts.ScriptKind.JSX;
  return /\.[cm]?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
}

function splitLiteral(text: string): { source: string; flags: string } {
  const end = text.lastIndexOf("/");
  return { source: text.slice(1, end), flags: text.slice(end + 1) };
}

function isRegExpConstructor(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === "RegExp";
  return ts.isPropertyAccessExpression(callee) && callee.name.text === "RegExp" && ts.isIdentifier(callee.expression) && callee.expression.text === "globalThis";
}

/** The value of a string known without running anything: literals, String.raw`…`, and their sums. */
function constantString(node: ts.Expression | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return constantString(node.expression);
  if (ts.isTaggedTemplateExpression(node) && ts.isNoSubstitutionTemplateLiteral(node.template) && node.tag.getText() === "String.raw") {
    return node.template.rawText ?? null;
  }
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = constantString(node.left);
    const right = constantString(node.right);
    return left !== null && right !== null ? left + right : null;
  }
  return null;
}
