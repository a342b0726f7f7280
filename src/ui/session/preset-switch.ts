/**
 * A switch of preset, as the next task finds it: lights lit under the old rules burn the new preset's way
 * (or end when it has no such source), fatigue is carried where the new preset counts it and dropped where
 * not, and one GM card says what the switch changed to lights, checks and fatigue.
 */
import { BUILT_IN_PRESET_IDS, switchLight, type Preset, type Reason, type Timer } from "../../core";
import { line, type CardLine } from "../chat/cards";
import { duration, label, t, type TextValue } from "../i18n/text";
import type { SessionContext } from "./context";
import { changeParty, type Draft } from "./draft";

/** The checks reconciling with the new preset added, removed and changed, by their labels. */
export interface CheckChanges {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  readonly changed: readonly string[];
}

const REASON: Reason = { kind: "preset" };

/** A preset's name: a built-in one's words, a custom one's id. */
const presetName = (preset: Preset): TextValue =>
  (BUILT_IN_PRESET_IDS as readonly string[]).includes(preset.id)
    ? t(`TURNKEEPER.Preset.${preset.id}.Name`)
    : preset.id;

/** Converts the lights and fatigue to the preset in force and posts the GM's card of what changed. */
export function switchPreset(ctx: SessionContext, draft: Draft, checks: CheckChanges): void {
  const preset = ctx.preset;
  const lines = [...switchLights(ctx, draft), ...checkLines(checks), ...switchFatigue(preset, draft)];
  draft.post({
    kind: "notice",
    audience: "gm",
    at: draft.keeper.state.time,
    title: t("TURNKEEPER.Card.Preset.title", { preset: presetName(preset) }),
    tone: "neutral",
    lines: lines.length > 0 ? lines : [line(t("TURNKEEPER.Card.Preset.unchanged"))],
  });
}

/** Each light the new preset burns another way, or cannot burn, as a line of the card. */
function switchLights(ctx: SessionContext, draft: Draft): CardLine[] {
  const { preset } = ctx;
  const lines: CardLine[] = [];
  const lights = draft.keeper.state.timers.filter((x) => x.kind === "light");
  for (const timer of lights) {
    const now = draft.keeper.state.time;
    const change = switchLight(timer, preset.lights, preset.time, now);
    const named = { name: ownerName(draft, timer), light: label(timer.label) };
    if (change.kind === "reburnt") {
      const { left, capacity } = change;
      if (!draft.apply({ type: "reburnTimer", id: timer.id, left, capacity }, REASON).ok) continue;
      lines.push(
        line(
          left.by === "time"
            ? t("TURNKEEPER.Card.Preset.lightTime", { ...named, time: duration(left.seconds) })
            : t("TURNKEEPER.Card.Preset.lightTicks", { ...named, count: left.ticks }),
        ),
      );
    } else if (change.kind === "ended") {
      if (!draft.apply({ type: "endTimer", id: timer.id }, REASON).ok) continue;
      lines.push(line(t("TURNKEEPER.Card.Preset.lightEnded", named), "warning"));
    }
  }
  return lines;
}

const ownerName = (draft: Draft, timer: Timer) => draft.ws.owners[timer.owner ?? ""] ?? timer.owner ?? "";

function checkLines({ added, removed, changed }: CheckChanges): CardLine[] {
  return [
    ...added.map((c) => line(t("TURNKEEPER.Card.Preset.checkAdded", { check: label(c) }))),
    ...changed.map((c) => line(t("TURNKEEPER.Card.Preset.checkChanged", { check: label(c) }))),
    ...removed.map((c) => line(t("TURNKEEPER.Card.Preset.checkRemoved", { check: label(c) }))),
  ];
}

/** Fatigue carried where the new preset counts it (travel by hours per hex), else dropped; said either way. */
function switchFatigue(preset: Preset, draft: Draft): CardLine[] {
  const count = draft.ws.fatigue;
  if (count === 0) return [];
  if (preset.wilderness.travel.kind === "hoursPerHex")
    return [line(t("TURNKEEPER.Card.Preset.fatigueCarried", { count }))];
  changeParty(draft, { fatigue: -count });
  return [line(t("TURNKEEPER.Card.Preset.fatigueDropped", { count, preset: presetName(preset) }), "warning")];
}
