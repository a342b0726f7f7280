/**
 * What Foundry knows from its scenes, tokens and dialogs and the sandbox must ask for instead: where the party
 * is (the area and its terrain), who carries the light, who navigates and how the party travels, the season
 * for camp, and the modifiers for reaction and morale rolls. Kept in localStorage; no rules here, only the
 * settings the clock panel's buttons read when they become intents.
 */
import { AREA_KINDS, SEASONS, type Preset, type Season } from "../core";
import {
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  newArea,
  PARTY_WHERE,
  type Area,
  type DueCheckMode,
  type Intent,
  type LightStacking,
} from "../ui";

export const TABLE_VERSION = 1;
export const AREA_CHOICES = ["none", "dungeon", "wilderness"] as const;
export const METHODS = ["foot", "mounted", "pushed"] as const;

export interface TableSettings {
  readonly version: typeof TABLE_VERSION;
  readonly area: {
    readonly type: (typeof AREA_CHOICES)[number];
    readonly name: string;
    readonly level: (typeof AREA_KINDS)[number];
    readonly where: (typeof PARTY_WHERE)[number];
    readonly terrain: string;
  };
  /** Who "Light a torch" lights for, and what a light button lights. */
  readonly bearer: string;
  readonly source: string;
  /** The navigator's save score (Cunning in the four-watches text). */
  readonly score: number;
  readonly advantage: boolean;
  readonly disadvantage: boolean;
  readonly method: (typeof METHODS)[number];
  readonly road: boolean;
  readonly inclement: boolean;
  /** A map or a landmark in sight: no navigation save. */
  readonly guided: boolean;
  /** Explore the hex as well as cross it. */
  readonly search: boolean;
  readonly season: Season;
  readonly tents: boolean;
  readonly modifier: number;
  readonly morale: number;
  /** The session's options the sandbox lets the game master choose (Foundry's settings). */
  readonly dueChecks: DueCheckMode;
  readonly lightStacking: LightStacking;
}

/** The sample party (the same people as in the sample fight). */
export const PARTY = ["varda", "brakka", "osric", "elowen"] as const;

export function terrainsOf(preset: Preset): string[] {
  return Object.keys(preset.wilderness.travel.terrain);
}

export function defaultTable(preset: Preset, areaName: string): TableSettings {
  return {
    version: TABLE_VERSION,
    area: {
      type: "dungeon",
      name: areaName,
      level: "normal",
      where: "hall",
      terrain: terrainsOf(preset)[0] ?? "",
    },
    bearer: PARTY[0],
    source: preset.lights.sources[0]?.id ?? "torch",
    score: 12,
    advantage: false,
    disadvantage: false,
    method: "foot",
    road: false,
    inclement: false,
    guided: false,
    search: false,
    season: "summer",
    tents: false,
    modifier: 0,
    morale: 7,
    dueChecks: "auto",
    lightStacking: "alongside",
  };
}

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
const num = (value: unknown, fallback: number) =>
  typeof value === "number" && Number.isSafeInteger(value) ? value : fallback;
const bool = (value: unknown, fallback: boolean) => (typeof value === "boolean" ? value : fallback);
const str = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

/** Stored settings read back field by field; anything missing or odd takes the default. */
export function loadTable(input: unknown, preset: Preset, fallback: TableSettings): TableSettings {
  if (input === null || typeof input !== "object") return fallback;
  const raw = input as Record<string, unknown>;
  const area = (raw.area ?? {}) as Record<string, unknown>;
  const terrains = terrainsOf(preset);
  const sources = preset.lights.sources.map((s) => s.id);
  return {
    version: TABLE_VERSION,
    area: {
      type: pick(AREA_CHOICES, area.type, fallback.area.type),
      name: str(area.name, fallback.area.name),
      level: pick(AREA_KINDS, area.level, fallback.area.level),
      where: pick(PARTY_WHERE, area.where, fallback.area.where),
      terrain: pick(terrains, area.terrain, fallback.area.terrain),
    },
    bearer: pick(PARTY, raw.bearer, PARTY[0]),
    source: pick(sources, raw.source, fallback.source),
    score: num(raw.score, fallback.score),
    advantage: bool(raw.advantage, false),
    disadvantage: bool(raw.disadvantage, false),
    method: pick(METHODS, raw.method, "foot"),
    road: bool(raw.road, false),
    inclement: bool(raw.inclement, false),
    guided: bool(raw.guided, false),
    search: bool(raw.search, false),
    season: pick(SEASONS, raw.season, fallback.season),
    tents: bool(raw.tents, false),
    modifier: num(raw.modifier, 0),
    morale: num(raw.morale, fallback.morale),
    dueChecks: pick(DUE_CHECK_MODES, raw.dueChecks, fallback.dueChecks),
    lightStacking: pick(LIGHT_STACKING, raw.lightStacking, fallback.lightStacking),
  };
}

/** The area the settings describe, as the session stores it (null: nowhere in particular). */
export function areaOf(settings: TableSettings): Area | null {
  const { type, name, level, where, terrain } = settings.area;
  if (type === "none") return null;
  const base = newArea(type, name);
  return type === "dungeon" ? { ...base, level, where } : { ...base, terrain };
}

export interface Member {
  readonly id: string;
  readonly name: string;
}

/**
 * What a clock panel button asks for, as a session intent: the button's own data, the duration typed in
 * beside it, and the table's settings for what Foundry would read from the scene or a dialog. Null for a
 * button the sandbox does not know.
 */
export function clockIntent(
  action: string,
  data: {
    readonly id?: string;
    readonly unit?: string;
    readonly timer?: string;
    readonly entry?: string;
    readonly duration?: string;
  },
  settings: TableSettings,
  nameOf: (member: string) => string,
): Intent | null {
  const whole = (text: string | undefined) =>
    text !== undefined && /^\d+$/.test(text) ? Number(text) : null;
  switch (action) {
    case "advanceUnit":
      return data.unit ? { type: "advanceUnit", unit: data.unit } : null;
    case "advanceBy": {
      const by = data.duration?.trim() ?? "";
      return by === "" ? null : { type: "advance", by };
    }
    case "action":
      return data.id ? { type: "action", action: data.id } : null;
    case "rest":
      return { type: "rest" };
    case "camp":
      return {
        type: "camp",
        season: settings.season,
        tents: settings.tents,
        members: PARTY.map(nameOf),
        ...(settings.area.type === "wilderness" ? { terrain: settings.area.terrain } : {}),
      };
    case "travel":
      return {
        type: "travelHex",
        terrain: settings.area.terrain,
        method: settings.method,
        road: settings.road,
        inclement: settings.inclement,
        search: settings.search,
        guided: settings.guided,
        navigator: {
          score: settings.score,
          advantage: settings.advantage,
          disadvantage: settings.disadvantage,
        },
      };
    case "checkEncounter":
      return { type: "checkEncounter" };
    case "loud":
      return { type: "checkEncounter", loud: true };
    case "lightTorch":
      return {
        type: "light",
        owner: settings.bearer,
        ownerName: nameOf(settings.bearer),
        source: settings.source,
      };
    case "extinguish":
      return data.timer ? { type: "extinguish", timer: data.timer } : null;
    case "rollDue":
    case "dismissDue": {
      const id = whole(data.id);
      return id === null ? { type: action } : { type: action, id };
    }
    case "undo": {
      const entry = whole(data.entry);
      return entry === null ? { type: "undo" } : { type: "undo", entry };
    }
    case "reaction":
      return { type: "reaction", modifier: settings.modifier };
    case "morale":
      return { type: "morale", score: settings.morale };
    default:
      return null;
  }
}
