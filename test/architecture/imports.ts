/**
 * The import graph of a folder of TypeScript sources: each file's static imports and re-exports (type-only
 * ones too, so that a cycle through shared types is caught), resolved to files. Dynamic `import()` is left
 * out: a lazily loaded module may reach back into what loaded it without a cycle at load time.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export type ImportGraph = ReadonlyMap<string, readonly string[]>;

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(from), spec.replace(/\?.*$/, ""));
  return [base, `${base}.ts`, path.join(base, "index.ts")].find((f) => f.endsWith(".ts") && existsSync(f));
}

export function staticImports(file: string, source: string): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  return sf.statements.flatMap((node) => {
    if (!(ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) || !node.moduleSpecifier) return [];
    const target = resolve(file, (node.moduleSpecifier as ts.StringLiteral).text);
    return target ? [target] : [];
  });
}

export function importGraph(files: readonly string[]): ImportGraph {
  return new Map(files.map((file) => [file, staticImports(file, readFileSync(file, "utf8"))]));
}

/** The graph's cycles, one per strongly connected component of more than one file (or a file importing itself). */
export function importCycles(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) cycles.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return cycles;
}
