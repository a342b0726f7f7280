/**
 * Works a game master's intent out on a task's draft: the cards, rolls and state changes it makes now, and
 * the seconds the clock must move afterwards (remembered on the context, so the change is logged with why).
 */
import {
  coreError,
  err,
  findUnit,
  logEntries,
  ok,
  pacesFor,
  parseDuration,
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
import { noted, type SessionContext } from "./context";
import type { Draft } from "./draft";
import { loudCheck, rollEncounter } from "../tables/encounter";
import { light, lightOut } from "../lights/lights";
import { reconcile } from "./reconcile";
import { camp, rest } from "../actions/rest";
import { morale, reaction } from "../social/rolls";
import { revert } from "./time-change";
import { travelHex } from "../wilderness/travel";
import { navigation, pushedMount, shelter } from "../wilderness/rolls";

/** Returns the seconds the clock must move afterwards. */
export async function plan(
  ctx: SessionContext,
  draft: Draft,
  intent: Intent,
): Promise<Result<number, CoreError>> {
  const preset = ctx.preset;
  const now = ctx.ports.time.now();
  switch (intent.type) {
    case "advance": {
      const seconds = await durationOf(ctx, intent.by);
      if (!seconds.ok) return seconds;
      const { rolls } = seconds.value;
      return ctx.expect(draft, now, seconds.value.seconds, {
        kind: "advance",
        ...noted(intent.note),
        ...(rolls.length > 0 ? { rolls } : {}),
      });
    }
    case "advanceUnit": {
      const unit = findUnit(preset.time, intent.unit);
      if (!unit) return err(coreError("time.unknownUnit", { unit: intent.unit }));
      const seconds = unit.seconds * (intent.count ?? 1);
      return ctx.expect(draft, now, seconds, { kind: unit.id, ...noted(intent.note) });
    }
    case "action": {
      const asked = {
        action: intent.action,
        ...(intent.attempts ? { attempts: intent.attempts } : {}),
        ...(intent.squareFeet ? { squareFeet: intent.squareFeet } : {}),
      };
      const plan = await ctx.dice.run((d) => planAction(preset.actions, preset.time, asked, d));
      ctx.dice.take();
      if (!plan.ok) return plan;
      const reason: Reason = {
        kind: plan.value.action,
        ...noted(intent.note),
        ...(plan.value.rolls.length > 0 ? { rolls: [...plan.value.rolls] } : {}),
      };
      if (plan.value.loud) await loudCheck(ctx, draft, now);
      return ctx.expect(draft, now, plan.value.seconds, reason);
    }
    case "rest":
      return rest(ctx, draft, now, intent.note);
    case "camp":
      return camp(ctx, draft, now, intent);
    case "travelHex":
      return travelHex(ctx, draft, now, intent);
    case "setPace": {
      const { dungeon } = preset;
      if (!pacesFor(dungeon).includes(intent.pace))
        return err(
          coreError(
            "dungeon.paceUnsupported",
            { pace: intent.pace, movement: dungeon.movement.kind },
            "pace",
          ),
        );
      if (draft.ws.pace !== intent.pace) draft.set({ pace: intent.pace });
      return ok(0);
    }
    case "moveParty":
      return (await import("../map/party-move")).moveParty(ctx, draft, now, intent);
    case "setLost":
      if (draft.ws.lost !== intent.lost) draft.set({ lost: intent.lost });
      return ok(0);
    case "checkEncounter":
      await rollEncounter(ctx, draft, now, intent.loud ?? false, true);
      return ok(0);
    case "rollDue":
    case "dismissDue": {
      const chosen = draft.ws.pending.filter((p) => intent.id === undefined || p.id === intent.id);
      if (chosen.length === 0) return err(coreError("session.nothingDue"));
      draft.set({ pending: draft.ws.pending.filter((p) => !chosen.includes(p)) });
      if (intent.type === "rollDue") {
        for (const p of chosen) {
          const { total, effect, drawn } = await rollEncounter(ctx, draft, p.at, false, true);
          const result = { check: p.check, total, outcome: effect.type, ...(drawn ? { drawn } : {}) };
          draft.keep(recordResults(draft.keeper, p.entry, [result]));
        }
      }
      return ok(0);
    }
    case "light":
      return light(ctx, draft, intent.owner, intent.ownerName, intent.source);
    case "extinguish": {
      const timer = draft.keeper.state.timers.find((x) => x.id === intent.timer);
      if (!timer) return err(coreError("timer.unknownTimer", { id: intent.timer }));
      const ended = draft.apply({ type: "endTimer", id: timer.id }, { kind: "extinguish" });
      if (!ended.ok) return ended;
      lightOut(ctx, draft, timer, now, "ended");
      return ok(0);
    }
    case "refuel": {
      const refuelled = draft.apply({ type: "refuelTimer", id: intent.timer }, { kind: "refuel" });
      return refuelled.ok ? ok(0) : refuelled;
    }
    case "reaction":
      return reaction(ctx, draft, now, intent.modifier ?? 0, intent.name);
    case "morale":
      return morale(ctx, draft, now, intent.score, intent.modifier ?? 0, intent.name);
    case "navigation":
      return navigation(ctx, draft, now, intent.score, intent.advantage, intent.disadvantage);
    case "shelter": {
      const terrain = intent.terrain ?? draft.ws.area?.terrain ?? "";
      return shelter(ctx, draft, now, terrain, intent.season, intent.members ?? []);
    }
    case "pushedMount":
      return pushedMount(ctx, draft, now, intent.mount, intent.hd ?? 1, intent.pushedDays ?? 0);
    case "setArea":
      draft.set({ area: intent.area });
      reconcile(ctx, draft);
      return ok(0);
    case "undo":
      return undo(ctx, draft, now, intent.entry);
  }
}

/** A typed duration (in the dungeon's unit when it names none), its dice rolled; or a number of seconds. */
async function durationOf(
  ctx: SessionContext,
  by: string | number,
): Promise<Result<RolledDuration, CoreError>> {
  if (typeof by === "number") return ok({ seconds: by, rolls: [] });
  const { time } = ctx.preset;
  const parsed = parseDuration(by, time, { defaultUnit: time.modes.dungeon });
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
    // Time must run back: the clock moves, and processing that change rewinds the log (and this entry).
    ctx.undoTarget = entry.id;
    return ok(entry.from - now);
  }
  const undone = undoThrough(draft.keeper, entry.id);
  if (!undone.ok) return undone;
  draft.set({ keeper: undone.value.state });
  revert(ctx, draft, undone.value.undone);
  return ok(0);
}
