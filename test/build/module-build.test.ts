/**
 * Builds the module once and checks what Foundry will load: every manifest path exists, every pack is a
 * LevelDB folder that the official CLI unpacks back to the same documents as the JSON sources, and what every
 * client loads at start stays within its size guard.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { unzipSync } from "fflate";
import { bundleParts, START_GZIP_GUARD_KB } from "../../scripts/bundle-parts";

const root = path.resolve(import.meta.dirname, "../..");
const dist = path.join(root, "dist-test");
type Manifest = {
  esmodules: string[];
  styles: string[];
  languages: { path: string }[];
  packs: { name: string; path: string }[];
  compatibility: { minimum: string };
  socket: boolean;
};
let manifest: Manifest;

beforeAll(() => {
  execFileSync("npx", ["vite", "build", "--outDir", dist, "--logLevel", "error"], {
    cwd: root,
    stdio: "pipe",
  });
  manifest = JSON.parse(readFileSync(path.join(dist, "module.json"), "utf8")) as Manifest;
});

describe("the built module folder", () => {
  it("declares Foundry v13 as the minimum and uses the module socket", () => {
    expect(manifest.compatibility.minimum).toBe("13");
    expect(manifest.socket).toBe(true);
  });

  it("has every file the manifest names", () => {
    const paths = [...manifest.esmodules, ...manifest.styles, ...manifest.languages.map((l) => l.path)];
    expect(paths.length).toBeGreaterThan(2);
    for (const p of paths) expect(existsSync(path.join(dist, p)), p).toBe(true);
  });

  it("ships no development entry (the Quench batch stays out of release builds)", () => {
    expect(manifest.esmodules).toEqual(["turnkeeper.js"]);
  });

  it(`keeps the JavaScript every client loads at start within ${START_GZIP_GUARD_KB} KB gzipped`, () => {
    const { start, lazy } = bundleParts(dist);
    // GM-only or rarely used code goes into chunks loaded with import() (see `npm run size`).
    const parts = `start: ${start.files.join(", ")}; later: ${lazy.files.join(", ") || "nothing"}`;
    expect(start.files, parts).toContain("turnkeeper.js");
    expect(start.gzipKb, parts).toBeLessThanOrEqual(START_GZIP_GUARD_KB);
  });

  it("loads its later chunks by relative import, from the module's own folder (no preload from the server root)", () => {
    const { start, lazy } = bundleParts(dist);
    expect(lazy.files.length).toBeGreaterThan(0);
    for (const file of [...start.files, ...lazy.files]) {
      const code = readFileSync(path.join(dist, file), "utf8");
      expect(code, file).not.toContain("__vite__mapDeps");
      for (const [, target] of code.matchAll(/import\("([^"]+)"\)/g))
        expect(target, file).toMatch(/^\.\.?\//);
    }
  });

  it("packs every compendium source into LevelDB that unpacks to the same documents", async () => {
    expect(manifest.packs.length).toBeGreaterThan(0);
    for (const pack of manifest.packs) {
      const packDir = path.join(dist, pack.path);
      expect(existsSync(path.join(packDir, "CURRENT")), `${pack.name} is a LevelDB folder`).toBe(true);
      const sourceDir = path.join(root, "packs", pack.name);
      const sources = readdirSync(sourceDir)
        .filter((f) => f.endsWith(".json"))
        .map(
          (f) => JSON.parse(readFileSync(path.join(sourceDir, f), "utf8")) as { _id: string; name: string },
        );
      const out = mkdtempSync(path.join(tmpdir(), `tk-${pack.name}-`));
      await extractPack(packDir, out, {});
      const unpacked = readdirSync(out).map(
        (f) => JSON.parse(readFileSync(path.join(out, f), "utf8")) as { _id: string; name: string },
      );
      expect(unpacked.length).toBe(sources.length);
      const byId = (docs: { _id: string; name: string }[]) =>
        docs.map((d) => `${d._id}:${d.name}`).sort((a, b) => a.localeCompare(b));
      expect(byId(unpacked)).toEqual(byId(sources));
    }
  });

  it("packages a release zip and a manifest pointing at the latest GitHub release", () => {
    const out = mkdtempSync(path.join(tmpdir(), "tk-release-"));
    execFileSync("node", ["scripts/package.mjs", dist, out], { cwd: root, stdio: "pipe" });
    const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
      version: string;
      repository: { url: string };
    };
    const release = JSON.parse(readFileSync(path.join(out, "module.json"), "utf8")) as Record<string, string>;
    expect(release["manifest"]).toBe(`${pkg.repository.url}/releases/latest/download/module.json`);
    expect(release["download"]).toBe(
      `${pkg.repository.url}/releases/download/v${pkg.version}/turnkeeper.zip`,
    );
    expect(release["version"]).toBe(pkg.version);
    const zipped = unzipSync(new Uint8Array(readFileSync(path.join(out, "turnkeeper.zip"))));
    const inZip = JSON.parse(new TextDecoder().decode(zipped["module.json"])) as Record<string, string>;
    expect(inZip).toEqual(release);
    for (const file of [...manifest.esmodules, ...manifest.styles, "lang/en.json"]) {
      expect(zipped[file], file).toBeDefined();
    }
    expect(Object.keys(zipped).some((f) => f.startsWith(`${manifest.packs[0]?.path}/`))).toBe(true);
  });
});
