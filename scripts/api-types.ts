/**
 * dist/turnkeeper.d.ts: the types of the public API and of the hooks (src/foundry/setup/api-types.ts and all
 * it references) in one declaration file for macro and module authors, bundled by dts-bundle-generator. The
 * bundler compiles on its own, so it runs in a child process while the build goes on. Nothing it reaches holds
 * a Foundry type; the stored state's and the presets' types come from valibot's, which the file imports.
 */
import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export const API_TYPES_FILE = "turnkeeper.d.ts";

const HEADER = `/**
 * Turnkeeper's API, \`game.modules.get("turnkeeper").api as TurnkeeperApi\`, and its hooks, \`TurnkeeperHooks\`
 * (each hook's listener by name), for macros and modules. The stored state's and the presets' types are
 * valibot's (npm install --save-dev valibot).
 */
`;

/** The declaration file's text. */
export async function bundleApiTypes(root: string): Promise<string> {
  const bundler = createRequire(import.meta.url).resolve(
    "dts-bundle-generator/dist/bin/dts-bundle-generator.js",
  );
  const dir = await mkdtemp(path.join(tmpdir(), "tk-types-"));
  const out = path.join(dir, API_TYPES_FILE);
  try {
    const project = path.join(root, "scripts/tsconfig.api.json");
    const entry = path.join(root, "src/foundry/setup/api-types.ts");
    // Checking the bundle is the build test's (test/build/api-types.test.ts), with a macro compiled against it.
    const args = ["--silent", "--no-banner", "--no-check", "--project", project, "-o", out, entry];
    await promisify(execFile)(process.execPath, [bundler, ...args], { cwd: root });
    return HEADER + (await readFile(out, "utf8"));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
