/**
 * Works a game master's intent out on a task's draft: the cards, rolls and state changes it makes now, and
 * the seconds the clock must move afterwards (asked for in the draft, so the change is logged with why).
 */
import {
  actionDice,
  coreError,
  err,
  findUnit,
  logEntries,
  ok,
  pacesFor,
  planAction,
  recordResults,
  rollDuration,
  undoThrough,
  type CoreError,
  type Reason,
  type Result,
  type RolledDuration,
} from "../../core";
import type { Intent } from "./intents";
import { typedDuration } from "./gate";
import { noted, type SessionContext } from "./context";
import { rolledTime } from "../chat/card-lines";
import { reasonText } from "../i18n/rule-words";
import type { Draft } from "./draft";
import { loudCheck, rollEncounter } from "../tables/encounter";
import { light, lightOut } from "../lights/lights";
import { reconcile } from "./reconcile";
import { camp, rest } from "../actions/rest";
import { morale, reaction } from "../social/rolls";
import { revert } from "./time-change";
import { travelHex } from "../wilderness/travel";
import { navigation, pushedMount, shelter } from "../wilderness/rolls";
import { renameParty, splitParty, switchParty } from "../party/intents";
import { mergeParties } from "../party/merge";
import { outOfPlay } from "../party/members";
import { planRunning } from "../clock/running-state";

type IntentType = Intent["type"];
type IntentOf = { [I in Intent as I["type"]]: I };
type Planned = Result<number, CoreError>;
/** Works one kind of intent out at the time `now`; returns the seconds the clock must move afterwards. */
type Handler<I> = (ctx: SessionContext, draft: Draft, intent: I, now: number) => Planned | Promise<Planned>;

const advance: Handler<IntentOf["advance"]> = async (ctx, draft, intent, now) => {
  const seconds = await durationOf(ctx, intent.by);
  if (!seconds.ok) return seconds;
  const { rolls } = seconds.value;
  rolledTime(ctx, draft, { what: intent.by, seconds: seconds.value.seconds, at: now }, rolls);
  return ctx.ask(draft, now, seconds.value.seconds, {
    kind: "advance",
    ...noted(intent.note),
    ...(rolls.length > 0 ? { rolls } : {}),
  });
};

const advanceUnit: Handler<IntentOf["advanceUnit"]> = (ctx, draft, intent, now) => {
  const unit = findUnit(ctx.preset.time, intent.unit);
  if (!unit) return err(coreError("time.unknownUnit", { unit: intent.unit }));
  const seconds = unit.seconds * (intent.count ?? 1);
  return ctx.ask(draft, now, seconds, { kind: unit.id, ...noted(intent.note) });
};

const action: Handler<IntentOf["action"]> = async (ctx, draft, intent, now) => {
  const { preset } = ctx;
  const asked = {
    action: intent.action,
    ...(intent.attempts ? { attempts: intent.attempts } : {}),
    ...(intent.squareFeet ? { squareFeet: intent.squareFeet } : {}),
  };
  const batch = actionDice(preset.actions, preset.time, asked);
  const plan = await ctx.dice.run((d) => planAction(preset.actions, preset.time, asked, d), batch);
  ctx.dice.take();
  if (!plan.ok) return plan;
  // An action timed per area names the areas it covered (R002-09), on its card and in the log.
  const areas = plan.value.areas === null ? {} : { areas: plan.value.areas };
  const reason: Reason = {
    kind: plan.value.action,
    ...noted(intent.note),
    ...(plan.value.rolls.length > 0 ? { rolls: [...plan.value.rolls] } : {}),
    ...areas,
  };
  const what = reasonText(preset, { kind: plan.value.action, ...areas });
  rolledTime(ctx, draft, { what, seconds: plan.value.seconds, at: now }, reason.rolls);
  if (plan.value.loud) await loudCheck(ctx, draft, now, reason);
  return ctx.ask(draft, now, plan.value.seconds, reason);
};

const setPace: Handler<IntentOf["setPace"]> = (ctx, draft, intent) => {
  const { dungeon } = ctx.preset;
  if (!pacesFor(dungeon).includes(intent.pace))
    return err(
      coreError("dungeon.paceUnsupported", { pace: intent.pace, movement: dungeon.movement.kind }, "pace"),
    );
  if (draft.ws.pace !== intent.pace) draft.set({ pace: intent.pace });
  return ok(0);
};

/** Rolls or dismisses the checks that fell due (one, or all of them). */
const due: Handler<IntentOf["rollDue"] | IntentOf["dismissDue"]> = async (ctx, draft, intent) => {
  const chosen = draft.ws.pending.filter((p) => intent.id === undefined || p.id === intent.id);
  if (chosen.length === 0) return err(coreError("session.nothingDue"));
  draft.set({ pending: draft.ws.pending.filter((p) => !chosen.includes(p)) });
  if (intent.type === "rollDue") {
    for (const p of chosen) {
      const result = await rollEncounter(ctx, draft, p.at, false, true);
      draft.keep(recordResults(draft.keeper, p.entry, [{ ...result, check: p.check }]));
    }
  }
  return ok(0);
};

const extinguish: Handler<IntentOf["extinguish"]> = (ctx, draft, intent, now) => {
  const timer = draft.keeper.state.timers.find((x) => x.id === intent.timer);
  if (!timer) return err(coreError("timer.unknownTimer", { id: intent.timer }));
  const ended = draft.apply({ type: "endTimer", id: timer.id }, { kind: "extinguish" });
  if (!ended.ok) return ended;
  lightOut(ctx, draft, timer, now, "ended");
  return ok(0);
};

/** Every intent's handler, by its type. */
const HANDLERS: { readonly [T in IntentType]: Handler<IntentOf[T]> } = {
  advance,
  advanceUnit,
  action,
  rest: (ctx, draft, intent, now) => rest(ctx, draft, now, intent.note),
  camp: (ctx, draft, intent, now) => camp(ctx, draft, now, intent),
  travelHex: (ctx, draft, intent, now) => travelHex(ctx, draft, now, intent),
  setPace,
  moveParty: async (ctx, draft, intent, now) =>
    (await import("../map/party-move")).moveParty(ctx, draft, now, intent),
  setLost: (_ctx, draft, intent) => {
    if (draft.ws.lost !== intent.lost) draft.set({ lost: intent.lost });
    return ok(0);
  },
  checkEncounter: async (ctx, draft, intent, now) => {
    await rollEncounter(ctx, draft, now, intent.loud ?? false, true);
    return ok(0);
  },
  rollDue: due,
  dismissDue: due,
  light: (ctx, draft, intent) => {
    const away = outOfPlay(draft.ws, intent.owner);
    return away ? err(away) : light(ctx, draft, intent.owner, intent.ownerName, intent.source);
  },
  extinguish,
  refuel: (_ctx, draft, intent) => {
    const refuelled = draft.apply({ type: "refuelTimer", id: intent.timer }, { kind: "refuel" });
    return refuelled.ok ? ok(0) : refuelled;
  },
  reaction: (ctx, draft, intent, now) => reaction(ctx, draft, now, intent.modifier ?? 0, intent.name),
  morale: (ctx, draft, intent, now) =>
    morale(ctx, draft, now, intent.score, intent.modifier ?? 0, intent.name),
  navigation: (ctx, draft, intent, now) =>
    navigation(ctx, draft, now, intent.score, intent.advantage, intent.disadvantage),
  shelter: (ctx, draft, intent, now) => {
    const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
    return shelter(ctx, draft, now, terrain, intent.season, intent.members ?? []);
  },
  pushedMount: (ctx, draft, intent, now) =>
    pushedMount(ctx, draft, now, intent.mount, intent.hd ?? 1, intent.pushedDays ?? 0),
  setArea: (ctx, draft, intent) => {
    draft.set({ area: intent.area });
    reconcile(ctx, draft);
    return ok(0);
  },
  undo: (ctx, draft, intent, now) => undo(ctx, draft, now, intent.entry),
  switchParty: (ctx, draft, intent) => switchParty(ctx, draft, intent),
  splitParty: (_ctx, draft, intent) => splitParty(draft, intent),
  renameParty: (_ctx, draft, intent) => renameParty(draft, intent),
  mergeParties: (ctx, draft, intent) => mergeParties(ctx, draft, intent),
  running: (ctx, draft, intent) => planRunning(ctx, draft, intent.change),
};

/** Hands the intent to the handler of its type (a generic call, so the compiler pairs the two). */
function handle<T extends IntentType>(
  type: T,
  intent: IntentOf[T],
  ctx: SessionContext,
  draft: Draft,
  now: number,
): Planned | Promise<Planned> {
  const handler: Handler<IntentOf[T]> = HANDLERS[type];
  return handler(ctx, draft, intent, now);
}

/** Works the intent out at `now`, where the draft stands; returns the seconds the clock must move afterwards. */
export async function plan(ctx: SessionContext, draft: Draft, intent: Intent, now: number): Promise<Planned> {
  return handle(intent.type, intent, ctx, draft, now);
}

/** A typed duration (in the dungeon's unit when it names none), its dice rolled; or a number of seconds. */
async function durationOf(
  ctx: SessionContext,
  by: string | number,
): Promise<Result<RolledDuration, CoreError>> {
  if (typeof by === "number") return ok({ seconds: by, rolls: [] });
  const parsed = typedDuration(by, ctx.preset.time);
  if (!parsed.ok) return parsed;
  const rolled = await ctx.dice.run((d) => rollDuration(parsed.value, d));
  ctx.dice.take();
  return ok(rolled);
}

function undo(ctx: SessionContext, draft: Draft, now: number, entryId?: number): Result<number, CoreError> {
  const entry =
    entryId === undefined ? draft.keeper.log?.entry : logEntries(draft.keeper).find((e) => e.id === entryId);
  if (!entry)
    return err(
      coreError(entryId === undefined ? "timer.nothingToUndo" : "timer.unknownEntry", {
        entry: entryId ?? 0,
      }),
    );
  if (entry.from < now) {
    // Time must run back: the clock moves, and processing that change rewinds the log, through this entry.
    draft.set({ asked: { from: now, to: entry.from, undo: entry.id } });
    return ok(entry.from - now);
  }
  const undone = undoThrough(draft.keeper, entry.id);
  if (!undone.ok) return undone;
  draft.set({ keeper: undone.value.state });
  revert(ctx, draft, undone.value.undone);
  return ok(0);
}
