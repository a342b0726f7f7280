/**
 * The one gate in Foundry (issue 20): the GM's API, macros (`perform`), players' requests and forged socket
 * messages all meet the same intent gate, and the active GM refuses a user's requests past the limit a minute.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LIMITS } from "../../../src/core";
import { SOCKET } from "../../../src/foundry/session/requests";
import type { Intent } from "../../../src/ui";
import { fuzzRuns } from "../../helpers/fuzz";
import { anyIntent } from "../../helpers/intents";
import { api, clockTable, settle, tkOf } from "./clock-table";

afterEach(() => vi.restoreAllMocks());

type Table = Awaited<ReturnType<typeof clockTable>>;

/** What a call wrote to the world: nothing, for a refused intent. */
const writtenSince = (t: Table, mark: number) => t.world.writes.slice(mark);

/** The intents of issue 20's first section, as a macro would hand them to `perform`. */
const BAD: readonly (readonly [string, unknown, string, string])[] = [
  ["null", null, "schema.type", "intent"],
  ["an empty object", {}, "schema.type", "intent.type"],
  ["an unknown type", { type: "fly" }, "intent.unknownType", "intent.type"],
  [
    "an area of only a name",
    { type: "setArea", area: { name: "x" } },
    "schema.missing",
    "intent.area.version",
  ],
  [
    "a light whose owner's name is an object",
    { type: "light", owner: "Actor.x", ownerName: {}, source: "torch" },
    "schema.type",
    "intent.ownerName",
  ],
  ["lost sideways", { type: "setLost", lost: "sideways" }, "schema.type", "intent.lost"],
  [
    "a count of 1.5 turns",
    { type: "advanceUnit", unit: "turn", count: 1.5 },
    "schema.notInteger",
    "intent.count",
  ],
  ["the most seconds", { type: "advance", by: Number.MAX_SAFE_INTEGER }, "schema.outOfRange", "intent.by"],
];

describe("the gate in Foundry", () => {
  it("the GM's API resolves a refusal naming the field, writes nothing and warns the GM", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    const outcome = await api(t.gm).advance("1 turn", { note: 12 as unknown as string });
    expect(outcome).toMatchObject({
      ok: false,
      error: { code: "schema.type", params: { path: "intent.note" } },
    });
    await settle(t.world);
    expect(writtenSince(t, mark)).toEqual([]);
    expect(t.gm.notifications.shown.at(-1)?.message).toMatch(/^intent\.note: expected string/);
  });

  for (const [what, intent, code, path] of BAD) {
    it(`perform(${what}) resolves a refusal naming ${path} on the GM's client and a player's alike`, async () => {
      const t = await clockTable();
      const mark = t.world.writes.length;
      const sockets = t.world.socketLog.length;
      for (const client of [t.gm, t.alice]) {
        const outcome = await api(client).perform(intent as Intent);
        expect(outcome).toMatchObject({ ok: false, error: { code, params: { path } } });
      }
      await settle(t.world);
      expect(writtenSince(t, mark)).toEqual([]);
      // The player's client refused it itself: nothing went to the active GM.
      expect(t.world.socketLog.length).toBe(sockets);
    });
  }

  it("an advance longer than a year is refused with the limit, and nothing moves", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    for (const by of ["999999999999 turns", "3650 days"]) {
      const outcome = await api(t.gm).advance(by);
      expect(outcome).toMatchObject({ ok: false, error: { code: "limit.advance" } });
    }
    await settle(t.world);
    expect(writtenSince(t, mark)).toEqual([]);
  });

  it("a forged request with a bad intent is refused by the active GM, naming the field", async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    t.alice.game.socket.emit(SOCKET, {
      kind: "request",
      id: t.world.newId("forged"),
      to: t.gm.user.id,
      type: "session.intent",
      data: { intent: { type: "rest", note: "x".repeat(LIMITS.note + 1) }, actor: t.aldo.uuid },
      sent: t.world.serverTime,
    });
    await settle(t.world);
    const reply = t.world.socketLog.at(-1)?.message as { reply?: unknown };
    expect(reply.reply).toEqual({
      ok: false,
      refusal: { code: "badRequest", params: { path: "intent.note" } },
    });
    expect(writtenSince(t, mark)).toEqual([]);
  });
});

describe("the API's calls", () => {
  it('refuses advanceUnit("turn", 0) and 1.5, and an action of 0 attempts, rather than reading them as one', async () => {
    const t = await clockTable();
    const mark = t.world.writes.length;
    expect(await api(t.gm).advanceUnit("turn", 0)).toMatchObject({
      ok: false,
      error: { code: "schema.outOfRange", params: { path: "intent.count" } },
    });
    expect(await api(t.gm).advanceUnit("turn", 1.5)).toMatchObject({
      ok: false,
      error: { code: "schema.notInteger", params: { path: "intent.count" } },
    });
    expect(await api(t.gm).action("search", { attempts: 0 })).toMatchObject({
      ok: false,
      error: { params: { path: "intent.attempts" } },
    });
    await settle(t.world);
    expect(writtenSince(t, mark)).toEqual([]);
  });

  it("resolve, never throw, whatever a macro passes as options", async () => {
    const t = await clockTable();
    const gm = api(t.gm);
    const none = null as never;
    for (const call of [
      () => gm.advance("1 turn", none),
      () => gm.action("search", none),
      () => gm.rest(none),
      () => gm.checkEncounter(none),
      () => gm.reaction(none),
      () => gm.morale(7, none),
    ]) {
      expect(await call()).toMatchObject({ ok: true });
    }
    expect(await gm.shelter(none)).toMatchObject({ ok: false, error: { params: { path: "intent.season" } } });
    expect(await gm.shelter({ season: "monsoon" as never, members: 5 as never })).toMatchObject({
      ok: false,
      error: { params: { path: "intent.season" } },
    });
  });
});

describe("requests per user per minute", () => {
  it("the active GM refuses a player's requests past the limit with a message, and takes them a minute on", async () => {
    const t = await clockTable();
    const ask = () => api(t.alice).extinguish("no-such-light");
    for (let i = 0; i < LIMITS.requestsPerMinute; i++) {
      expect(await ask()).toMatchObject({ ok: false, error: { params: { why: "notGM" } } });
    }
    expect(await ask()).toMatchObject({
      ok: false,
      error: { params: { why: "tooMany", limit: LIMITS.requestsPerMinute } },
    });
    expect(t.alice.notifications.shown.at(-1)?.message).toBe(
      `You sent more than ${LIMITS.requestsPerMinute} requests in a minute; wait a moment and try again.`,
    );
    // Another player is not held back by Alice's requests.
    expect(await api(t.bob).extinguish("no-such-light")).toMatchObject({
      error: { params: { why: "notGM" } },
    });
    t.world.serverTime += 60_000;
    expect(await ask()).toMatchObject({ ok: false, error: { params: { why: "notGM" } } });
  });
});

describe("any value handed to the API's perform", () => {
  it("is refused with nothing written, or leaves a state every GM client reads back equal", async () => {
    const t = await clockTable();
    await fc.assert(
      fc.asyncProperty(anyIntent, async (input) => {
        const mark = t.world.writes.length;
        const outcome = await api(t.gm).perform(input as Intent);
        await settle(t.world);
        if (!outcome.ok) {
          expect(writtenSince(t, mark)).toEqual([]);
          return;
        }
        const saved = JSON.parse(JSON.stringify(tkOf(t.gm).tk.state()));
        expect(tkOf(t.gm2).tk.state()).toEqual(saved);
      }),
      fuzzRuns(40),
    );
  });
});
