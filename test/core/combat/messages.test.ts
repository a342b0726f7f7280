import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const source = path.join(root, "src/core/combat");
const lang = JSON.parse(readFileSync(path.join(root, "lang/en.json"), "utf8")) as {
  TURNKEEPER: { Error: { combat: Record<string, string> } };
};

describe("combat error messages", () => {
  it("every error code the engine can return has an English message", () => {
    const codes = new Set<string>();
    for (const file of readdirSync(source)) {
      const text = readFileSync(path.join(source, file), "utf8");
      for (const m of text.matchAll(/(?:combatError|incoherent)\("([a-zA-Z]+)"|"combat\.([a-zA-Z]+)"/g)) {
        codes.add(m[1] ?? m[2]!);
      }
    }
    expect(codes.size).toBeGreaterThan(20);
    const messages = lang.TURNKEEPER.Error.combat;
    const missing = [...codes].filter((code) => typeof messages[code] !== "string");
    expect(missing).toEqual([]);
  });
});
