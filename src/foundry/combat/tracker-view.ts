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
  commonOptions,
  parseTrackerAction,
  readSettingsForm,
  recoveryOptions,
  timerCountdowns,
  trackerBasis,
  trackerView,
  TRACKER_TEMPLATES,
  type ActionData,
  type RecoveryChoice,
  type RecoveryView,
  type TrackerBasis,
  type TrackerClock,
  type TrackerInput,
  type TrackerView,
} from "../../ui/combat";
import type { TextContext } from "../../ui/i18n/text";
import { TEMPLATE_ROOT } from "../setup/constants";
import { playerView } from "../setup/player-settings";
import type { FoundryEnv } from "../env/ports";
import { runsCombat } from "./adoption";
import type { CombatClient } from "./client";
import { isRunning, type CombatIntent, type CombatServices, type StepReport } from "./steps";
import { entrantOf } from "./entrants";
import type { CombatLike } from "./ports";
import type { ClockRefresh } from "./refresh";
import { commonActions } from "./settings";
import { engineFlag, readState } from "./store";

/** The world time and the clock's timers (owners stored as UUIDs: "Actor.abc", "Scene.x.Token.y"). */
export type ClockEffectsSource = () => { worldTime: number; timers: readonly Timer[] } | undefined;

/** What the tracker window works with: Foundry, the combat's steps and the clock's countdowns. */
export interface TrackerContext {
  readonly env: FoundryEnv;
  readonly services: CombatServices;
  readonly client: CombatClient;
  readonly clock?: ClockEffectsSource;
  /** The clock's words, to say when the count's segment began on it (the clock panel's reading). */
  readonly text?: () => TextContext;
  /** Renders the tracker again when the clock's timers change (see refresh.ts). */
  readonly refresh?: ClockRefresh;
}

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
  /** What the tracker's parts build their contexts from. */
  readonly basis: TrackerBasis;
  /** The whole tracker's view, built when first asked for (the API, tests); a render builds only its parts. */
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
  const made = !read.ok || read.value !== null ? read : createCombat(services.rules());
  return made.ok ? { state: made.value, problem: null } : { state: null, problem: made.error };
}

/**
 * The tracker's input for a combat in Foundry's sidebar: its rows carry Foundry's own controls (a combatant
 * with a token can be pinged), and a combat Turnkeeper does not run is offered for adoption, its state left
 * unread.
 */
export function trackerModel(
  env: FoundryEnv,
  services: CombatServices,
  combat: CombatLike | null,
  clock?: ClockEffectsSource,
  open: string | null = null,
): TrackerModel {
  const user = env.game.user;
  const adoptable = combat !== null && !runsCombat(combat);
  const { state, problem } =
    combat && !adoptable ? stateOf(combat, services) : { state: null, problem: null };
  const all = combat?.combatants.contents ?? [];
  const order = combat?.turns.length === all.length ? combat.turns : all;
  const countdowns = combat && trackerClock(combat, clock);
  const input: TrackerInput = {
    state,
    adoptable,
    entrants: order
      .filter((c) => c.id !== null)
      .map((c) => ({ ...entrantOf(c, user), canPing: c.token !== null })),
    // A player reads where the count left the clock only where the GM lets players know the time exactly.
    viewer: { isGM: user?.isGM === true, coreControls: true, readsClock: playerView(env).time === "exact" },
    open,
    ...(countdowns ? { clock: countdowns } : {}),
  };
  const basis = trackerBasis(input);
  let view: TrackerView | undefined;
  return {
    input,
    basis,
    problem,
    get view() {
      return (view ??= trackerView(basis));
    },
  };
}

/** Asks the person what was done; resolves to the Recovery Time chosen, or null if they cancelled. */
export type RecoveryPrompt = (
  view: RecoveryView,
  rebuild: (chosen: { optionId: string } | { value: number | null }) => RecoveryView,
) => Promise<RecoveryChoice | null>;

/**
 * Handles one of the tracker's buttons: reads it, asks for the Recovery Time when a turn ends (the
 * combatant's weapons and the table's common actions) or for a combatant's settings (its Initiative Order,
 * die and side, in a form dialog), and sends the step. Null when nothing was sent (incomplete data,
 * cancelled, refused).
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
  const perform = (intent: CombatIntent) => client.perform(combat, [intent]);
  switch (parsed.kind) {
    case "intent":
      if (parsed.intent.type === "roll") return client.roll(combat, [parsed.intent.id]);
      return perform(parsed.intent);
    case "rollAll":
      return client.roll(
        combat,
        combat.combatants.contents.flatMap((c) => (c.id === null ? [] : [c.id])),
      );
    case "surprise":
      return perform({ type: "setSurprise", id: parsed.id, surprise: parsed.surprise });
    case "open":
      // Which row's controls are open is this window's own (tracker-app.ts): nothing to send.
      return null;
    case "adopt":
      return perform({ type: "adopt", order: parsed.order });
  }
  // The settings and the Recovery Time prompts are about one combatant, with the state as it stands.
  const { id } = parsed;
  const c = combat.combatants.get(id);
  const { state } = stateOf(combat, services);
  if (!c || state === null) return null;
  const entrant = entrantOf(c, env.game.user);
  if (parsed.kind === "settings") {
    const view = buildSettingsView(state, state.rules, entrant);
    const content = await env.templates.render(`${TEMPLATE_ROOT}/${TRACKER_TEMPLATES.settings}`, view);
    const title = env.game.i18n.format("TURNKEEPER.Tracker.Settings.Title", { name: view.name });
    const form = await env.apps.ask(title, content);
    return form === null ? null : perform(readSettingsForm(id, form));
  }
  // Localized first, so a common action the combatant has as a weapon too is offered once.
  const common = commonActions(env).map((a) => ({ ...a, name: env.game.i18n.localize(a.name) }));
  const options = recoveryOptions(entrant, commonOptions(common));
  const choice = await prompt(buildRecoveryView(state, entrant, options), (chosen) =>
    buildRecoveryView(state, entrant, options, chosen),
  );
  return choice && perform({ type: "endTurn", id, recovery: choice.recovery, label: choice.label });
}

/** Foundry's names (v14: labels) for the per-combatant context menu entries Turnkeeper routes through the engine. */
export const ENGINE_ENTRIES = {
  clear: "COMBAT.CombatantClear",
  reroll: "COMBAT.CombatantReroll",
} as const;

/** What a context menu entry is handed: the combatant's entry in the list (li.combatant[data-combatant-id]). */
export interface EntryTarget {
  readonly dataset: { readonly combatantId?: string | undefined };
}

/** The combatant a context menu entry is for, in the combat on view. */
interface EntrySubject {
  readonly combat: CombatLike;
  readonly id: string;
  /** Whether it has rolled (is in the count, or set aside from it). */
  readonly rolled: boolean;
}

/**
 * Foundry's per-combatant context menu with "Clear Initiative" and "Reroll Initiative" going through the
 * engine, so the count and Foundry's initiative never disagree: clearing takes the combatant out of the
 * count (it rolls again to rejoin, counting from then, R003-06); rerolling, before the count begins or for
 * one not in it, rolls its own die afresh in one step. Mid-fight the count needs no reroll: turns follow
 * from Recovery Times (R003-12). The other entries (update, remove, ...) stay Foundry's.
 */
export function routeEntryOptions<E extends { readonly name: string } | { readonly label: string }>(
  entries: readonly E[],
  env: FoundryEnv,
  client: CombatClient,
  viewed: () => CombatLike | null,
): E[] {
  const routes = new Map<string, [(t: EntrySubject) => boolean, (t: EntrySubject) => unknown]>([
    [
      ENGINE_ENTRIES.clear,
      [(t) => t.rolled, (t) => client.perform(t.combat, [{ type: "remove", id: t.id }])],
    ],
    [
      ENGINE_ENTRIES.reroll,
      [(t) => !t.rolled || !isRunning(t.combat), (t) => client.roll(t.combat, [t.id], { again: true })],
    ],
  ]);
  const subject = (li: EntryTarget): EntrySubject | null => {
    const combat = viewed();
    const id = li.dataset.combatantId;
    const c = id === undefined ? undefined : combat?.combatants.get(id);
    return combat && c && id !== undefined ? { combat, id, rolled: engineFlag(c) !== undefined } : null;
  };
  return entries.map((entry) => {
    const route = routes.get("label" in entry ? entry.label : entry.name);
    if (!route) return entry;
    const [shows, run] = route;
    // The GM's only.
    const visible = (li: EntryTarget) => {
      const t = subject(li);
      return env.game.user?.isGM === true && t !== null && shows(t);
    };
    const click = (li: EntryTarget) => {
      const t = subject(li);
      return t ? run(t) : null;
    };
    // v14's entries are `{ label, visible, onClick(event, li) }`; v13's (still read by v14) `{ name, condition, callback }`.
    return "onClick" in entry
      ? { ...entry, visible, onClick: (_event: Event, li: EntryTarget) => click(li) }
      : { ...entry, condition: visible, callback: click };
  });
}
