/**
 * Finds layer violations in a TypeScript source: imports that leave the allowed folders, and free references
 * to host globals (Foundry, the DOM) or `Math.random`. Property names (`x.game`, `{ ui: 1 }`) don't count.
 */
import ts from "typescript";
import path from "node:path";

export interface LayerRule {
  /** Folders (absolute) that relative imports may resolve into. */
  readonly allowedDirs: readonly string[];
  /** Package imports allowed. */
  readonly allowedPackages: readonly string[];
  /** Global names that must not be referenced. */
  readonly forbiddenGlobals: readonly string[];
  readonly forbidMathRandom: boolean;
}

export function findViolations(file: string, source: string, rule: LayerRule): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const where = (node: ts.Node) =>
    `${path.basename(file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const forbidden = new Set(rule.forbiddenGlobals);

  const checkSpecifier = (spec: string, node: ts.Node) => {
    if (spec.startsWith(".")) {
      const target = path.resolve(path.dirname(file), spec);
      if (!rule.allowedDirs.some((dir) => target === dir || target.startsWith(dir + path.sep))) {
        problems.push(`${where(node)} imports ${spec}, outside its layer`);
      }
    } else if (!rule.allowedPackages.some((p) => spec === p || spec.startsWith(p + "/"))) {
      problems.push(`${where(node)} imports package ${spec}`);
    }
  };

  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      checkSpecifier((node.moduleSpecifier as ts.StringLiteral).text, node);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const arg = node.arguments[0];
      if (arg && ts.isStringLiteral(arg)) checkSpecifier(arg.text, node);
    } else if (ts.isIdentifier(node) && forbidden.has(node.text) && isFreeReference(node)) {
      problems.push(`${where(node)} references the global ${node.text}`);
    } else if (
      rule.forbidMathRandom &&
      ts.isPropertyAccessExpression(node) &&
      node.expression.getText(sf) === "Math" &&
      node.name.text === "random"
    ) {
      problems.push(`${where(node)} calls Math.random`);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return problems;
}

function isFreeReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  // `const { window: w } = x` names a property of x, not the global.
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isPropertySignature(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isMethodSignature(parent) ||
      ts.isEnumMember(parent) ||
      ts.isGetAccessor(parent) ||
      ts.isSetAccessor(parent)) &&
    parent.name === node
  ) {
    return false;
  }
  return true;
}
