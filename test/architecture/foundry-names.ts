/**
 * The Foundry names the adapter (src/foundry) touches, read from its syntax: the globals and their members
 * (`game.time.worldTime`, `CONFIG.Combat.documentClass`, `foundry.applications.api.DialogV2`), the same reached
 * through the injected env (`env.game.users.activeGM` is `game.users.activeGM`), the hooks it listens to or calls
 * (`hook:updateWorldTime`), and the methods its subclasses of Foundry's classes override (`override:_onRender`).
 */
import { readFileSync } from "node:fs";
import ts from "typescript";

/** Foundry's globals, and the name each env port stands for (src/foundry/env/ports.ts, env/globals.ts). */
const GLOBALS = new Set([
  "game",
  "CONFIG",
  "CONST",
  "Hooks",
  "ui",
  "canvas",
  "foundry",
  "fromUuid",
  "fromUuidSync",
  "Roll",
  "ChatMessage",
  "Actor",
  "Scene",
  "TokenDocument",
  "RollTable",
  "RegionDocument",
]);
const ENV_PORTS: Readonly<Record<string, string>> = {
  game: "game",
  config: "CONFIG",
  Hooks: "Hooks",
  settings: "game.settings",
  notifications: "ui.notifications",
};
/** How deep a chain is kept: `game.users.activeGM`, not the members of what it returns. */
const DEPTH: Readonly<Record<string, number>> = { game: 3, CONFIG: 3, CONST: 2, ui: 2, canvas: 3, Hooks: 2 };
const HOOK_CALLS = new Set(["on", "once", "callAll", "call"]);

function chainOf(node: ts.Expression): string[] | null {
  if (ts.isIdentifier(node)) return [node.text];
  if (node.kind === ts.SyntaxKind.ThisKeyword) return ["this"];
  // env/globals.ts reads the ready game through `ready()`.
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "ready")
    return ["game"];
  if (ts.isPropertyAccessExpression(node)) {
    const left = chainOf(node.expression);
    return left ? [...left, node.name.text] : null;
  }
  if (ts.isNonNullExpression(node) || ts.isParenthesizedExpression(node)) return chainOf(node.expression);
  return null;
}

/** The Foundry name a property chain stands for, or null when it is not Foundry's. */
function foundryName(chain: readonly string[]): string | null {
  let parts = [...chain];
  // `env.game.x`, `this.#env.config.y`, `ctx.env.Hooks.on`: the port stands for the global.
  const port = parts.findIndex((p, i) => i > 0 && parts[i - 1]?.endsWith("env") && p in ENV_PORTS);
  if (port > 0) parts = [...ENV_PORTS[parts[port]!]!.split("."), ...parts.slice(port + 1)];
  const root = parts[0];
  if (root === undefined || !GLOBALS.has(root)) return null;
  const depth = DEPTH[root] ?? parts.length;
  return parts.slice(0, depth).join(".");
}

export function foundryNames(files: readonly string[]): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const add = (name: string, where: string) => names.set(name, [...(names.get(name) ?? []), where]);
  const sources = files.map((file) =>
    ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true),
  );
  // Overrides count only in subclasses of Foundry's classes, not of the adapter's own.
  const ownClasses = new Set(
    sources.flatMap((s) =>
      s.statements.flatMap((n) => (ts.isClassDeclaration(n) && n.name ? [n.name.text] : [])),
    ),
  );
  const extendsOwn = (node: ts.Node): boolean => {
    const cls = ts.findAncestor(node, ts.isClassLike);
    const base = cls?.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0];
    return base !== undefined && ts.isIdentifier(base.expression) && ownClasses.has(base.expression.text);
  };
  for (const source of sources) {
    const file = source.fileName;
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && !ts.isPropertyAccessExpression(node.parent)) {
        const chain = chainOf(node);
        const name = chain && foundryName(chain);
        if (name && name.includes(".")) add(name, file);
      }
      if (ts.isIdentifier(node) && GLOBALS.has(node.text) && isValueUse(node)) add(node.text, file);
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
        const callee = chainOf(node.expression);
        const first = node.arguments[0];
        if (
          callee &&
          HOOK_CALLS.has(callee.at(-1) ?? "") &&
          callee.at(-2) === "Hooks" &&
          first &&
          ts.isStringLiteral(first) &&
          !first.text.startsWith("turnkeeper.")
        )
          add(`hook:${first.text}`, file);
      }
      if (
        (ts.isMethodDeclaration(node) || ts.isPropertyDeclaration(node)) &&
        node.modifiers?.some((m) => m.kind === ts.SyntaxKind.OverrideKeyword) &&
        ts.isIdentifier(node.name) &&
        !extendsOwn(node)
      )
        add(`override:${node.name.text}`, file);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return names;
}

/** A bare global used as a value (`new Roll(...)`, `fromUuid(...)`), not a type or a property name. */
function isValueUse(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent)) return false;
  if (ts.isTypeReferenceNode(parent) || ts.isQualifiedName(parent) || ts.isTypeQueryNode(parent))
    return false;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return false;
  if (ts.isShorthandPropertyAssignment(parent)) return false;
  if (ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent) || ts.isPropertyDeclaration(parent))
    return false;
  if (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) return false;
  return (
    ts.isCallExpression(parent) ||
    ts.isNewExpression(parent) ||
    ts.isBinaryExpression(parent) ||
    ts.isExpressionStatement(parent)
  );
}
