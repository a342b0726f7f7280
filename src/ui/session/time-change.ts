/**
 * A change of world time, whoever made it: forward, timers run and end (lights go out), reminders fall due
 * and encounter checks roll (or wait for the GM), with the fatigue the intent behind it costs or recovers;
 * backward, the time log rewinds (and an undo goes on through its entry) and what the session changed beside
 * the timekeeper for the undone entries is put back. Time a fight takes is logged as the fight's: a step in
 * which nothing else happens joins the fight's entry, and a step taken back shortens it. A clock module's
 * ticks join one entry a minute (stretch.ts); a jump beyond the GM's threshold is summarised (long-jump.ts).
 */
import {
  joinLast,
  occurrences,
  recordResults,
  rewindTo,
  shortenLast,
  undoThrough,
  type CheckResult,
  type LogEntry,
  type Reason,
  type TimeEvent,
} from "../../core";
import { ENCOUNTER_CHECK_ID } from "../map/areas";
import { line, type CardLine } from "../chat/cards";
import { clock, t } from "../i18n/text";
import { effectTypeText, reasonText } from "../i18n/rule-words";
import type { Asked, PendingCheck } from "./world-state";
import { notice, toneOf } from "../chat/card-lines";
import type { SessionContext } from "./context";
import { changeParty, revertParty, type Draft } from "./draft";
import { rollEncounter } from "../tables/encounter";
import { lightOut } from "../lights/lights";
import { longJump } from "../clock/long-jump";
import { LONG_JUMP_SECONDS } from "./options";
import { joinStretch } from "./stretch";
import { joinActionTime } from "./caused";
import type { CombatTime } from "./fight-time";

type CheckDue = Extract<TimeEvent, { type: "checkDue" }>;

/** More due checks than this in one advance are rolled but reported on one summary card. */
export const CARDS_PER_ADVANCE = 6;

const combatReason = (combat: CombatTime): Reason => ({ kind: "combat", combat: { ...combat } });

/** Whether a log entry holds this fight's time (which may grow or shrink with the fight's steps). */
const isFightsEntry = (entry: LogEntry | undefined, combat: CombatTime | null): combat is CombatTime =>
  entry?.reason.kind === "combat" && entry.reason.combat?.fight === combat?.fight;

/** An intent's change forward: why, and what it does to the party. */
type AskedForward = Extract<Asked, { reason: unknown }>;

/** Whether `time` lies within the change from `from` to `to` (either way), past its start. */
const within = (time: number, from: number, to: number) =>
  from < to ? from < time && time <= to : to <= time && time < from;

/**
 * Brings the draft from its time to `to`, forward or back (nothing when it is there already). The change an
 * intent asked for (`asked`), from where the draft stands, is completed on the way when this change reaches it:
 * logged with its reason and the party changed with it, or an undo gone on through its entry. A change from
 * elsewhere that comes before it moves it along, as the clock adds the intent's seconds to wherever it stands:
 * an undo's then still goes through its entry, and the time from elsewhere is logged after it (the clock
 * lands that far past the entry's start). Says whether it completed the intent's change.
 */
export async function changeTime(
  ctx: SessionContext,
  draft: Draft,
  to: number,
  combat: CombatTime | null,
): Promise<boolean> {
  const from = draft.keeper.state.time;
  const asked = draft.ws.asked;
  if (to === from) return false;
  if (asked?.from === from && within(asked.to, from, to)) {
    draft.set({ asked: null });
    await step(ctx, draft, asked.to, asked, null);
    await step(ctx, draft, to, null, combat);
    return true;
  }
  await step(ctx, draft, to, null, combat);
  if (asked) {
    const moved = asked.from === from;
    draft.set({ asked: moved ? { ...asked, from: to, to: asked.to + to - from } : null });
  }
  return false;
}

/** One stretch of a change of time, for an intent's change (`asked`) or from elsewhere. */
async function step(
  ctx: SessionContext,
  draft: Draft,
  to: number,
  asked: Asked | null,
  combat: CombatTime | null,
): Promise<void> {
  // A fight's step asked on the party's time (src/ui/party/time.ts) is logged as the fight's, as any other.
  const fight =
    asked && "reason" in asked && asked.reason.kind === "combat" ? asked.reason.combat : undefined;
  if (fight) return step(ctx, draft, to, null, fight);
  const from = draft.keeper.state.time;
  if (to > from) await forward(ctx, draft, to, asked && "reason" in asked ? asked : null, combat);
  else if (to < from) backward(ctx, draft, to, asked && "undo" in asked ? asked.undo : null, combat);
}

async function forward(
  ctx: SessionContext,
  draft: Draft,
  to: number,
  asked: AskedForward | null,
  combat: CombatTime | null,
): Promise<void> {
  const from = draft.keeper.state.time;
  const reason = asked?.reason ?? (combat ? combatReason(combat) : { kind: "sync" });
  const before = draft.lastEntry();
  const applied = draft.apply({ type: "advance", to }, reason);
  if (!applied.ok) return;
  // The lights an action's loud noise burned down before its time passed are part of its one entry.
  if (asked) joinActionTime(draft, asked.reason);
  // A step in which nothing happened joins the fight's entry, so undo stays one exact step at a time.
  if (!asked && applied.value.length === 0 && isFightsEntry(draft.keeper.log?.previous?.entry, combat)) {
    const step = draft.lastEntry();
    if (draft.keep(joinLast(draft.keeper, reason))) draft.removed.add(step);
  }
  if (!asked && !combat) joinStretch(ctx, draft, before, from, to);
  const entry = draft.lastEntry();
  if (asked) changeParty(draft, asked.party);
  const long = !combat && to - from > (ctx.ports.options().longJump ?? LONG_JUMP_SECONDS);
  const results = long
    ? await longJump(ctx, draft, applied.value, from, to)
    : await oneByOne(ctx, draft, applied.value, entry, to);
  if (results.length > 0 && entry > 0) draft.keep(recordResults(draft.keeper, entry, results));
}

/**
 * What an ordinary advance caused, one occurrence at a time: lights go out, reminders post their notice,
 * encounter checks roll (or wait for the GM), more than `CARDS_PER_ADVANCE` of them onto one summary card.
 * Returns the results to log.
 */
async function oneByOne(
  ctx: SessionContext,
  draft: Draft,
  caused: readonly TimeEvent[],
  entry: number,
  to: number,
): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  const events = occurrences(caused);
  const batch = events.filter((e) => e.type === "checkDue" && e.check === ENCOUNTER_CHECK_ID).length;
  const quiet = batch > CARDS_PER_ADVANCE;
  // A long batch's checks that found something, one line each; the rest are counted.
  const found: CardLine[] = [];
  let nothing = 0;
  for (const event of events) {
    if (event.type === "timerEnded") {
      lightOut(ctx, draft, event.timer, event.at, event.cause);
      continue;
    }
    if (event.type !== "checkDue") continue;
    if (event.check !== ENCOUNTER_CHECK_ID) {
      notice(ctx, draft, event.label, event.at);
      results.push({ check: event.check, outcome: "due" });
    } else if (ctx.ports.options().dueChecks === "prompt") {
      pend(draft, event, entry);
      results.push({ check: event.check, outcome: "pending" });
    } else {
      const result = await rollEncounter(ctx, draft, event.at, false, !quiet, entry);
      results.push(result);
      if (quiet && result.outcome === "nothing") nothing++;
      else if (quiet) {
        const what = effectTypeText(result.outcome);
        const when = clock(event.at, "compact");
        found.push(line(t("TURNKEEPER.Card.Encounter.summaryLine", { when, what }), toneOf(result.outcome)));
      }
    }
  }
  if (quiet) summaryCard(ctx, draft, to, batch, found, nothing);
  return results;
}

/** One card for a long batch of encounter checks: those that found something, and how many found nothing. */
function summaryCard(
  ctx: SessionContext,
  draft: Draft,
  at: number,
  batch: number,
  found: readonly CardLine[],
  nothing: number,
) {
  draft.post({
    kind: "encounter",
    audience: ctx.audience(),
    at,
    area: draft.ws.area?.name,
    title: t("TURNKEEPER.Card.Encounter.summaryTitle", { count: batch }),
    tone: found.some((l) => l.tone === "danger") ? "danger" : "neutral",
    lines: [...found, line(t("TURNKEEPER.Card.Encounter.summaryQuiet", { count: nothing }))],
  });
}

/** Back to `to`: the log rewound, and on through the entry an undo named (`target`). */
function backward(
  ctx: SessionContext,
  draft: Draft,
  to: number,
  target: number | null,
  combat: CombatTime | null,
): void {
  // A step taken back within the fight's entry: the clock goes back and nothing else changes.
  if (
    isFightsEntry(draft.keeper.log?.entry, combat) &&
    draft.keep(shortenLast(draft.keeper, to, combatReason(combat)))
  )
    return;
  const rewound = rewindTo(draft.keeper, to, combat ? combatReason(combat) : undefined);
  if (!rewound.ok) return;
  let keeper = rewound.value.state;
  const undone: LogEntry[] = [...rewound.value.undone];
  // The undo goes on through its entry, if the rewind has not undone it already.
  if (target !== null) {
    const more = undoThrough(keeper, target);
    if (more.ok) {
      keeper = more.value.state;
      undone.push(...more.value.undone);
    }
  }
  draft.set({ keeper });
  revert(ctx, draft, undone);
}

/** Puts back what the session changed beside the timekeeper for undone entries, and says what was undone. */
export function revert(ctx: SessionContext, draft: Draft, undone: readonly LogEntry[]): void {
  if (undone.length === 0) return;
  const ids = new Set(undone.map((e) => e.id));
  for (const id of ids) draft.removed.add(id);
  revertParty(draft, ids);
  draft.set({ pending: draft.ws.pending.filter((p) => !ids.has(p.entry)) });
  const oldest = undone.reduce((a, b) => (a.id < b.id ? a : b));
  const time = draft.keeper.state.time;
  draft.post({
    kind: "undo",
    audience: "gm",
    at: time,
    title: t("TURNKEEPER.Card.Undo.title"),
    lines: [
      line(
        t("TURNKEEPER.Card.Undo.entries", {
          count: undone.length,
          what: reasonText(ctx.preset, oldest.reason, oldest.to - oldest.from),
        }),
      ),
    ],
  });
  draft.emit("undone", { entries: [...ids], time });
}

/** A due encounter check set aside for the GM (checks wait), with a card saying so. */
function pend(draft: Draft, { check, label, at, area }: CheckDue, entry: number) {
  const id = draft.ws.nextPending;
  const pending: PendingCheck = { id, check, label, at, entry, ...(area === undefined ? {} : { area }) };
  draft.set({ pending: [...draft.ws.pending, pending], nextPending: id + 1 });
  draft.emit("checkDue", pending);
  draft.post({
    kind: "notice",
    audience: "gm",
    at,
    area,
    title: t("TURNKEEPER.Card.Due.title"),
    lines: [line(t("TURNKEEPER.Card.Due.waiting"))],
  });
}
