/**
 * Assembles the installable module folder next to Vite's bundle: the manifest (version from package.json,
 * development entries added in dev builds), lang, templates, styles, docs, and the compendium packs compiled
 * to LevelDB with the official Foundry CLI.
 */
import { cp, mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import path from "node:path";
import { compilePack } from "@foundryvtt/foundryvtt-cli";

export const STATIC_DIRS = ["lang", "templates", "styles"] as const;
const STATIC_FILES = ["README.md", "LICENSE"] as const;

interface PackEntry {
  name: string;
  path: string;
}
export interface Manifest {
  version: string;
  esmodules: string[];
  packs: PackEntry[];
  [key: string]: unknown;
}

export async function readManifest(root: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(root, "module.json"), "utf8")) as Manifest;
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { version: string };
  return { ...manifest, version: pkg.version };
}

export async function writeModuleFiles(root: string, outDir: string, extraEsmodules: readonly string[] = []) {
  const manifest = await readManifest(root);
  manifest.esmodules = [...manifest.esmodules, ...extraEsmodules];
  await writeFile(path.join(outDir, "module.json"), JSON.stringify(manifest, null, 2) + "\n");
  for (const dir of STATIC_DIRS) {
    if (existsSync(path.join(root, dir)))
      await cp(path.join(root, dir), path.join(outDir, dir), { recursive: true });
  }
  for (const file of STATIC_FILES) await cp(path.join(root, file), path.join(outDir, file));
  await compilePacks(root, outDir, manifest.packs);
}

/** Compiles each pack's JSON sources (packs/<name>/*.json) into a LevelDB folder at the manifest's path. */
export async function compilePacks(root: string, outDir: string, packs: readonly PackEntry[]) {
  for (const pack of packs) {
    const src = path.join(root, "packs", pack.name);
    const dest = path.join(outDir, pack.path);
    await assertSourcesHaveKeys(src);
    await rm(dest, { recursive: true, force: true });
    await mkdir(path.dirname(dest), { recursive: true });
    await compilePack(src, dest, { log: false });
  }
}

/** The CLI silently skips a source file without `_key`; fail the build instead of shipping a short pack. */
async function assertSourcesHaveKeys(src: string) {
  for (const file of (await readdir(src)).filter((f) => f.endsWith(".json"))) {
    const doc = JSON.parse(await readFile(path.join(src, file), "utf8")) as { _key?: unknown };
    if (typeof doc._key !== "string" || doc._key === "") {
      throw new Error(`Pack source ${path.join(src, file)} has no _key; the Foundry CLI would skip it.`);
    }
  }
}
