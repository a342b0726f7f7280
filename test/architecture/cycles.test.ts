import path from "node:path";
import { describe, expect, it } from "vitest";
import { listFiles } from "./files";
import { importCycles, importGraph } from "./imports";

const root = path.resolve(import.meta.dirname, "../..");
const relative = (file: string) => path.relative(root, file);

describe("the import graph", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a.ts", ["b.ts"]],
      ["b.ts", ["c.ts"]],
      ["c.ts", ["a.ts"]],
      ["d.ts", ["a.ts"]],
    ]);
    expect(importCycles(graph)).toEqual([["a.ts", "b.ts", "c.ts"]]);
  });

  it("has no cycle anywhere in src", () => {
    const files = listFiles(path.join(root, "src"), /(?<!\.d)\.ts$/);
    const cycles = importCycles(importGraph(files)).map((cycle) => cycle.map(relative));
    expect(cycles).toEqual([]);
  });
});
