/**
 * Builds the module once and checks what Foundry will load: every manifest path exists, every pack is a
 * LevelDB folder that the official CLI unpacks back to the same documents as the JSON sources, and what every
 * client loads at start stays within its size guard; then the release it packs, and turnkeeper.d.ts, the API's
 * types, against which a macro compiles.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { extractPack } from "@foundryvtt/foundryvtt-cli";
import { unzipSync } from "fflate";
import { atStartTooSoon, bundleParts, START_GZIP_GUARD_KB } from "../../scripts/bundle-parts";
import { API_TYPES_FILE } from "../../scripts/api-types";
import { compileMacro } from "./compile-macro";

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
});

describe("the built JavaScript", () => {
  it(`keeps the JavaScript every client loads at start within ${START_GZIP_GUARD_KB} KB gzipped`, () => {
    const { start, lazy } = bundleParts(dist);
    // GM-only or rarely used code goes into chunks loaded with import() (see `npm run size`).
    const parts = `start: ${start.files.join(", ")}; later: ${lazy.files.join(", ") || "nothing"}`;
    expect(start.files, parts).toContain("turnkeeper.js");
    expect(start.gzipKb, parts).toBeLessThanOrEqual(START_GZIP_GUARD_KB);
  });

  it("loads the GM's and rarely used parts later, never at start (LATER_CHUNKS, LATER_MARKERS)", () => {
    expect(atStartTooSoon(dist)).toEqual([]);
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
});

describe("the built compendium packs", () => {
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
});

/** Packs the built folder into a release (scripts/package.mjs): its manifest, and the zip's files. */
function pack(...args: string[]) {
  const out = mkdtempSync(path.join(tmpdir(), "tk-release-"));
  execFileSync("node", ["scripts/package.mjs", ...args, dist, out], { cwd: root, stdio: "pipe" });
  const release = JSON.parse(readFileSync(path.join(out, "module.json"), "utf8")) as Record<string, string>;
  const zipped = unzipSync(new Uint8Array(readFileSync(path.join(out, "turnkeeper.zip"))));
  const inZip = JSON.parse(new TextDecoder().decode(zipped["module.json"])) as Record<string, string>;
  return { release, zipped, inZip };
}

describe("the release", () => {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    version: string;
    repository: { url: string };
  };

  it("packages a release zip and a manifest pointing at the latest GitHub release", () => {
    const { release, zipped, inZip } = pack();
    expect(release["manifest"]).toBe(`${pkg.repository.url}/releases/latest/download/module.json`);
    expect(release["download"]).toBe(
      `${pkg.repository.url}/releases/download/v${pkg.version}/turnkeeper.zip`,
    );
    expect(release["version"]).toBe(pkg.version);
    expect(inZip).toEqual(release);
    for (const file of [...manifest.esmodules, ...manifest.styles, "lang/en.json", API_TYPES_FILE]) {
      expect(zipped[file], file).toBeDefined();
    }
    expect(Object.keys(zipped).some((f) => f.startsWith(`${manifest.packs[0]?.path}/`))).toBe(true);
  });

  it("gives a release made from a tag the tag's version, and downloads that version's zip", () => {
    const { release, inZip } = pack("--version", "v9.8.7");
    expect(release["version"]).toBe("9.8.7");
    expect(release["download"]).toBe(`${pkg.repository.url}/releases/download/v9.8.7/turnkeeper.zip`);
    expect(inZip).toEqual(release);
    expect(() => pack("--version", "latest")).toThrow(/not a version/);
  });
});

describe("turnkeeper.d.ts, the API's types for macros and modules", () => {
  const declarations = path.join(dist, API_TYPES_FILE);

  it("is one file that imports nothing of the project's (only valibot's types)", () => {
    const text = readFileSync(declarations, "utf8");
    const imported = [...text.matchAll(/^(?:import|export) .* from ["']([^"']+)["']/gm)].map((m) => m[1]);
    expect(imported).toEqual(["valibot"]);
    for (const name of ["TurnkeeperApi", "TurnkeeperCombatApi", "TurnkeeperHooks", "SessionEventMap"])
      expect(text, name).toMatch(new RegExp(`^export (interface|type) ${name}\\b`, "m"));
  });

  it("types a macro's calls and a module's hook listeners, and refuses what they do not take", () => {
    const macro = `
      import type { TurnkeeperApi, TurnkeeperHooks } from "./turnkeeper";
      declare const game: { modules: { get(id: string): { api?: unknown } | undefined } };
      declare const Hooks: { on<K extends keyof TurnkeeperHooks>(hook: K, listener: TurnkeeperHooks[K]): number };

      const tk = game.modules.get("turnkeeper")?.api as TurnkeeperApi;
      const moved = await tk.advance("1 turn");
      if (!moved.ok) console.warn(moved.error.code);
      Hooks.on("turnkeeper.lightLit", (light) => console.info(light.owner, light.source));
      Hooks.on("turnkeeper.checkRolled", (rolled) => rolled.check === "morale" && console.info(rolled.breaks));
      Hooks.on("turnkeeper.combatStep", (combat, step) => console.info(combat.round, step.seconds));
      // @ts-expect-error a note is text
      await tk.advance("1 turn", { note: 3 });
      // @ts-expect-error a light that was lit names no timer
      Hooks.on("turnkeeper.lightLit", (light) => console.info(light.timer));
    `;
    expect(compileMacro(declarations, macro)).toEqual([]);
    // A whole compile, which a shared machine may slow several times over.
  }, 60_000);
});
