/**
 * The sandbox keeps the campaign record after the state (issue 20): a write of the record that fails (the
 * browser's storage full) is said on the page's notice line and leaves the time change processed, its state
 * saved and its cards posted; the record read at the next load takes what it lacks from the state.
 */
import { describe, expect, it } from "vitest";
import { loadWorldState, DEFAULT_OPTIONS, type ChatCard } from "../../../src/ui";
import { createWorldTime } from "../../../src/sandbox/clock/world-time";
import { SandboxRecord } from "../../../src/sandbox/record/record";
import { createSandboxSession } from "../../../src/sandbox/session/session";
import { KEYS } from "../../../src/sandbox/setup/keys";
import { fullingContext } from "./fixtures";

describe("a write of the sandbox's record that fails", () => {
  it("is said on the notice line; the state is saved, the cards posted, and the next load's record has the entry", async () => {
    const { ctx } = fullingContext();
    const notices: string[] = [];
    const cards: ChatCard[] = [];
    const time = createWorldTime(ctx.storage, ctx.preset.time.dayStart);
    const record = {
      keep: () => {
        throw new Error("The quota has been exceeded.");
      },
    };
    const { session } = createSandboxSession(ctx, {
      time,
      chat: { post: async (card) => void cards.push(card) },
      record,
      options: () => DEFAULT_OPTIONS,
      notice: (text) => void notices.push(text),
      waiting: () => undefined,
    });
    const result = await session.perform({
      type: "light",
      owner: "Actor.aldo",
      ownerName: "Aldo",
      source: "torch",
    });
    await session.idle();
    expect(result).toMatchObject({ ok: true });
    expect(notices).toEqual([
      ctx.i18n.format("TURNKEEPER.Record.pagesFailed", { why: "The quota has been exceeded." }),
    ]);
    expect(cards.length).toBeGreaterThan(0);
    const stored = loadWorldState(ctx.storage.load(KEYS.world));
    if (!stored.ok) throw new Error(stored.error.code);
    const lit = stored.value.keeper.log?.entry;
    expect(lit?.reason.kind).toBe("light");
    // The page loads again: the record, never written, takes the entry from the state.
    const again = new SandboxRecord(ctx.storage.load(KEYS.record), stored.value.keeper);
    expect(again.value.entries.map((e) => e.id)).toContain(lit?.id);
  });
});
