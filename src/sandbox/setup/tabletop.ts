/**
 * What Foundry reads from its scenes, tokens and settings and the sandbox must be told instead: where the
 * party is (the area and its terrain), who carries the light (the token Foundry would have selected), the
 * options Foundry keeps as settings (what players may know among them), and whose eyes the page shows the table
 * through: the GM's, or the light bearer's player's. Kept in localStorage; no rules here. The procedures themselves (travel,
 * camp, lights, rolls) ask the module's own dialogs.
 */
import { AREA_KINDS, type Preset } from "../../core";
import {
  DEFAULT_PLAYER_VIEW,
  DUE_CHECK_MODES,
  LIGHT_STACKING,
  newArea,
  PARTY_WHERE,
  playerDetail,
  type Area,
  type DueCheckMode,
  type LightStacking,
  type PlayerView,
} from "../../ui";

export const TABLE_VERSION = 1;
export const AREA_CHOICES = ["none", "dungeon", "wilderness"] as const;
/** Whose eyes the page shows the table through: the GM's, or the player whose character carries the light. */
export const VIEWERS = ["gm", "player"] as const;
/** The parts of the player view the sandbox offers (it has no journal to share: its record is the GM's page). */
export const PLAYER_PARTS = ["time", "lights", "nextCheck", "danger"] as const;

export interface TableSettings {
  readonly version: typeof TABLE_VERSION;
  readonly area: {
    readonly type: (typeof AREA_CHOICES)[number];
    readonly name: string;
    readonly level: (typeof AREA_KINDS)[number];
    readonly where: (typeof PARTY_WHERE)[number];
    readonly terrain: string;
  };
  /** Who "Light a torch" lights for: the party member whose token Foundry would have selected. */
  readonly bearer: string;
  /** The session's options the sandbox lets the game master choose (Foundry's settings). */
  readonly dueChecks: DueCheckMode;
  readonly lightStacking: LightStacking;
  /** What players may know (Foundry's player view settings). */
  readonly players: PlayerView;
  readonly viewer: (typeof VIEWERS)[number];
}

/** The sample party (the same people as in the sample fight). */
export const PARTY = ["varda", "brakka", "osric", "elowen"] as const;

/** The sample party's mount, for the pushed mount's roll (R000-10): its name's key and Hit Dice. */
export const MOUNT = { name: "TURNKEEPER.Sandbox.Sample.Mount", hd: 2 } as const;

/** A member of the sample party by name. */
export function memberName(i18n: { localize(key: string): string }, id: string): string {
  return i18n.localize(`TURNKEEPER.Sandbox.Sample.Name.${id}`);
}

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
    dueChecks: "auto",
    lightStacking: "alongside",
    players: DEFAULT_PLAYER_VIEW,
    viewer: "gm",
  };
}

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;
const str = (value: unknown, fallback: string) => (typeof value === "string" ? value : fallback);

/** Stored settings read back field by field; anything missing or odd takes the default. */
export function loadTable(input: unknown, preset: Preset, fallback: TableSettings): TableSettings {
  if (input === null || typeof input !== "object") return fallback;
  const raw = input as Record<string, unknown>;
  const area = (raw.area ?? {}) as Record<string, unknown>;
  const terrains = terrainsOf(preset);
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
    dueChecks: pick(DUE_CHECK_MODES, raw.dueChecks, fallback.dueChecks),
    lightStacking: pick(LIGHT_STACKING, raw.lightStacking, fallback.lightStacking),
    players: loadPlayers(raw.players, fallback.players),
    viewer: pick(VIEWERS, raw.viewer, fallback.viewer),
  };
}

/** The player view stored, part by part; the record stays as it was (the sandbox does not offer it). */
function loadPlayers(input: unknown, fallback: PlayerView): PlayerView {
  const raw = (input ?? {}) as Partial<Record<keyof PlayerView, unknown>>;
  const part = (key: (typeof PLAYER_PARTS)[number]) => playerDetail(raw[key], fallback[key]);
  return {
    time: part("time"),
    lights: part("lights"),
    nextCheck: part("nextCheck"),
    danger: part("danger"),
    record: fallback.record,
  };
}

/** The area the settings describe, as the session stores it (null: nowhere in particular). */
export function areaOf(settings: TableSettings): Area | null {
  const { type, name, level, where, terrain } = settings.area;
  if (type === "none") return null;
  const base = newArea(type, name);
  return type === "dungeon" ? { ...base, level, where } : { ...base, terrain };
}
