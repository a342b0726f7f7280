/**
 * How the bundle is split into what every client loads at start and what waits for a dynamic import(),
 * on a build folder written as Vite and Terser write one, and what must wait (the size guard and these checks on
 * the real build are in module-build.test.ts).
 */
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { atStartTooSoon, bundleParts, staticImports } from "../../scripts/bundle-parts";

function buildFolder(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "tk-parts-"));
  for (const [file, code] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), code);
  }
  return dir;
}

describe("the start and lazy parts of the bundle", () => {
  it("reads static imports and re-exports, not dynamic imports, import.meta or preload lists", () => {
    const code =
      'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["chunks/lazy-B.js"])))=>i.map(i=>d[i]);\n' +
      'import{t as e}from"./chunks/shared-A.js";import"./chunks/side.js";export{x}from"../up.js";' +
      'const u=import.meta.url;async function r(){return(await import("./chunks/lazy-B.js")).lazy()+e()}' +
      "export{r as go};";
    expect(staticImports(code)).toEqual(["./chunks/shared-A.js", "./chunks/side.js", "../up.js"]);
  });

  it("follows static imports from the entry through chunks, and leaves dynamically imported chunks for later", () => {
    const dir = buildFolder({
      "turnkeeper.js": 'import{t as e}from"./chunks/shared-A.js";const l=()=>import("./chunks/lazy-B.js");',
      "chunks/shared-A.js": 'import{d}from"./deep-C.js";var a=()=>d;export{a as t};',
      "chunks/deep-C.js": "export const d=1;",
      "chunks/lazy-B.js":
        'import{t as a}from"./shared-A.js";import{x}from"../turnkeeper.js";export const lazy=a;',
    });
    const { start, lazy } = bundleParts(dir);
    expect(start.files).toEqual(["chunks/deep-C.js", "chunks/shared-A.js", "turnkeeper.js"]);
    expect(lazy.files).toEqual(["chunks/lazy-B.js"]);
    expect(start.gzipKb).toBeGreaterThan(lazy.gzipKb);
    expect(lazy.gzipKb).toBeGreaterThan(0);
  });

  it("has nothing for later when everything is in the entry", () => {
    const { start, lazy } = bundleParts(buildFolder({ "turnkeeper.js": "export const a=1;" }));
    expect(start.files).toEqual(["turnkeeper.js"]);
    expect(lazy).toEqual({ files: [], gzipKb: 0 });
  });
});

describe("what must wait for later", () => {
  const chunks = { writer: "the writing session", "panel-actions": "the panel's buttons" };
  const markers = { "timer.unknownEntry": "undoing the log" };

  it("is in place when each part has its chunk loaded later and the start has none of their strings", () => {
    const dir = buildFolder({
      "turnkeeper.js":
        'const w=()=>import("./chunks/writer-BnJ5-ywc.js"),p=()=>import("./chunks/panel-actions-yiHlKzxi.js");' +
        'const e="timer.badPeriod";',
      "chunks/writer-BnJ5-ywc.js": 'export const u=()=>"timer.unknownEntry";',
      "chunks/panel-actions-yiHlKzxi.js": "export const a=1;",
    });
    expect(atStartTooSoon(dir, chunks, markers)).toEqual([]);
  });

  it("names a part whose chunk is gone (its module imported at start) and a marker found at start", () => {
    const dir = buildFolder({
      "turnkeeper.js":
        'import{s}from"./chunks/start-Ab12Cd34.js";const p=()=>import("./chunks/panel-actions-yiHlKzxi.js");',
      "chunks/start-Ab12Cd34.js": 'export const s=()=>"timer.unknownEntry";',
      "chunks/panel-actions-yiHlKzxi.js": "export const a=1;",
      // A chunk whose name only begins like a part's is not that part's.
      "chunks/writer-kit-Zz99Yy88.js": "export const k=1;",
    });
    expect(atStartTooSoon(dir, chunks, markers)).toEqual([
      "the writing session: no chunks/writer-*.js loaded later",
      "undoing the log: timer.unknownEntry at start",
    ]);
  });
});
