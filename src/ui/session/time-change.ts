/**
 * A change of world time, whoever made it: forward, timers run and end (lights go out), reminders fall due
 * and encounter checks roll (or wait for the GM), with the fatigue the intent behind it costs or recovers;
 * backward, the time log rewinds (and an undo goes on through its entry) and what the session changed beside
 * the timekeeper for the undone entries is put back. Time a fight takes is logged as the fight's: a step in
 * which nothing else happens joins the fight's entry, and a step taken back shortens it.
 */
import {
  joinLast,
  logEntries,
  occurrences,
  recordResults,
  rewindTo,
  shortenLast,
  toClock,
  undoThrough,
  type CheckResult,
  type CombatState,
  type LogEntry,
  type Reason,
  type TimeEvent,
} from "../../core";
import { ENCOUNTER_CHECK_ID } from "../areas";
import { card, line } from "../cards";
import { t } from "../text";
import { effectTypeText, reasonText } from "../words";
import type { PendingCheck } from "../world-state";
import { areaName, notice, toneOf } from "./card-lines";
import type { Expected, SessionContext } from "./context";
import { changeParty, revertParty, type Draft } from "./draft";
import { rollEncounter } from "./encounter";
import { lightOut } from "./lights";

/** More due checks than this in one advance are rolled but reported on one summary card. */
export const CARDS_PER_ADVANCE = 6;

interface CheckSummary {
  readonly at: number;
  readonly effect: string;
}

/** Time a fight took, as its host tells it: which fight, and where its count stands after the step. */
export interface CombatTime {
  readonly fight: string;
  readonly round: number;
  readonly segment: number;
}

/** A fight's time from the engine's count (its absolute segment and the rules that read it). */
export function fightTime(fight: string, count: Pick<CombatState, "now" | "rules">): CombatTime {
  const { round, segment } = toClock(count.now, count.rules);
  return { fight, round, segment };
}

const combatReason = (combat: CombatTime): Reason => ({ kind: "combat", combat: { ...combat } });

/** Whether a log entry holds this fight's time (which may grow or shrink with the fight's steps). */
const isFightsEntry = (entry: LogEntry | undefined, combat: CombatTime) =>
  entry?.reason.kind === "combat" && entry.reason.combat?.fight === combat.fight;

export async function forward(
  ctx: SessionContext,
  draft: Draft,
  to: number,
  expected: Expected | null,
  combat: CombatTime | null = null,
): Promise<void> {
  const reason = expected?.reason ?? (combat ? combatReason(combat) : { kind: "sync" });
  const events = draft.apply({ type: "advance", to }, reason);
  if (!events.ok) return;
  // A step in which nothing happened joins the fight's entry, so undo stays one exact step at a time.
  if (
    combat &&
    !expected &&
    events.value.length === 0 &&
    isFightsEntry(draft.keeper.log?.previous?.entry, combat)
  ) {
    const joined = joinLast(draft.keeper, reason);
    if (joined.ok) draft.set({ ...draft.ws, keeper: joined.value });
  }
  const entry = draft.lastEntry()?.id ?? 0;
  if (expected) changeParty(draft, entry, expected.party);
  const results: CheckResult[] = [];
  const checks = occurrences(events.value).filter((e) => e.type === "checkDue");
  const batch = checks.filter((e) => e.type === "checkDue" && e.check === ENCOUNTER_CHECK_ID).length;
  const summary: { found: CheckSummary[]; quiet: number } = { found: [], quiet: 0 };
  for (const event of occurrences(events.value)) {
    if (event.type === "timerEnded") lightOut(ctx, draft, event.timer, event.at, event.cause);
    else if (event.type === "checkDue") {
      if (event.check !== ENCOUNTER_CHECK_ID) {
        notice(ctx, draft, event.label, event.at);
        results.push({ check: event.check, outcome: "due" });
      } else if (ctx.ports.options().dueChecks === "prompt") {
        pend(draft, event, entry);
        results.push({ check: event.check, outcome: "pending" });
      } else {
        const rolled = await rollEncounter(ctx, draft, event.at, false, batch <= CARDS_PER_ADVANCE);
        results.push({ check: event.check, total: rolled.total, outcome: rolled.effect.type });
        if (batch > CARDS_PER_ADVANCE) {
          if (rolled.effect.type === "nothing") summary.quiet++;
          else summary.found.push({ at: event.at, effect: rolled.effect.type });
        }
      }
    }
  }
  if (batch > CARDS_PER_ADVANCE) summaryCard(ctx, draft, batch, summary, to);
  if (results.length > 0 && entry > 0) {
    const recorded = recordResults(draft.keeper, entry, results);
    if (recorded.ok) draft.set({ ...draft.ws, keeper: recorded.value });
  }
}

export function backward(
  ctx: SessionContext,
  draft: Draft,
  to: number,
  combat: CombatTime | null = null,
): void {
  if (combat && isFightsEntry(draft.lastEntry(), combat)) {
    // A step taken back within the fight's entry: the clock goes back and nothing else changes.
    const shortened = shortenLast(draft.keeper, to, combatReason(combat));
    if (shortened.ok) {
      draft.set({ ...draft.ws, keeper: shortened.value });
      return;
    }
  }
  const rewound = rewindTo(draft.keeper, to, combat ? combatReason(combat) : undefined);
  if (!rewound.ok) return;
  let keeper = rewound.value.state;
  const undone: LogEntry[] = [...rewound.value.undone];
  const target = ctx.undoTarget;
  ctx.undoTarget = null;
  if (target !== null && logEntries(keeper).some((e) => e.id === target)) {
    const more = undoThrough(keeper, target);
    if (more.ok) {
      keeper = more.value.state;
      undone.push(...more.value.undone);
    }
  }
  draft.set({ ...draft.ws, keeper });
  revert(ctx, draft, undone);
}

/** Puts back what the session changed beside the timekeeper for undone entries, and says what was undone. */
export function revert(ctx: SessionContext, draft: Draft, undone: readonly LogEntry[]): void {
  if (undone.length === 0) return;
  const ids = new Set(undone.map((e) => e.id));
  revertParty(draft, ids);
  draft.set({ ...draft.ws, pending: draft.ws.pending.filter((p) => !ids.has(p.entry)) });
  const oldest = undone.reduce((a, b) => (a.id < b.id ? a : b));
  draft.cards.push(
    card({
      kind: "undo",
      audience: "gm",
      at: draft.keeper.state.time,
      title: t("TURNKEEPER.Card.Undo.title"),
      lines: [
        line(
          t("TURNKEEPER.Card.Undo.entries", {
            count: undone.length,
            what: reasonText(ctx.preset, oldest.reason),
          }),
        ),
      ],
    }),
  );
  draft.emit("undone", { entries: undone.map((e) => e.id), time: draft.keeper.state.time });
}

function summaryCard(
  ctx: SessionContext,
  draft: Draft,
  count: number,
  summary: { found: CheckSummary[]; quiet: number },
  at: number,
) {
  draft.cards.push(
    card({
      kind: "encounter",
      audience: ctx.audience(),
      at,
      ...areaName(draft.ws.area),
      title: t("TURNKEEPER.Card.Encounter.summaryTitle", { count }),
      tone: summary.found.some((f) => f.effect === "encounter") ? "danger" : "neutral",
      lines: [
        ...summary.found.map((f) =>
          line(
            t("TURNKEEPER.Card.Encounter.summaryLine", {
              when: { clock: f.at, style: "compact" },
              what: effectTypeText(f.effect),
            }),
            toneOf(f.effect),
          ),
        ),
        line(t("TURNKEEPER.Card.Encounter.summaryQuiet", { count: summary.quiet })),
      ],
    }),
  );
}

/** A due encounter check set aside for the GM (checks wait), with a card saying so. */
function pend(draft: Draft, event: Extract<TimeEvent, { type: "checkDue" }>, entry: number) {
  const pending: PendingCheck = {
    id: draft.ws.nextPending,
    check: event.check,
    label: event.label,
    at: event.at,
    entry,
    ...(event.area === undefined ? {} : { area: event.area }),
  };
  draft.set({
    ...draft.ws,
    pending: [...draft.ws.pending, pending],
    nextPending: draft.ws.nextPending + 1,
  });
  draft.emit("checkDue", pending);
  draft.cards.push(
    card({
      kind: "notice",
      audience: "gm",
      at: event.at,
      ...(event.area ? { area: event.area } : {}),
      title: t("TURNKEEPER.Card.Due.title"),
      lines: [line(t("TURNKEEPER.Card.Due.waiting"))],
    }),
  );
}
