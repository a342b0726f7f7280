import { describe, expect, it, vi } from "vitest";
import { err, ok } from "../../../src/core";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import {
  ownsActor,
  refusal,
  requestsFor,
  SOCKET,
  type RequestSender,
  type RequestType,
} from "../../../src/foundry/session/requests";
import { FakeWorld, type FakeClient } from "../../fakes/foundry";

/** What travelled on the module's socket, by kind. */
const sent = (world: FakeWorld, kind: "request" | "reply") =>
  world.socketLog.filter((m) => m.channel === SOCKET && (m.message as { kind?: string }).kind === kind);

/** The answers the GM sent back to one client. */
const replies = (world: FakeWorld, to: FakeClient) =>
  sent(world, "reply")
    .map((m) => m.message as { to: string; reply: unknown })
    .filter((m) => m.to === to.user.id)
    .map((m) => m.reply);

/** A request as a player could type it into the browser console, addressed to a GM. */
const request = (world: FakeWorld, gm: FakeClient, data: unknown, extra: object = {}) => ({
  kind: "request",
  id: world.newId("forged"),
  to: gm.user.id,
  type: "test.light",
  data,
  sent: world.serverTime,
  ...extra,
});

interface Light {
  actorUuid: string;
  source: string;
}

function lightType(handled: { by: string; data: Light }[]): RequestType<Light, string> {
  return {
    type: "test.light",
    validate(data) {
      const d = data as Partial<Light> | null;
      return typeof d?.actorUuid === "string" && typeof d.source === "string"
        ? ok({ actorUuid: d.actorUuid, source: d.source })
        : err(refusal("badRequest"));
    },
    authorize: (ctx, data) => ownsActor(ctx, data.actorUuid),
    handle(ctx, data) {
      handled.push({ by: ctx.env.game.user?.id ?? "", data });
      return `lit ${data.source}`;
    },
  };
}

async function table() {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld();
  const gm1 = world.connect("GM One", true);
  const gm2 = world.connect("GM Two", true);
  const alice = world.connect("Alice", false);
  const bob = world.connect("Bob", false);
  const handled: { by: string; data: Light }[] = [];
  const senders = new Map<FakeClient, RequestSender<Light, string>>();
  for (const c of [gm1, gm2, alice, bob]) {
    startTurnkeeper(c);
    await c.boot();
    senders.set(c, requestsFor(c).register(lightType(handled)));
  }
  const torchbearer = world.addActor("Torchbearer", [alice.user]);
  const send = (c: FakeClient, data: unknown) => senders.get(c)!(data as Light);
  return { world, gm1, gm2, alice, bob, handled, torchbearer, send };
}

describe("player requests", () => {
  it("route a player's request to the active GM, who checks ownership and handles it once", async () => {
    const { world, gm1, alice, handled, torchbearer, send } = await table();
    const reply = await send(alice, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(reply).toEqual({ ok: true, value: "lit torch" });
    expect(handled).toEqual([{ by: gm1.user.id, data: { actorUuid: torchbearer.uuid, source: "torch" } }]);
    const requests = sent(world, "request");
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ from: alice.user.id, message: { to: gm1.user.id } });
    // The request names no sender: the server's word is the only one the GM takes.
    expect(Object.keys(requests[0]?.message as object).sort()).toEqual([
      "data",
      "id",
      "kind",
      "sent",
      "to",
      "type",
    ]);
  });

  it("refuse a player who does not own the actor, with a localized message, and handle nothing", async () => {
    const { bob, handled, torchbearer, send } = await table();
    const reply = await send(bob, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(reply).toEqual({ ok: false, refusal: { code: "notOwner", params: { actor: "Torchbearer" } } });
    expect(handled).toEqual([]);
    expect(bob.notifications.shown).toEqual([
      { level: "warn", message: "You do not own Torchbearer, so you cannot ask that for it." },
    ]);
  });

  it("refuse malformed data and unknown actors", async () => {
    const { alice, handled, send } = await table();
    expect(await send(alice, { actorUuid: 3 })).toMatchObject({ ok: false, refusal: { code: "badRequest" } });
    expect(await send(alice, { actorUuid: "Actor.nobody", source: "torch" })).toMatchObject({
      ok: false,
      refusal: { code: "unknownActor" },
    });
    expect(handled).toEqual([]);
  });

  it("let a GM's request run on the active GM without the socket when that GM is this client", async () => {
    const { world, gm1, handled, torchbearer, send } = await table();
    expect(await send(gm1, { actorUuid: torchbearer.uuid, source: "lantern" })).toMatchObject({ ok: true });
    expect(world.socketLog).toHaveLength(0);
    expect(handled).toHaveLength(1);
  });
});

describe("player requests when GMs come and go", () => {
  it("send a second GM's request to the active GM too, so one client writes", async () => {
    const { world, gm1, gm2, handled, torchbearer, send } = await table();
    await send(gm2, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(sent(world, "request").map((m) => (m.message as { to: string }).to)).toEqual([gm1.user.id]);
    expect(handled[0]?.by).toBe(gm1.user.id);
  });

  it("refuse when no GM is connected", async () => {
    const { world, gm1, gm2, alice, torchbearer, send } = await table();
    world.disconnect(gm1);
    world.disconnect(gm2);
    const reply = await send(alice, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(reply).toMatchObject({ ok: false, refusal: { code: "noGM" } });
    expect(alice.notifications.shown[0]?.message).toMatch(/No game master/);
  });

  it("fail over to the next GM when the active GM leaves", async () => {
    const { world, gm1, gm2, alice, handled, torchbearer, send } = await table();
    world.disconnect(gm1);
    expect(await send(alice, { actorUuid: torchbearer.uuid, source: "torch" })).toMatchObject({ ok: true });
    expect(handled[0]?.by).toBe(gm2.user.id);
  });

  it("answer 'no GM' at once when the GM leaves before answering", async () => {
    const { world, gm1, gm2, alice, torchbearer } = await table();
    world.disconnect(gm2);
    // The GM's client hears nothing (a dropped connection): the request waits until the GM is gone.
    const listeners = gm1.socketListeners(SOCKET);
    (listeners as unknown[]).length = 0;
    const reply = requestsFor(alice).send(
      "test.light",
      { actorUuid: torchbearer.uuid, source: "torch" },
      { quiet: true },
    );
    world.disconnect(gm1);
    expect(await reply).toEqual({ ok: false, refusal: { code: "noGM" } });
  });
});

describe("player requests refused or failing", () => {
  it("refuse on a client that is not the active GM, and for unknown request types", async () => {
    const { world, gm2, alice, handled, torchbearer } = await table();
    alice.game.socket.emit(SOCKET, request(world, gm2, { actorUuid: torchbearer.uuid, source: "torch" }));
    await world.settle();
    expect(replies(world, alice)).toEqual([{ ok: false, refusal: { code: "notActiveGM" } }]);
    expect(handled).toEqual([]);
    expect(await requestsFor(alice).send("nope", {}, { quiet: true })).toMatchObject({
      ok: false,
      refusal: { code: "unknownRequest", params: { type: "nope" } },
    });
    expect(alice.notifications.shown).toEqual([]);
  });

  it("turn a handler's error into a refusal instead of leaving the sender waiting", async () => {
    const { gm1, alice } = await table();
    const failing: RequestType<unknown, never> = {
      type: "test.fail",
      validate: (d) => ok(d),
      authorize: () => null,
      handle: () => {
        throw new Error("boom");
      },
    };
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    requestsFor(gm1).register(failing);
    const send = requestsFor(alice).register(failing);
    expect(await send({}, { quiet: true })).toEqual({
      ok: false,
      refusal: { code: "failed", params: { message: "boom" } },
    });
  });
});

describe("a player at the browser console", () => {
  it("cannot act for another player's character by naming that player: the server names the sender", async () => {
    const { world, gm1, alice, bob, handled, torchbearer } = await table();
    await world.settle();
    const mark = world.writes.length;
    bob.game.socket.emit(
      SOCKET,
      request(world, gm1, { actorUuid: torchbearer.uuid, source: "torch" }, { userId: alice.user.id }),
    );
    bob.game.socket.emit(SOCKET, request(world, gm1, { actorUuid: torchbearer.uuid, source: "torch" }));
    await world.settle();
    expect(replies(world, bob)).toEqual([
      { ok: false, refusal: { code: "badRequest" } },
      { ok: false, refusal: { code: "notOwner", params: { actor: "Torchbearer" } } },
    ]);
    expect(replies(world, alice)).toEqual([]);
    expect(handled).toEqual([]);
    expect(world.writes.slice(mark)).toEqual([]);
  });

  it("cannot pass for a GM: a GM-only request from a player is refused whatever the message claims", async () => {
    const { world, gm1, bob } = await table();
    const gmOnly: RequestType<unknown, string> = {
      type: "test.gmOnly",
      validate: (d) => ok(d),
      authorize: (ctx) => (ctx.user.isGM ? null : refusal("notGM")),
      handle: () => "done",
    };
    const ran: string[] = [];
    requestsFor(gm1).register({ ...gmOnly, handle: () => (ran.push("ran"), "done") });
    bob.game.socket.emit(SOCKET, request(world, gm1, {}, { type: "test.gmOnly", userId: gm1.user.id }));
    bob.game.socket.emit(
      SOCKET,
      request(world, gm1, { isGM: true, userId: gm1.user.id }, { type: "test.gmOnly" }),
    );
    await world.settle();
    expect(replies(world, bob)).toEqual([
      { ok: false, refusal: { code: "badRequest" } },
      { ok: false, refusal: { code: "notGM" } },
    ]);
    expect(ran).toEqual([]);
  });
});

describe("a player at the browser console, replaying or answering", () => {
  it("cannot replay a request, their own or one overheard on the socket, nor send a stale one", async () => {
    const { world, gm1, alice, bob, handled, torchbearer, send } = await table();
    expect(await send(alice, { actorUuid: torchbearer.uuid, source: "torch" })).toMatchObject({ ok: true });
    const original = sent(world, "request")[0]?.message as object;
    await world.settle();
    const mark = world.writes.length;
    alice.game.socket.emit(SOCKET, original);
    bob.game.socket.emit(SOCKET, original);
    alice.game.socket.emit(
      SOCKET,
      request(
        world,
        gm1,
        { actorUuid: torchbearer.uuid, source: "torch" },
        { sent: world.serverTime - 120_000 },
      ),
    );
    await world.settle();
    expect(replies(world, alice).slice(1)).toEqual([
      { ok: false, refusal: { code: "replayed" } },
      { ok: false, refusal: { code: "replayed" } },
    ]);
    expect(replies(world, bob)).toEqual([{ ok: false, refusal: { code: "replayed" } }]);
    expect(handled).toHaveLength(1);
    expect(world.writes.slice(mark)).toEqual([]);
  });

  it("cannot answer another player's request in the GM's place", async () => {
    const { world, gm1, alice, bob, torchbearer, send } = await table();
    world.disconnect(gm1);
    const gm2 = world.activeGM;
    expect(gm2).not.toBeNull();
    // Bob listens for Alice's request and answers it first, pretending to be the GM.
    bob.game.socket.on(SOCKET, (message) => {
      const m = message as { kind: string; id: string };
      if (m.kind === "request")
        bob.game.socket.emit(SOCKET, {
          kind: "reply",
          id: m.id,
          to: alice.user.id,
          reply: { ok: true, value: "forged" },
        });
    });
    expect(await send(alice, { actorUuid: torchbearer.uuid, source: "torch" })).toEqual({
      ok: true,
      value: "lit torch",
    });
  });

  it("gets nothing done with a message the server names no sender for", async () => {
    const { world, gm1, handled, torchbearer } = await table();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    for (const listener of gm1.socketListeners(SOCKET))
      listener(request(world, gm1, { actorUuid: torchbearer.uuid, source: "torch" }), undefined);
    await world.settle();
    expect(handled).toEqual([]);
    expect(sent(world, "reply")).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });
});
