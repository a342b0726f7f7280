/**
 * ARCHITECTURE.md's table of where each feature lives stays true to the tree: every feature folder in every
 * layer, and every file in it, is listed (`npx tsx scripts/feature-table.ts --write` rewrites it).
 */
import { describe, expect, it } from "vitest";
import { documentedTable, featureTable } from "../../scripts/feature-table";

describe("ARCHITECTURE.md's feature table", () => {
  it("lists each feature's files in every layer as the tree holds them", async () => {
    const { table } = documentedTable();
    expect(table, "run `npx tsx scripts/feature-table.ts --write`").toBe(await featureTable());
  });
});
