/**
 * Each touchpoint's Quench line in docs/contract/*.md names checks that exist: `<batch>: <scenario>` where the
 * scenario's name begins with the words given (a closing remark in brackets aside), `<batch> batch`, every
 * batch, or what to check by hand. A renamed scenario, or a line that names none, fails here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { calendarBatch } from "../../../src/foundry/quench/calendar";
import { clockBatch } from "../../../src/foundry/quench/clock";
import { createCombatBatch } from "../../../src/foundry/quench/combat";
import { contractBatch } from "../../../src/foundry/quench/contract";
import { foundationBatch } from "../../../src/foundry/quench/foundation";
import { mapBatch } from "../../../src/foundry/quench/map";
import { recordBatch } from "../../../src/foundry/quench/record";
import type { ScenarioBatch } from "../../../src/foundry/quench/scenario";
import { createSystemsBatch } from "../../../src/foundry/quench/systems";
import { listFiles } from "../../architecture/files";

const unstaged = () => {
  throw new Error("not staged: only the names are read");
};

/** The batches by the word the contract's lines call them. */
const BATCHES: Record<string, ScenarioBatch> = {
  contract: contractBatch,
  foundation: foundationBatch,
  clock: clockBatch,
  combat: createCombatBatch(unstaged),
  systems: createSystemsBatch(unstaged),
  map: mapBatch,
  record: recordBatch,
  calendar: calendarBatch,
};

const root = path.resolve(import.meta.dirname, "../../..");
const lines = listFiles(path.join(root, "docs/contract"), /\.md$/).flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/^- \*\*Quench\*\*: (.+)$/gm)].map((m) => ({
    file: path.basename(file),
    text: m[1]!,
  })),
);

/** What is wrong with one part of a Quench line (the parts are split at "; "), or null. */
function problem(part: string): string | null {
  if (/^(all batches|every batch)\b/.test(part)) return null;
  const batch = /^(\w+) batch\b/.exec(part);
  if (batch) return batch[1]! in BATCHES ? null : `no batch ${batch[1]}`;
  const named = /^(\w+): (.+)$/.exec(part);
  if (!named) return "names no batch";
  const scenarios = BATCHES[named[1]!]?.scenarios;
  if (!scenarios) return `no batch ${named[1]}`;
  const words = named[2]!.replace(/ \([^()]*(\([^()]*\)[^()]*)*\)$/, "");
  return scenarios.some((s) => s.name.startsWith(words)) ? null : `no scenario begins "${words}"`;
}

/** The line's parts up to its first "by hand", which says the rest in its own words. */
function parts(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split("; ")) {
    if (part.startsWith("by hand")) break;
    out.push(part);
  }
  return out;
}

describe("the contract's Quench lines", () => {
  it("name scenarios that exist, or say what to check by hand; none says none", () => {
    expect(lines.length).toBeGreaterThan(60);
    const wrong = lines.flatMap(({ file, text }) =>
      parts(text).flatMap((part) => {
        const why = problem(part);
        return why ? [`${file}: "${part}": ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
    expect(lines.filter((l) => l.text.startsWith("none")).map((l) => `${l.file}: ${l.text}`)).toEqual([]);
    expect(lines.filter((l) => /^by hand$/.test(l.text))).toEqual([]);
  });
});
