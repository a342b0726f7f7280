/**
 * The roll tables compendium, made from the core's own tables so the two never drift: the overloaded
 * encounter tables (dungeon and wilderness), the veer table, natural shelter by season and the reaction
 * table. Each becomes a RollTable source document (one JSON file per table under packs/tables, with `_key`s
 * for the Foundry CLI); test/foundry/tables/packs.test.ts fails when the committed files differ from this.
 */
import {
  BUILT_IN_PRESETS,
  SEASONS,
  type BandTable,
  type EncounterEffect,
  type Localizer,
  type ReactionResult,
  type Season,
  type Veer,
  type WildernessRules,
} from "../../core";

export interface TableResultSource {
  readonly _id: string;
  readonly _key: string;
  readonly type: "text";
  readonly name: string;
  readonly description: string;
  readonly img: string;
  readonly weight: number;
  readonly range: readonly [number, number];
  readonly drawn: false;
  readonly flags: Record<string, never>;
}

export interface TableSource {
  readonly _id: string;
  readonly _key: string;
  readonly name: string;
  readonly img: string;
  readonly description: string;
  readonly formula: string;
  readonly replacement: true;
  readonly displayRoll: true;
  readonly folder: null;
  readonly sort: number;
  readonly ownership: { readonly default: 0 };
  readonly flags: { readonly turnkeeper: { readonly source: string } };
  readonly results: readonly TableResultSource[];
  readonly _stats: { readonly coreVersion: string };
}

const ALNUM = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** A stable 16-character document id from a name (FNV-1a, stretched), so regenerating keeps every id. */
export function stableId(seed: string): string {
  let h = 0x811c9dc5;
  let out = "";
  for (let round = 0; out.length < 16; round++) {
    for (const ch of `${seed}#${round}`) {
      h ^= ch.charCodeAt(0);
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    let n = h;
    for (let i = 0; i < 4 && out.length < 16; i++) {
      out += ALNUM[n % ALNUM.length];
      n = Math.floor(n / ALNUM.length);
    }
  }
  return out;
}

interface Row {
  readonly range: readonly [number, number];
  readonly text: string;
}

function table(file: string, name: string, description: string, formula: string, rows: Row[], sort: number) {
  const id = stableId(`table:${file}`);
  const source: TableSource = {
    _id: id,
    _key: `!tables!${id}`,
    name,
    img: "icons/svg/d20-grey.svg",
    description,
    formula,
    replacement: true,
    displayRoll: true,
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: { turnkeeper: { source: file } },
    results: rows.map((row, index) => {
      const resultId = stableId(`result:${file}:${index}`);
      return {
        _id: resultId,
        _key: `!tables.results!${id}.${resultId}`,
        type: "text",
        name: row.text,
        description: row.text,
        img: "icons/svg/d20-black.svg",
        weight: 1,
        range: [row.range[0], row.range[1]],
        drawn: false,
        flags: {},
      };
    }),
    _stats: { coreVersion: "13.345" },
  };
  return { file: `${file}.json`, source };
}

function bands<T>(t: BandTable<T>, text: (result: T) => string): Row[] {
  return t.bands.map((b) => ({ range: [b.min, b.max] as const, text: text(b.result) }));
}

export interface GeneratedTable {
  readonly file: string;
  readonly source: TableSource;
}

/** The compendium's words: `TURNKEEPER.Pack.<key>` from the localizer (lang/en.json). */
type PackWords = (key: string, data?: Record<string, string | number>) => string;

function effectText(f: PackWords, e: EncounterEffect): string {
  switch (e.type) {
    case "lightTick":
      return f("Effect.lightTick", { count: e.ticks });
    case "fatigue":
      return f("Effect.fatigue", { count: e.slots });
    case "custom":
      return e.text;
    default:
      return f(`Effect.${e.type}`);
  }
}

/** The overloaded encounter tables of the six-watch rules, dungeon and wilderness. */
function encounterTables(f: PackWords): GeneratedTable[] {
  const six = BUILT_IN_PRESETS["six-watches"];
  const effect = (e: EncounterEffect) => effectText(f, e);
  const out: GeneratedTable[] = [];
  const dungeonCheck = six.dungeon.encounters.check;
  if (dungeonCheck.kind === "table") {
    out.push(
      table(
        "overloaded-dungeon",
        f("Dungeon.name"),
        f("Dungeon.description"),
        dungeonCheck.table.formula,
        bands(dungeonCheck.table, effect),
        100,
      ),
    );
  }
  const wildCheck = six.wilderness.encounters.check;
  if (wildCheck.kind === "table") {
    out.push(
      table(
        "overloaded-wilderness",
        f("Wilderness.name"),
        f("Wilderness.description"),
        wildCheck.table.formula,
        bands(wildCheck.table, effect),
        200,
      ),
    );
  }
  return out;
}

/** Which way a lost party veers (the four-watch rules). */
function veerTables(f: PackWords): GeneratedTable[] {
  const lost = BUILT_IN_PRESETS["four-watches"].wilderness.navigation?.lost;
  if (!lost) return [];
  const rows = bands(lost, (v: Veer) => f(`Veer.${v}`));
  return [table("veer", f("Veer.name"), f("Veer.description"), lost.formula, rows, 300)];
}

type ShelterRules = NonNullable<WildernessRules["shelter"]>;

/** A season's shelter rows: for each stretch of the die, the terrains where a roll in it finds shelter. */
function shelterRows(f: PackWords, shelter: ShelterRules, season: Season): Row[] {
  // The text's rows: one terrain id stands for each (the forest kinds share the Forest row).
  const rows = ["lightForest", "hills", "mountains", "grassland", "swamp"] as const;
  const chance = (terrain: string) => {
    const c = shelter.terrain[terrain]?.[season];
    return c === "always" ? shelter.die : (c ?? 0);
  };
  const cuts = [...new Set(rows.map(chance))].sort((a, b) => a - b);
  const results: Row[] = [];
  let from = 1;
  for (const cut of [...cuts, shelter.die]) {
    if (cut < from) continue;
    const found = rows.filter((r) => chance(r) >= cut).map((r) => f(`Shelter.terrain.${r}`));
    results.push({
      range: [from, cut],
      text: found.length > 0 ? f("Shelter.found", { terrains: found.join(", ") }) : f("Shelter.none"),
    });
    from = cut + 1;
  }
  return results;
}

/** Natural shelter, one table per season (the four-watch rules). */
function shelterTables(f: PackWords): GeneratedTable[] {
  const shelter = BUILT_IN_PRESETS["four-watches"].wilderness.shelter;
  if (!shelter) return [];
  return SEASONS.map((season, s) =>
    table(
      `shelter-${season}`,
      f("Shelter.name", { season: f(`Shelter.season.${season}`) }),
      f("Shelter.description"),
      `1d${shelter.die}`,
      shelterRows(f, shelter, season),
      400 + s,
    ),
  );
}

function reactionTable(f: PackWords): GeneratedTable {
  const reaction = BUILT_IN_PRESETS["six-watches"].social.reaction;
  const rows = bands(reaction, (r: ReactionResult) => f(`Reaction.${r.attitude}`));
  return table("reaction", f("Reaction.name"), f("Reaction.description"), reaction.formula, rows, 500);
}

/** Every table of the compendium, with words from the localizer (lang/en.json). */
export function buildTables(i18n: Localizer): GeneratedTable[] {
  const f: PackWords = (key, data) => i18n.format(`TURNKEEPER.Pack.${key}`, data);
  return [...encounterTables(f), ...veerTables(f), ...shelterTables(f), reactionTable(f)];
}
