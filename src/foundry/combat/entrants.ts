/**
 * Foundry combatants as the tracker's entrants: name, picture, whether the viewer controls them, side
 * (token disposition), surprise, initiative die and order, the Recovery Time last used, and the weapons
 * whose speed gives a Recovery Time in systems that have one.
 */
import { SURPRISES, type Surprise } from "../../core";
import type { RecoveryOption, TrackerEntrant } from "../../ui/combat";
import type { UserLike } from "../env/users";
import type { CombatantLike, ItemLike } from "./ports";
import { combatantFlags } from "./store";

/** `CONST.TOKEN_DISPOSITIONS` as sides: FRIENDLY 1, NEUTRAL 0, HOSTILE -1, SECRET -2. */
const DISPOSITION_SIDES: Readonly<Record<number, string>> = {
  1: "party",
  0: "neutral",
  [-1]: "foes",
  [-2]: "foes",
};

export function sideOf(c: CombatantLike): string {
  const own = combatantFlags(c).side;
  if (typeof own === "string" && own.trim() !== "") return own;
  // Without a token (or with a disposition not listed), the side follows who owns it.
  return DISPOSITION_SIDES[c.token?.disposition ?? NaN] ?? (c.hasPlayerOwner ? "party" : "foes");
}

export function surpriseOf(c: CombatantLike): Surprise {
  const s = combatantFlags(c).surprise;
  return typeof s === "string" && SURPRISES.includes(s) ? s : "none";
}

/** Paths where systems keep a weapon's speed (HackMaster-like `speed`, AD&D-like `speedFactor`). */
const SPEED_PATHS: readonly (readonly string[])[] = [
  ["speed"],
  ["speed", "value"],
  ["weaponSpeed"],
  ["speedFactor"],
  ["speedfactor"],
];

export function itemSpeed(item: ItemLike): number | null {
  for (const path of SPEED_PATHS) {
    let value: unknown = item.system;
    for (const key of path) {
      value =
        value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined;
    }
    const n = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : value;
    if (typeof n === "number" && Number.isInteger(n) && n >= 1) return n;
  }
  return null;
}

/** The combatant's items with a speed, as Recovery Time options. */
export function weaponOptions(c: CombatantLike): RecoveryOption[] {
  return [...(c.actor?.items ?? [])].flatMap((item) => {
    const speed = itemSpeed(item);
    return speed === null ? [] : [{ id: `item.${item.id ?? item.name}`, label: item.name, recovery: speed }];
  });
}

export function entrantOf(c: CombatantLike, viewer: UserLike | null): TrackerEntrant {
  const flags = combatantFlags(c);
  const recovery = flags.recovery;
  return {
    id: c.id ?? "",
    name: c.name ?? "",
    img: c.img ?? null,
    hidden: c.hidden === true,
    canAct: viewer !== null && (viewer.isGM || c.testUserPermission(viewer, "OWNER")),
    side: sideOf(c),
    surprise: surpriseOf(c),
    initiativeDie: typeof flags.die === "string" && flags.die !== "" ? flags.die : null,
    initiativeOrder: typeof flags.order === "number" && Number.isFinite(flags.order) ? flags.order : 0,
    recovery:
      recovery !== undefined && typeof recovery.recovery === "number"
        ? { label: typeof recovery.label === "string" ? recovery.label : null, recovery: recovery.recovery }
        : null,
    recoveryOptions: weaponOptions(c),
  };
}
