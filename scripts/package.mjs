/**
 * Makes the release: release/turnkeeper.zip (the dist/ folder's contents) and release/module.json whose
 * manifest URL always points at the latest release and whose download URL points at this version's zip,
 * the way Foundry installs and updates modules by manifest URL.
 * Usage: node scripts/package.mjs [--version v1.2.3] [distDir] [releaseDir] (defaults: module.json's version,
 * dist, release). A release made from a tag passes the tag, so the manifest carries the tag's version.
 */
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { zipSync } from "fflate";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const { values, positionals } = parseArgs({
  options: { version: { type: "string" } },
  allowPositionals: true,
});
const dist = path.resolve(root, positionals[0] ?? "dist");
const out = path.resolve(root, positionals[1] ?? "release");

const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8"));
const repo = pkg.repository.url.replace(/\.git$/, "");
const manifest = JSON.parse(await readFile(path.join(dist, "module.json"), "utf8"));
if (manifest.esmodules.some((m) => m.includes("quench"))) {
  throw new Error("dist/ is a development build (it has the Quench batch); run `vite build` first.");
}
if (values.version !== undefined) {
  const version = values.version.replace(/^v/, "");
  if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version))
    throw new Error(`"${values.version}" is not a version (v1.2.3).`);
  manifest.version = version;
}
manifest.url = repo;
manifest.manifest = `${repo}/releases/latest/download/module.json`;
manifest.download = `${repo}/releases/download/v${manifest.version}/turnkeeper.zip`;
await writeFile(path.join(dist, "module.json"), JSON.stringify(manifest, null, 2) + "\n");

async function collect(dir, prefix = "") {
  const files = {};
  for (const name of await readdir(dir)) {
    const full = path.join(dir, name);
    const rel = prefix + name;
    if ((await stat(full)).isDirectory()) Object.assign(files, await collect(full, rel + "/"));
    else files[rel] = new Uint8Array(await readFile(full));
  }
  return files;
}

await mkdir(out, { recursive: true });
await writeFile(path.join(out, "turnkeeper.zip"), zipSync(await collect(dist), { level: 9 }));
await writeFile(path.join(out, "module.json"), JSON.stringify(manifest, null, 2) + "\n");
console.info(`release/turnkeeper.zip and release/module.json for v${manifest.version}`);
