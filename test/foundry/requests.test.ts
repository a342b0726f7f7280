import { describe, expect, it, vi } from "vitest";
import { err, ok } from "../../src/core";
import { startTurnkeeper } from "../../src/foundry/module";
import {
  ownsActor,
  refusal,
  requestsFor,
  type RequestSender,
  type RequestType,
} from "../../src/foundry/requests";
import { FakeWorld, type FakeClient } from "../fakes/foundry";

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

function table() {
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
    c.boot();
    senders.set(c, requestsFor(c).register(lightType(handled)));
  }
  const torchbearer = world.addActor("Torchbearer", [alice.user]);
  const send = (c: FakeClient, data: unknown) => senders.get(c)!(data as Light);
  return { world, gm1, gm2, alice, bob, handled, torchbearer, send };
}

describe("player requests", () => {
  it("route a player's request to the active GM, who checks ownership and handles it once", async () => {
    const { world, gm1, alice, handled, torchbearer, send } = table();
    const reply = await send(alice, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(reply).toEqual({ ok: true, value: "lit torch" });
    expect(handled).toEqual([{ by: gm1.user.id, data: { actorUuid: torchbearer.uuid, source: "torch" } }]);
    expect(world.queries).toHaveLength(1);
    expect(world.queries[0]?.to).toBe(gm1.user.id);
  });

  it("refuse a player who does not own the actor, with a localized message, and handle nothing", async () => {
    const { bob, handled, torchbearer, send } = table();
    const reply = await send(bob, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(reply).toEqual({ ok: false, refusal: { code: "notOwner", params: { actor: "Torchbearer" } } });
    expect(handled).toEqual([]);
    expect(bob.notifications.shown).toEqual([
      { level: "warn", message: "You do not own Torchbearer, so you cannot ask that for it." },
    ]);
  });

  it("refuse malformed data and unknown actors", async () => {
    const { alice, handled, send } = table();
    expect(await send(alice, { actorUuid: 3 })).toMatchObject({ ok: false, refusal: { code: "badRequest" } });
    expect(await send(alice, { actorUuid: "Actor.nobody", source: "torch" })).toMatchObject({
      ok: false,
      refusal: { code: "unknownActor" },
    });
    expect(handled).toEqual([]);
  });

  it("let a GM's request run on the active GM without a query when that GM is this client", async () => {
    const { world, gm1, handled, torchbearer, send } = table();
    expect(await send(gm1, { actorUuid: torchbearer.uuid, source: "lantern" })).toMatchObject({ ok: true });
    expect(world.queries).toHaveLength(0);
    expect(handled).toHaveLength(1);
  });

  it("send a second GM's request to the active GM too, so one client writes", async () => {
    const { world, gm1, gm2, handled, torchbearer, send } = table();
    await send(gm2, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(world.queries.map((q) => q.to)).toEqual([gm1.user.id]);
    expect(handled[0]?.by).toBe(gm1.user.id);
  });

  it("refuse when no GM is connected", async () => {
    const { world, gm1, gm2, alice, torchbearer, send } = table();
    world.disconnect(gm1);
    world.disconnect(gm2);
    const reply = await send(alice, { actorUuid: torchbearer.uuid, source: "torch" });
    expect(reply).toMatchObject({ ok: false, refusal: { code: "noGM" } });
    expect(alice.notifications.shown[0]?.message).toMatch(/No game master/);
  });

  it("fail over to the next GM when the active GM leaves", async () => {
    const { world, gm1, gm2, alice, handled, torchbearer, send } = table();
    world.disconnect(gm1);
    expect(await send(alice, { actorUuid: torchbearer.uuid, source: "torch" })).toMatchObject({ ok: true });
    expect(handled[0]?.by).toBe(gm2.user.id);
  });

  it("refuse on a client that is not the active GM, and for unknown request types", async () => {
    const { gm2, alice } = table();
    const router = requestsFor(gm2);
    expect(await router.receive({ type: "test.light", data: {}, userId: alice.user.id })).toMatchObject({
      ok: false,
      refusal: { code: "notActiveGM" },
    });
    expect(await requestsFor(alice).send("nope", {}, { quiet: true })).toMatchObject({
      ok: false,
      refusal: { code: "unknownRequest", params: { type: "nope" } },
    });
    expect(alice.notifications.shown).toEqual([]);
  });

  it("turn a handler's error into a refusal instead of leaving the sender waiting", async () => {
    const { gm1, alice } = table();
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
