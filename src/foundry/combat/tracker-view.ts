/**
 * The tracker's side that does not need a window: a Foundry combat as the tracker's input (engine state,
 * combatants as entrants for this user), and the tracker's buttons, its prompts and Foundry's context menu
 * entries turned into combat steps. The ApplicationV2 in tracker-app.ts only renders this and forwards
 * clicks; tests drive it against the fake.
 */
import { createCombat, type CombatState, type CoreError, type Timer } from "../../core";
import {
  buildRecoveryView,
  buildSettingsView,
  buildTrackerView,
  commonOptions,
  dropIntent,
  parseTrackerAction,
  readSettingsForm,
  recoveryOptions,
  timerCountdowns,
  TRACKER_TEMPLATES,
  type ActionData,
  type RecoveryChoice,
  type RecoveryView,
  type TrackerClock,
  type TrackerInput,
  type TrackerView,
} from "../../ui/tracker";
import { TEMPLATE_ROOT } from "../constants";
import type { FoundryEnv } from "../env";
import type { CombatClient } from "./client";
import { isRunning, type CombatServices, type StepReport } from "./driver";
import { entrantOf } from "./entrants";
import type { CombatLike } from "./ports";
import { commonActions } from "./settings";
import { engineFlag, readState } from "./store";

/** The world time and the clock's timers (owners stored as UUIDs: "Actor.abc", "Scene.x.Token.y"). */
export type ClockEffectsSource = () => { worldTime: number; timers: readonly Timer[] } | undefined;

/**
 * The clock's countdowns on this combat's timeline, each tied to the combatant whose actor holds the timer
 * (matched by the owner's document id).
 */
function trackerClock(combat: CombatLike, clock: ClockEffectsSource | undefined): TrackerClock | undefined {
  const source = clock?.();
  if (source === undefined) return undefined;
  const byActor = new Map<string, string>();
  for (const c of combat.combatants.contents) if (c.actor?.id && c.id) byActor.set(c.actor.id, c.id);
  return timerCountdowns(
    source.timers,
    source.worldTime,
    (owner) => byActor.get(owner.split(".").pop() ?? "") ?? null,
  );
}

/** What the combat's tracker shows of the clock (its countdowns and the world time they count from), as a key. */
export function clockKey(combat: CombatLike | null, clock: ClockEffectsSource | undefined): string {
  return JSON.stringify(combat === null ? null : (trackerClock(combat, clock) ?? null));
}

export interface TrackerModel {
  readonly input: TrackerInput;
  readonly view: TrackerView;
  /** Why the stored state could not be read, if it could not (the GM can reset the encounter). */
  readonly problem: CoreError | null;
}

/** The engine state to show: the stored one, or a fresh setup for a combat Turnkeeper has not run yet. */
function stateOf(
  combat: CombatLike,
  services: CombatServices,
): { state: CombatState | null; problem: CoreError | null } {
  const read = readState(combat);
  if (!read.ok) return { state: null, problem: read.error };
  if (read.value !== null) return { state: read.value, problem: null };
  const made = createCombat(services.rules());
  return made.ok ? { state: made.value, problem: null } : { state: null, problem: made.error };
}

export function trackerModel(
  env: FoundryEnv,
  services: CombatServices,
  combat: CombatLike | null,
  clock?: ClockEffectsSource,
  open: string | null = null,
): TrackerModel {
  const user = env.game.user;
  const viewer = { isGM: user?.isGM === true };
  if (combat === null) {
    const input: TrackerInput = { state: null, entrants: [], viewer };
    return { input, view: buildTrackerView(input), problem: null };
  }
  const { state, problem } = stateOf(combat, services);
  const order =
    combat.turns.length === combat.combatants.contents.length ? combat.turns : combat.combatants.contents;
  const entrants = order.filter((c) => c.id !== null).map((c) => entrantOf(c, user));
  const countdowns = trackerClock(combat, clock);
  const input: TrackerInput = {
    state,
    entrants,
    viewer,
    open,
    ...(countdowns ? { clock: countdowns } : {}),
  };
  return { input, view: buildTrackerView(input), problem };
}

/** Asks the person what was done; resolves to the Recovery Time chosen, or null if they cancelled. */
export type RecoveryPrompt = (
  view: RecoveryView,
  rebuild: (chosen: { optionId: string } | { value: number | null }) => RecoveryView,
) => Promise<RecoveryChoice | null>;

/**
 * The GM's settings prompt for one combatant (its Initiative Order, die and side): the settings template
 * in a form dialog; the answers go to the active GM as one step.
 */
async function askSettings(
  env: FoundryEnv,
  services: CombatServices,
  client: CombatClient,
  combat: CombatLike,
  id: string,
): Promise<StepReport | null> {
  const c = combat.combatants.get(id);
  const { state } = stateOf(combat, services);
  if (!c || state === null) return null;
  const view = buildSettingsView(state, state.rules, entrantOf(c, env.game.user));
  const content = await env.templates.render(`${TEMPLATE_ROOT}/${TRACKER_TEMPLATES.settings}`, view);
  const title = env.game.i18n.format("TURNKEEPER.Tracker.Settings.Title", { name: view.name });
  const form = await env.apps.ask(title, content);
  return form === null ? null : client.perform(combat, [readSettingsForm(id, form)]);
}

/**
 * Handles one of the tracker's buttons: reads it, asks for the Recovery Time when a turn ends (the
 * combatant's weapons and the table's common actions) or for a combatant's settings, and sends the step.
 * Null when nothing was sent (incomplete data, cancelled, refused).
 */
export async function handleTrackerAction(
  env: FoundryEnv,
  services: CombatServices,
  client: CombatClient,
  combat: CombatLike,
  action: string,
  data: ActionData,
  prompt: RecoveryPrompt,
): Promise<StepReport | null> {
  const parsed = parseTrackerAction(action, data);
  if (parsed === null) return null;
  switch (parsed.kind) {
    case "intent":
      if (parsed.intent.type === "roll") return client.roll(combat, [parsed.intent.id]);
      return client.perform(combat, [parsed.intent]);
    case "rollAll": {
      const waiting = combat.combatants.contents.flatMap((c) => (c.id === null ? [] : [c.id]));
      return client.roll(combat, waiting);
    }
    case "surprise":
      return client.perform(combat, [{ type: "setSurprise", id: parsed.id, surprise: parsed.surprise }]);
    case "settings":
      return askSettings(env, services, client, combat, parsed.id);
    case "open":
      // Which row's controls are open is this window's own (tracker-app.ts): nothing to send.
      return null;
    case "endTurn": {
      const c = combat.combatants.get(parsed.id);
      const { state } = stateOf(combat, services);
      if (!c || state === null) return null;
      const entrant = entrantOf(c, env.game.user);
      // Localized first, so a common action the combatant has as a weapon too is offered once.
      const common = commonActions(env).map((a) => ({ ...a, name: env.game.i18n.localize(a.name) }));
      const options = recoveryOptions(entrant, commonOptions(common));
      const choice = await prompt(buildRecoveryView(state, entrant, options), (chosen) =>
        buildRecoveryView(state, entrant, options, chosen),
      );
      if (choice === null) return null;
      return client.perform(combat, [
        { type: "endTurn", id: parsed.id, recovery: choice.recovery, label: choice.label },
      ]);
    }
  }
}

/** The GM dropped a combatant on a timeline cell. */
export async function handleDrop(
  client: CombatClient,
  combat: CombatLike,
  combatantId: string,
  absolute: string | undefined,
): Promise<StepReport | null> {
  const intent = dropIntent(combatantId, absolute);
  return intent === null ? null : client.perform(combat, [intent]);
}

/** Foundry's names for the per-combatant context menu entries that Turnkeeper routes through the engine. */
export const ENGINE_ENTRIES = {
  clear: "COMBAT.CombatantClear",
  reroll: "COMBAT.CombatantReroll",
} as const;

/** What a context menu entry is handed: the combatant's entry in the list (li.combatant[data-combatant-id]). */
export interface EntryTarget {
  readonly dataset: { readonly combatantId?: string | undefined };
}

/**
 * Foundry's per-combatant context menu with "Clear Initiative" and "Reroll Initiative" going through the
 * engine, so the count and Foundry's initiative never disagree: clearing takes the combatant out of the
 * count (it rolls again to rejoin, counting from then, R003-06); rerolling, before the count begins or for
 * one not in it, rolls its own die afresh in one step. Mid-fight the count needs no reroll: turns follow
 * from Recovery Times (R003-12). The other entries (update, remove, ...) stay Foundry's.
 */
export function routeEntryOptions<E extends { readonly name: string }>(
  entries: readonly E[],
  env: FoundryEnv,
  client: CombatClient,
  viewed: () => CombatLike | null,
): E[] {
  const target = (li: EntryTarget) => {
    const combat = viewed();
    const id = li.dataset.combatantId;
    const c = id === undefined ? undefined : combat?.combatants.get(id);
    return combat && c && id !== undefined ? { combat, id, rolled: engineFlag(c) !== undefined } : null;
  };
  const gm = () => env.game.user?.isGM === true;
  return entries.map((entry) => {
    if (entry.name === ENGINE_ENTRIES.clear) {
      return {
        ...entry,
        condition: (li: EntryTarget) => gm() && target(li)?.rolled === true,
        callback: (li: EntryTarget) => {
          const t = target(li);
          return t ? client.perform(t.combat, [{ type: "remove", id: t.id }]) : null;
        },
      };
    }
    if (entry.name === ENGINE_ENTRIES.reroll) {
      return {
        ...entry,
        condition: (li: EntryTarget) => {
          const t = target(li);
          return gm() && t !== null && (!t.rolled || !isRunning(t.combat));
        },
        callback: (li: EntryTarget) => {
          const t = target(li);
          return t ? client.roll(t.combat, [t.id], { again: true }) : null;
        },
      };
    }
    return entry;
  });
}
