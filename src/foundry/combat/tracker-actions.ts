/**
 * The combat sidebar's actions (ApplicationV2 `actions`, by data-action): the tracker's buttons (tk...) as
 * combat steps, and Foundry's own actions on its rows and turn buttons. On a combat Turnkeeper runs, a click
 * on a row is core's own (activateCombatant: the token selected and panned to, the sheet on a double click)
 * even where a system put its own in its place (Draw Steel's moves the combatant's initiative), and ending a
 * turn (the GM's nextTurn, a player's endTurn) asks for the Recovery Time. On any other combat each of these
 * is the system's own.
 */
import { TRACKER_BUTTONS, type ActionData } from "../../ui/combat";
import { runsCombat } from "./adoption";
import type { CombatLike } from "./ports";
import { handleTrackerAction, type TrackerContext } from "./tracker-view";

type CombatTrackerClass = typeof foundry.applications.sidebar.tabs.CombatTracker;
type CombatTracker = InstanceType<CombatTrackerClass>;
type Handler = (this: CombatTracker, event: PointerEvent, target: HTMLElement) => void | Promise<void>;

export const viewed = (app: { viewed: unknown }) => (app.viewed ?? null) as CombatLike | null;

/** Whether the tracker shows Turnkeeper's count: no combat, or one Turnkeeper runs. */
export const runsViewed = (app: { viewed: unknown }) => {
  const combat = viewed(app);
  return combat === null || runsCombat(combat);
};

/**
 * The handlers the classes up `Base`'s chain give an action (ApplicationV2 merges each class's
 * `DEFAULT_OPTIONS.actions`), nearest first: the system's, then core's.
 */
export function handlersOf(Base: object, name: string): Handler[] {
  const found: Handler[] = [];
  for (let cls: object | null = Base; cls !== null; cls = Object.getPrototypeOf(cls) as object | null) {
    if (!Object.hasOwn(cls, "DEFAULT_OPTIONS")) continue;
    const { actions } = (cls as { DEFAULT_OPTIONS: { actions?: Record<string, unknown> } }).DEFAULT_OPTIONS;
    const action = actions?.[name];
    const handler =
      action !== null && typeof action === "object" && "handler" in action ? action.handler : action;
    if (typeof handler === "function") found.push(handler as Handler);
  }
  return found;
}

/**
 * What ApplicationV2 does with an action no class registers: `_onClickAction`, which the tracker extends
 * for the actions it handles there.
 */
function unregistered(this: CombatTracker, event: PointerEvent, target: HTMLElement) {
  const app = this as unknown as { _onClickAction(event: PointerEvent, target: HTMLElement): unknown };
  return app._onClickAction(event, target) as void | Promise<void>;
}

/** An action that is Turnkeeper's on a combat it runs and the system's own (`fallback`) on any other. */
function routed(ours: Handler, fallback: Handler = unregistered): Handler {
  return function (this: CombatTracker, event: PointerEvent, target: HTMLElement) {
    return (runsViewed(this) ? ours : fallback).call(this, event, target);
  };
}

/** The combatant a row's button is for: the row's (only the row carries its combatant's id). */
const rowOf = (target: HTMLElement) =>
  target.closest<HTMLElement>("[data-combatant-id]")?.dataset.combatantId;

/** The tracker's actions on the combat a tracker window shows, and the buttons' handlers that run them. */
export function trackerActions(Base: object, { env, services, client }: TrackerContext) {
  const run = async (app: { viewed: unknown }, action: string | undefined, data: ActionData) => {
    const combat = viewed(app);
    if (combat && action)
      await handleTrackerAction(env, services, client, combat, action, data, async (view, rebuild) => {
        // Loaded when a turn first ends, not with every client's start.
        const { promptRecovery } = await import("./recovery-prompt");
        return promptRecovery(env, view, rebuild);
      });
  };
  /** The tracker's buttons (data-action="tk..."). */
  function act(this: CombatTracker, _event: PointerEvent, target: HTMLElement) {
    // Delay and Move read the segment chosen in the select beside them.
    const value = target.closest(".tk-field")?.querySelector("select")?.value;
    return run(this, target.dataset.action, { ...target.dataset, combatantId: rowOf(target), value });
  }
  /** Foundry's turn buttons: the acting combatant ends its turn, asked for its Recovery Time. */
  async function endCurrentTurn(this: CombatTracker) {
    const id = viewed(this)?.combatant?.id;
    if (id) await run(this, "tkEndTurn", { combatantId: id });
  }
  /** The tracker's tkOpen button: the row's controls open or close in this window only. */
  function toggleRow(this: CombatTracker, _event: PointerEvent, target: HTMLElement) {
    (this as unknown as { toggleRow(id: string | undefined): void }).toggleRow(rowOf(target));
  }
  const system = (name: string) => handlersOf(Base, name)[0];
  const core = handlersOf(Base, "activateCombatant").at(-1);
  const buttons = Object.fromEntries(TRACKER_BUTTONS.map((name) => [name, act]));
  const actions: Record<string, Handler> = {
    ...buttons,
    tkOpen: toggleRow,
    nextTurn: routed(endCurrentTurn, system("nextTurn")),
    endTurn: routed(endCurrentTurn, system("endTurn")),
    ...(core ? { activateCombatant: routed(core, system("activateCombatant")) } : {}),
  };
  return { run, actions };
}
