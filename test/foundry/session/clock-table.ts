/**
 * A table of connected clients with Turnkeeper started: two GMs (the first is the active one) and three
 * players, a scene with the party's tokens, and helpers to let every client settle, count writes and put a
 * dungeon area in force.
 */
import { expect, vi } from "vitest";
import type { TurnkeeperApi } from "../../../src/foundry/setup/api";
import { startTurnkeeper, turnkeeperOf } from "../../../src/foundry/setup/start";
import { newArea } from "../../../src/ui";
import { FakeWorld, type FakeClient, type FakeWrite } from "../../fakes/foundry";

export const api = (c: FakeClient) => c.module.api as TurnkeeperApi;
export const tkOf = (c: FakeClient) => {
  const parts = turnkeeperOf(c);
  if (!parts) throw new Error("Turnkeeper did not start on this client");
  return parts;
};

/** Lets every client finish what it started (hook handlers, the writer's queued processing). */
export async function settle(world: FakeWorld): Promise<void> {
  for (let i = 0; i < 4; i++) {
    await world.settle();
    for (const c of world.clients) await turnkeeperOf(c)?.tk.idle();
  }
}

export function writes(world: FakeWorld, since = 0) {
  const list = world.writes.slice(since);
  const of = (pred: (w: FakeWrite) => boolean) => list.filter(pred).length;
  return {
    list,
    worldTime: of((w) => w.kind === "worldTime"),
    state: of((w) => w.kind === "setting" && w.key === "turnkeeper.state"),
    messages: of((w) => w.kind === "document" && w.type === "ChatMessage"),
    tokens: of((w) => w.kind === "document" && w.type === "Token"),
  };
}

/** The writes since `mark`, in order: the clock's, settings' and the record pages' (chat cards left out). */
export const writeOrder = (world: FakeWorld, mark = 0) =>
  world.writes
    .slice(mark)
    .filter((w) => w.kind !== "document" || w.type === "JournalEntryPage")
    .map((w) => (w.kind === "setting" ? w.key : w.kind === "document" ? w.type : "worldTime"));

export async function clockTable(
  options: {
    preset?: string;
    /** Runs before Turnkeeper starts on the clients (another fake's additions, such as the map's). */
    setup?: (world: FakeWorld) => void;
  } = {},
) {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld();
  const gm = world.connect("GM One", true);
  const gm2 = world.connect("GM Two", true);
  const alice = world.connect("Alice", false);
  const bob = world.connect("Bob", false);
  const cara = world.connect("Cara", false);
  if (options.preset) world.worldSettings.set("turnkeeper.preset", options.preset);
  const scene = world.addScene("Crypt", true);
  const aldo = world.addActor("Aldo", [alice.user]);
  const bea = world.addActor("Bea", [bob.user]);
  const aldoToken = world.addToken(scene, aldo);
  const beaToken = world.addToken(scene, bea);
  alice.character = aldo;
  bob.character = bea;
  options.setup?.(world);
  for (const c of world.clients) {
    startTurnkeeper(c);
    await c.boot();
  }
  await settle(world);
  return {
    world,
    gm,
    gm2,
    alice,
    bob,
    cara,
    scene,
    aldo,
    bea,
    aldoToken,
    beaToken,
    mark: world.writes.length,
  };
}

export const TURN = 600;
export const WATCH = 21_600;

/** A dungeon area on the scene, in force. */
export async function dungeonHere(
  t: Awaited<ReturnType<typeof clockTable>>,
  level: "busy" | "normal" = "normal",
) {
  const area = { ...newArea("dungeon", "Crypt"), level };
  expect(await api(t.gm).setArea(area)).toMatchObject({ ok: true });
  await settle(t.world);
}
