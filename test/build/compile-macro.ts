/**
 * Compiles a macro's source against a declaration file, as a macro or module author's editor would, with
 * nothing else but the standard library and what the file itself imports: the messages the compiler gives.
 * The macro is served from memory beside the declarations, which it imports as "./<name>".
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  types: [],
  strict: true,
  noEmit: true,
  // Library declarations (valibot's, the standard library) are taken as read; see below for the file's own.
  skipLibCheck: true,
};

export function compileMacro(declarations: string, source: string): string[] {
  const dir = path.dirname(declarations);
  // The declarations served as a source file beside the macro: the compiler checks every one of them.
  const served = new Map([
    [path.join(dir, "macro.ts"), source],
    [declarations.replace(/\.d\.ts$/, ".ts"), readFileSync(declarations, "utf8")],
  ]);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, version, ...rest) => {
    const text = served.get(name);
    return text === undefined
      ? getSourceFile(name, version, ...rest)
      : ts.createSourceFile(name, text, version);
  };
  host.fileExists = (name) => served.has(name) || fileExists(name);
  host.readFile = (name) => served.get(name) ?? readFile(name);
  const program = ts.createProgram([...served.keys()], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
}
