/**
 * Time log entries named for what the GM did, one per action: the light tick an encounter check costs joins
 * the entry of the turn or the loud action that caused it, and a loud noise on its own logs as a loud noise.
 */
import { describe, expect, it } from "vitest";
import { BUILT_IN_PRESETS, logEntries } from "../../../src/core";
import { reasonText, resolveText } from "../../../src/ui";
import { dungeon } from "./fixtures";
import { makeHost, strictI18n } from "./host";

/** A host on six-watches whose 2d6 checks read 3 + 4 = 7: the lights burn down one tick. */
async function torchLit() {
  const host = makeHost({
    preset: "six-watches",
    faces: Array.from({ length: 40 }, (_, i) => (i % 2 ? 4 : 3)),
  });
  await host.session.perform({ type: "setArea", area: dungeon() });
  await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  return host;
}

const preset = BUILT_IN_PRESETS["six-watches"];
const titles = (host: Awaited<ReturnType<typeof torchLit>>) =>
  logEntries(host.session.state().keeper).map((e) =>
    resolveText(reasonText(preset, e.reason), { i18n: strictI18n, scale: preset.time }),
  );

describe("the time log", () => {
  it("logs a turn whose check burned the lights down as one entry, the turn's", async () => {
    const host = await torchLit();
    const before = logEntries(host.session.state().keeper).length;
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    const entries = logEntries(host.session.state().keeper);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]?.reason.kind).toBe("turn");
    expect(entries[0]?.results?.map((r) => r.outcome)).toEqual(["lightTick"]);
    const torch = host.session.state().keeper.state.timers[0];
    expect(torch?.mode === "ticks" && torch.ticks).toBe(1);
  });

  it("logs a loud action as that action, its light tick and its turn one entry", async () => {
    const host = await torchLit();
    const before = logEntries(host.session.state().keeper).length;
    await host.session.perform({ type: "action", action: "breakDoor" });
    await host.session.idle();
    const entries = logEntries(host.session.state().keeper);
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]?.reason.kind).toBe("breakDoor");
    expect([entries[0]?.from, entries[0]?.to]).toEqual([0, 600]);
  });

  it("logs a loud noise on its own as a loud noise, not as the lights it burned down", async () => {
    const host = await torchLit();
    await host.session.perform({ type: "checkEncounter", loud: true });
    expect(titles(host)[0]).toBe("A loud noise");
  });

  it("undoes a joined entry exactly: the tick and the turn together", async () => {
    const host = await torchLit();
    await host.session.perform({ type: "advanceUnit", unit: "turn" });
    await host.session.idle();
    await host.session.perform({ type: "undo" });
    await host.session.idle();
    const torch = host.session.state().keeper.state.timers[0];
    expect(host.session.state().keeper.state.time).toBe(0);
    expect(torch?.mode === "ticks" && torch.ticks).toBe(2);
  });
});
