/**
 * Words a GM reads at a glance (issue 21): no "(s)" or "(ies)" hedging a plural in lang/en.json, since a key
 * names its plural categories instead (src/ui/i18n/plurals.ts), and every such key has English's two.
 */
import { describe, expect, it } from "vitest";
import en from "../../lang/en.json";
import { translations } from "../fakes/foundry";

const CATEGORIES = ["zero", "one", "two", "few", "many", "other"];

/** Every object in the language file that names plural categories (a unit's short form beside them), with its key. */
function pluralObjects(tree: unknown, prefix = ""): [string, Record<string, unknown>][] {
  if (tree === null || typeof tree !== "object") return [];
  const node = tree as Record<string, unknown>;
  const plural =
    typeof node.other === "string" && Object.keys(node).every((k) => CATEGORIES.includes(k) || k === "short");
  const own: [string, Record<string, unknown>][] = plural ? [[prefix, node]] : [];
  return [
    ...own,
    ...Object.entries(node).flatMap(([k, v]) => pluralObjects(v, prefix ? `${prefix}.${k}` : k)),
  ];
}

describe("words", () => {
  it('hedge no plural with "(s)", "(es)" or "(ies)"', () => {
    const hedged = [...translations].filter(([, text]) => /\w\((s|es|ies)\)/.test(text)).map(([k]) => k);
    expect(hedged).toEqual([]);
  });

  it("give every plural key English's two categories, one and other", () => {
    const plurals = pluralObjects(en);
    expect(plurals.length).toBeGreaterThan(10);
    const incomplete = plurals.filter(([, node]) => typeof node.one !== "string").map(([key]) => key);
    expect(incomplete).toEqual([]);
  });
});
