/** Every rule in shared/seeds/RULES.md is named by its ID in the title of a test that checks it. */
import { describe, expect, it } from "vitest";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { listFiles } from "./files";

const root = path.resolve(import.meta.dirname, "../..");
const rulesFile = path.resolve(root, "../shared/seeds/RULES.md");

/** Titles given to it(), test() and describe() (including .each and .prop forms). */
function titles(source: string): string[] {
  const pattern = /\b(?:it|test|describe)(?:\.\w+)*(?:\([^()]*\))?\(\s*(["'`])((?:(?!\1).)*)\1/g;
  return [...source.matchAll(pattern)].map((m) => m[2] ?? "");
}

describe("rules coverage", () => {
  it("reads the rules checklist", () => {
    expect(existsSync(rulesFile), `${rulesFile} (shared/ must sit beside the repository)`).toBe(true);
  });

  it("names every rule ID of RULES.md in a test title", () => {
    const ids = [...readFileSync(rulesFile, "utf8").matchAll(/^- (R\d{3}-\d{2}) /gm)].map((m) => m[1] ?? "");
    expect(ids.length).toBeGreaterThan(0);
    const allTitles = listFiles(path.join(root, "test"), /\.test\.ts$/).flatMap((f) =>
      titles(readFileSync(f, "utf8")),
    );
    const missing = ids.filter((id) => !allTitles.some((t) => new RegExp(`\\b${id}\\b`).test(t)));
    expect(missing).toEqual([]);
  });
});
