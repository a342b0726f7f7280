/**
 * The sandbox's fight: the engine's combat state and, beside it, what Foundry would keep on its Combatant
 * documents (names, sides, Initiative Order and die, surprise, weapons, the Recovery Time used last).
 * Intents run through the tracker's own controller (`runIntent`); this file only stores and looks up. No DOM
 * here.
 */
import * as v from "valibot";
import {
  createCombat,
  err,
  errorAt,
  ok,
  parseWith,
  restoreCombat,
  type CombatRules,
  type CombatState,
  type CombatStep,
  type CoreError,
  type DicePort,
  type Result,
  type Surprise,
} from "../../core";
import type { WorldState } from "../../ui";
import { partyNow } from "../../ui/party/times";
import {
  runIntent,
  timerCountdowns,
  type IntentAsker,
  type RecoveryChoice,
  type RecoveryOption,
  type TrackerClock,
  type TrackerEntrant,
  type TrackerIntent,
} from "../../ui/combat";

export const COMBAT_VERSION = 1;

export interface SandboxFight {
  readonly version: typeof COMBAT_VERSION;
  readonly state: CombatState;
  readonly entrants: readonly TrackerEntrant[];
}

/** The game master at the table: may do anything. */
export const GM: IntentAsker = { isGM: true, owns: () => true };

/** Speeds as Recovery Times, after the rule text's dagger (Speed 6, R003-13). Labels are localization keys. */
const WEAPON = (id: string, recovery: number): RecoveryOption => ({
  id,
  label: `TURNKEEPER.Sandbox.Sample.Weapon.${id}`,
  recovery,
});
export const WEAPONS = {
  dagger: WEAPON("dagger", 6),
  sword: WEAPON("sword", 7),
  bow: WEAPON("bow", 8),
  spear: WEAPON("spear", 8),
  spell: WEAPON("spell", 10),
  club: WEAPON("club", 9),
  claws: WEAPON("claws", 5),
} as const;

interface SampleMember {
  /** Also its name's key: TURNKEEPER.Sandbox.Sample.Name.<id>. */
  readonly id: string;
  readonly side: "party" | "foes";
  readonly initiativeOrder: number;
  readonly weapons: readonly RecoveryOption[];
  readonly hidden?: boolean;
}

/** A small party and a band of monsters; their names are localized when a fight starts. */
export const SAMPLE_ROSTER: readonly SampleMember[] = [
  { id: "varda", side: "party", initiativeOrder: 3, weapons: [WEAPONS.sword, WEAPONS.dagger] },
  {
    id: "brakka",

    side: "party",
    initiativeOrder: 2,
    weapons: [WEAPONS.spear, WEAPONS.dagger],
  },
  { id: "osric", side: "party", initiativeOrder: 1, weapons: [WEAPONS.bow, WEAPONS.dagger] },
  {
    id: "elowen",

    side: "party",
    initiativeOrder: 4,
    weapons: [WEAPONS.spell, WEAPONS.dagger],
  },
  { id: "goblin1", side: "foes", initiativeOrder: 2, weapons: [WEAPONS.spear] },
  { id: "goblin2", side: "foes", initiativeOrder: 2, weapons: [WEAPONS.spear] },
  { id: "goblin3", side: "foes", initiativeOrder: 2, weapons: [WEAPONS.bow] },
  { id: "ogre", side: "foes", initiativeOrder: 1, weapons: [WEAPONS.club, WEAPONS.claws] },
];

function entrant(member: SampleMember, name: string): TrackerEntrant {
  return {
    id: member.id,
    name,
    img: null,
    hidden: member.hidden ?? false,
    canAct: true,
    side: member.side,
    surprise: "none",
    initiativeDie: null,
    initiativeOrder: member.initiativeOrder,
    recovery: null,
    recoveryOptions: member.weapons,
  };
}

/**
 * A new fight in setup with the sample party and monsters; with `size`, that many combatants (the sample
 * repeated, numbered), for the benchmarks.
 */
export function sampleFight(
  rules: CombatRules,
  nameOf: (key: string) => string,
  size?: number,
): Result<SandboxFight, CoreError> {
  const created = createCombat(rules);
  if (!created.ok) return created;
  const names = (m: SampleMember) => nameOf(`TURNKEEPER.Sandbox.Sample.Name.${m.id}`);
  const entrants =
    size === undefined
      ? SAMPLE_ROSTER.map((m) => entrant(m, names(m)))
      : Array.from({ length: size }, (_, i) => {
          const m = SAMPLE_ROSTER[i % SAMPLE_ROSTER.length]!;
          return entrant(
            { ...m, id: `${m.id}-${i}` },
            `${names(m)} ${Math.floor(i / SAMPLE_ROSTER.length) + 1}`,
          );
        });
  return { ok: true, value: { version: COMBAT_VERSION, state: created.value, entrants } };
}

export function findEntrant(fight: SandboxFight, id: string): TrackerEntrant | undefined {
  return fight.entrants.find((e) => e.id === id);
}

function withEntrant(
  fight: SandboxFight,
  id: string,
  change: (e: TrackerEntrant) => TrackerEntrant,
): SandboxFight {
  return { ...fight, entrants: fight.entrants.map((e) => (e.id === id ? change(e) : e)) };
}

export function setSurprise(fight: SandboxFight, id: string, surprise: Surprise): SandboxFight {
  return withEntrant(fight, id, (e) => ({ ...e, surprise }));
}

export interface FightStep {
  readonly fight: SandboxFight;
  readonly step: CombatStep;
}

/** Runs one tracker intent through the tracker's controller; a refused one leaves the fight as it was. */
export function runFightIntent(
  fight: SandboxFight,
  intent: TrackerIntent,
  dice: DicePort,
): Result<FightStep, CoreError> {
  const outcome = runIntent(fight.state, intent, GM, (id) => findEntrant(fight, id), dice);
  if (!outcome.ok) return outcome;
  let next: SandboxFight = { ...fight, state: outcome.value.step.state };
  const remember = outcome.value.remember;
  if (remember !== null) {
    const recovery: RecoveryChoice = remember.recovery;
    next = withEntrant(next, remember.id, (e) => ({ ...e, recovery }));
  }
  const settings = outcome.value.configured;
  if (settings !== null) {
    const { initiativeOrder, initiativeDie, side } = settings;
    next = withEntrant(next, settings.id, (e) => ({ ...e, initiativeOrder, initiativeDie, side }));
  }
  if (intent.type === "remove") next = { ...next, entrants: next.entrants.filter((e) => e.id !== intent.id) };
  return { ok: true, value: { fight: next, step: outcome.value.step } };
}

/** Entrants who have not rolled yet (in the combat's roster but not in the engine). */
export function waitingIds(fight: SandboxFight): string[] {
  const rolled = new Set([...fight.state.queue, ...fight.state.aside].map((c) => c.id));
  return fight.entrants.filter((e) => !rolled.has(e.id)).map((e) => e.id);
}

/**
 * The clock's countdowns for the tracker, at the party in play's time when the world clock reads `worldTime`
 * (the party may stand behind it; issue 22): a timer's owner is the id of the entrant holding it.
 */
export function clockCountdowns(
  world: WorldState,
  worldTime: number,
  fight: SandboxFight | null,
): TrackerClock {
  const ids = new Set(fight?.entrants.map((e) => e.id) ?? []);
  const now = partyNow(world, worldTime);
  return timerCountdowns(world.keeper.state.timers, now, (owner) => (ids.has(owner) ? owner : null));
}

/** A stored fight's shape around the engine's state (which `restoreCombat` reads). */
const StoredFightSchema = v.object({
  version: v.literal(COMBAT_VERSION),
  state: v.unknown(),
  entrants: v.array(v.custom<TrackerEntrant>((e) => typeof e === "object" && e !== null)),
});

/** Reads a stored fight back, or says why it does not read (an import refuses it). */
export function readFight(input: unknown): Result<SandboxFight, CoreError> {
  const raw = parseWith(StoredFightSchema, input);
  if (!raw.ok) return raw;
  const state = restoreCombat(raw.value.state);
  if (!state.ok) return err(errorAt(state.error, `state.${state.error.path ?? ""}`.replace(/\.$/, "")));
  return ok({ version: COMBAT_VERSION, state: state.value, entrants: raw.value.entrants });
}

/** Reads a stored fight back; anything unreadable counts as no fight. */
export function loadFight(input: unknown): SandboxFight | null {
  const fight = readFight(input);
  return fight.ok ? fight.value : null;
}
