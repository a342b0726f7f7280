/**
 * A long jump of the clock (longer than the game master's threshold, a week unless set): a calendar set years
 * ahead, a module enabled again after months of world time. It is one log entry like any advance, and timers
 * end and lights go out as always, but what fell due is counted from the advance's counted events, never
 * expanded one occurrence at a time: reminders are listed with their counts, and the game master chooses
 * what to roll of the encounter checks (the host's `askLongJump`): all of them, rolled in batches onto one
 * summary card with what they found; the last few, rolled as usual; or none. That answer is the GM's say on
 * them, so checks that would wait for the GM (checks prompt) do not wait after a long jump.
 */
import type { CheckResult, EncounterCheckResult, RollOutcome, TimeEvent } from "../../core";
import { ENCOUNTER_CHECK_ID } from "../map/areas";
import { line, type CardLine } from "../chat/cards";
import { clock, duration, label, t } from "../i18n/text";
import { effectTypeText } from "../i18n/rule-words";
import { toneOf } from "../chat/card-lines";
import type { SessionContext } from "../session/context";
import { changeParty, type Draft } from "../session/draft";
import { encounterCheckOf, encounterRule, loggedCheck, rollEncounter } from "../tables/encounter";
import { lightOut } from "../lights/lights";
import { joinTick } from "../session/caused";
import { dealtRolls, formulaOf } from "./dealt-dice";
import type { LongJump, LongJumpChoice } from "./jump";

type CheckDue = Extract<TimeEvent, { type: "checkDue" }>;

/** How many checks the "last" choice rolls: the ones that tell where the party stands now. */
export const LAST_CHECKS = 3;

/** Findings a summary card lists (the latest), and the log keeps; the rest are counted. */
export const LISTED_FINDINGS = 10;

/**
 * Without a host to ask, no check is rolled: the time passed off the table, and nobody chose to have
 * encounters turn up for it. The card and the log still count what fell due.
 */
const UNASKED: LongJumpChoice = "skip";

const isEncounter = (e: TimeEvent): e is CheckDue => e.type === "checkDue" && e.check === ENCOUNTER_CHECK_ID;
const isReminder = (e: TimeEvent): e is CheckDue => e.type === "checkDue" && e.check !== ENCOUNTER_CHECK_ID;

/** Each occurrence's time of counted events, latest first, `limit` at most. */
function latest(events: readonly CheckDue[], limit: number): number[] {
  const times = events.flatMap((e) =>
    Array.from({ length: Math.min(limit, e.count) }, (_, i) => e.at + (e.count - 1 - i) * e.every),
  );
  return times.sort((a, b) => b - a).slice(0, limit);
}

/** Processes a long jump's events (one advance from `from` to `to`); returns the results to log. */
export async function longJump(
  ctx: SessionContext,
  draft: Draft,
  events: readonly TimeEvent[],
  from: number,
  to: number,
): Promise<CheckResult[]> {
  let timersEnded = 0;
  for (const event of events) {
    if (event.type !== "timerEnded") continue;
    lightOut(ctx, draft, event.timer, event.at, event.cause);
    timersEnded++;
  }
  const encounters = events.filter(isEncounter);
  const reminders = events.filter(isReminder);
  const checks = encounters.reduce((n, e) => n + e.count, 0);
  const last = Math.min(LAST_CHECKS, checks);
  const counted = reminders.map((r) => ({ label: r.label, count: r.count }));
  const jump: LongJump = { from, to, checks, last, reminders: counted, timersEnded };
  const choice = checks === 0 ? UNASKED : await (ctx.ports.askLongJump?.(jump) ?? UNASKED);
  const results: CheckResult[] = reminders.map((r) => ({ check: r.check, outcome: "due" }));
  const lines: CardLine[] = [];
  if (checks > 0) lines.push(line(t(`TURNKEEPER.Card.Jump.checks.${choice}`, { count: checks, last })));
  if (choice === "all") results.push(...(await rollAll(ctx, draft, encounters, lines)));
  for (const r of reminders)
    lines.push(line(t("TURNKEEPER.Card.Jump.reminder", { what: label(r.label), count: r.count })));
  if (lines.length > 0) {
    const danger = results.some((r) => toneOf(r.outcome) === "danger");
    draft.post({
      kind: "time",
      audience: ctx.audience(),
      at: to,
      area: draft.ws.area?.name,
      title: t("TURNKEEPER.Card.Jump.title", { duration: duration(to - from) }),
      tone: danger ? "danger" : "neutral",
      lines,
    });
  }
  if (choice === "last") {
    const entry = draft.lastEntry();
    for (const at of latest(encounters, last).reverse()) {
      results.push(await rollEncounter(ctx, draft, at, false, true, entry));
    }
  }
  return results;
}

interface Finding {
  readonly at: number;
  readonly result: EncounterCheckResult;
}

/**
 * Rolls every due encounter check in batches of dice (see dealt-dice.ts) and acts on what they found in
 * sum: lights ticked down and fatigue gained once for all, encounters listed (the latest of them) for the
 * game master to play or let go, since drawing each from its table would be one awaited draw per check.
 * Adds the card's lines; returns the findings to log.
 */
async function rollAll(
  ctx: SessionContext,
  draft: Draft,
  encounters: readonly CheckDue[],
  lines: CardLine[],
): Promise<CheckResult[]> {
  const rule = encounterRule(ctx, draft.ws.area);
  const runs = encounters.reduce((n, e) => n + e.count, 0);
  // A check that rolls nothing (a constant) is dealt no dice.
  const dealt = await dealtRolls(ctx.ports.dice, formulaOf(rule) ?? "0", runs);
  // The rule is pure: what a roll means is worked out once per outcome (a d6 check has six).
  const read = new Map<RollOutcome, EncounterCheckResult>();
  const check = (outcome: RollOutcome) => {
    let result = read.get(outcome);
    if (!result) read.set(outcome, (result = rule({ roll: () => outcome })));
    return result;
  };
  const findings: Finding[] = [];
  let found = 0;
  let ticks = 0;
  let fatigue = 0;
  let run = 0;
  for (const event of encounters) {
    for (let i = 0; i < event.count; i++) {
      const result = check(dealt(run++));
      const effect = result.effect;
      if (effect.type === "nothing") continue;
      found++;
      if (effect.type === "lightTick") ticks += effect.ticks;
      if (effect.type === "fatigue") fatigue += effect.slots;
      findings.push({ at: event.at + i * event.every, result });
      if (findings.length > LISTED_FINDINGS) findings.shift();
    }
  }
  tickDown(ctx, draft, ticks);
  if (fatigue > 0) changeParty(draft, { fatigue });
  for (const { at, result } of findings) {
    const what = effectTypeText(result.effect.type);
    lines.push(
      line(
        t("TURNKEEPER.Card.Encounter.summaryLine", { when: clock(at, "compact"), what }),
        toneOf(result.effect.type),
      ),
    );
  }
  if (found > findings.length)
    lines.push(line(t("TURNKEEPER.Card.Jump.earlier", { count: found - findings.length })));
  lines.push(line(t("TURNKEEPER.Card.Encounter.summaryQuiet", { count: runs - found })));
  const kind = encounterCheckOf(ctx, draft.ws.area).kind;
  return findings.map(({ result }) => loggedCheck(kind, result));
}

/** Burning tick lights lose the ticks the checks took, all at once; those that run out go out. */
function tickDown(ctx: SessionContext, draft: Draft, ticks: number) {
  if (ticks === 0) return;
  const entry = draft.lastEntry();
  const ticked = draft.apply({ type: "tickLights", ticks }, { kind: "lightTick" });
  if (ticked.ok) joinTick(draft, entry);
  const at = draft.keeper.state.time;
  for (const e of ticked.ok ? ticked.value : [])
    if (e.type === "timerEnded") lightOut(ctx, draft, e.timer, at, e.cause);
}
