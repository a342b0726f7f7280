/**
 * The sandbox's session follows the page's clock: a catch-up that fails (here the browser's storage refuses
 * the write) is no unhandled rejection, the page's notice line says what went wrong, and the clock panel's
 * Retry (`catchUp.retry`) runs the same catch-up again until it succeeds (issue 19).
 */
import { describe, expect, it, vi } from "vitest";
import { DEFAULT_OPTIONS } from "../../../src/ui";
import { createWorldTime } from "../../../src/sandbox/clock/world-time";
import { createSandboxSession } from "../../../src/sandbox/session/session";
import { fullingContext } from "./fixtures";

describe("a catch-up of the sandbox's session that fails", () => {
  it("shows on the page's notice line, nothing is left unhandled, and a retry catches up once it can", async () => {
    const { ctx, state } = fullingContext();
    const notices: string[] = [];
    const time = createWorldTime(ctx.storage, ctx.preset.time.dayStart);
    const chat = { post: () => Promise.resolve() };
    const ports = { time, chat, record: { keep: () => undefined }, options: () => DEFAULT_OPTIONS };
    const waiting = vi.fn();
    const notice = (text: string) => void notices.push(text);
    const { session, catchUp } = createSandboxSession(ctx, { ...ports, notice, waiting });
    await session.sync(time.now());
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    state.full = true;
    time.move(time.now() + 600);
    await session.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    process.off("unhandledRejection", unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(notices).toEqual([
      ctx.i18n.format("TURNKEEPER.Clock.Failed.sync", { why: "The quota has been exceeded." }),
    ]);
    expect([catchUp.failure(), waiting.mock.calls.length]).toEqual(["The quota has been exceeded.", 1]);
    // A retry while the storage is still full fails the same way; once it has room, the clock catches up.
    await catchUp.retry();
    expect([catchUp.failure(), notices.length, waiting.mock.calls.length]).toEqual([
      "The quota has been exceeded.",
      2,
      1,
    ]);
    state.full = false;
    await catchUp.retry();
    expect([catchUp.failure(), waiting.mock.calls.length]).toEqual([null, 2]);
    expect(session.state().keeper.state.time).toBe(time.now());
  });
});
