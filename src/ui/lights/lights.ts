/**
 * Lights in the session: lighting a source for an owner (replacing one already burning if the option says
 * so, and no more than LIMITS.lightsPerOwner at once), the card when one goes out, and which source burns for
 * each owner, so the host's token lights follow.
 */
import { coreError, err, LIMITS, lightTimer, ok, type CoreError, type Result, type Timer } from "../../core";
import { line } from "../chat/cards";
import type { LightChange } from "../session/ports";
import { duration, label, t } from "../i18n/text";
import { notice } from "../chat/card-lines";
import type { SessionContext } from "../session/context";
import type { Draft } from "../session/draft";

export function light(
  ctx: SessionContext,
  draft: Draft,
  owner: string,
  ownerName: string | undefined,
  source: string,
): Result<number, CoreError> {
  const preset = ctx.preset;
  const spec = lightTimer(preset.lights, preset.time, source, owner);
  if (!spec.ok) return spec;
  if (ctx.ports.options().lightStacking === "replace") {
    for (const old of draft.keeper.state.timers) {
      if (old.kind === "light" && old.owner === owner && old.source === source) {
        draft.apply({ type: "endTimer", id: old.id }, { kind: "replaceLight" });
      }
    }
  }
  const name = ownerName ?? draft.ws.owners[owner] ?? owner;
  // Each light is a timer the state keeps and every change carries: an owner has a bounded number at once.
  const lit = draft.keeper.state.timers.filter((x) => x.kind === "light" && x.owner === owner);
  if (lit.length >= LIMITS.lightsPerOwner) {
    return err(coreError("limit.lights", { owner: name, limit: LIMITS.lightsPerOwner }));
  }
  const started = draft.apply({ type: "startTimer", timer: spec.value }, { kind: "light", note: source });
  if (!started.ok) return started;
  draft.set({ owners: { ...draft.ws.owners, [owner]: name } });
  const burn = spec.value.burn;
  draft.post({
    kind: "light",
    audience: ctx.everyone(),
    at: draft.keeper.state.time,
    title: t("TURNKEEPER.Card.Light.lit", { name, light: label(spec.value.label) }),
    tone: "ok",
    lines: [
      line(
        burn.by === "time"
          ? t("TURNKEEPER.Card.Light.lasts", { time: duration(burn.seconds) })
          : t("TURNKEEPER.Card.Light.lastsTicks", { count: burn.ticks }),
      ),
    ],
  });
  draft.emit("lightLit", { owner, source, name });
  return ok(0);
}

/** A timer ended: a light's card (out, or put out), or a notice for any other timer. */
export function lightOut(
  ctx: SessionContext,
  draft: Draft,
  timer: Timer,
  at: number,
  cause: "time" | "ticks" | "ended",
) {
  if (timer.kind !== "light") {
    notice(ctx, draft, timer.label, at);
    return;
  }
  const owner = timer.owner ?? "";
  const name = draft.ws.owners[owner] ?? owner;
  const ended = cause === "ended";
  draft.post({
    kind: "light",
    audience: ctx.everyone(),
    at,
    title: t(ended ? "TURNKEEPER.Card.Light.doused" : "TURNKEEPER.Card.Light.out", {
      name,
      light: label(timer.label),
    }),
    tone: ended ? "neutral" : "warning",
  });
  if (!ended) draft.emit("lightExpired", { owner, source: timer.source ?? null, timer: timer.id, at, name });
}

export function lightChanges(
  before: ReadonlyMap<string, string>,
  after: ReadonlyMap<string, string>,
): LightChange[] {
  const changes: LightChange[] = [];
  for (const [owner, source] of after) if (before.get(owner) !== source) changes.push({ owner, source });
  for (const owner of before.keys()) if (!after.has(owner)) changes.push({ owner, source: null });
  return changes;
}
