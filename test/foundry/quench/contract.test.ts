/**
 * The contract's Quench batch against the fake, in its v13 and v14 modes: each scenario passes here before
 * anyone runs it in a real world. The socket scenario runs from a player's client too, where the request
 * really crosses the (fake) socket.
 */
import { afterEach, assert, describe, it, vi } from "vitest";
import { startTurnkeeper } from "../../../src/foundry/setup/start";
import { contractBatch, registerContractRequests, VEER_TABLE } from "../../../src/foundry/quench/contract";
import { apiOf } from "../../../src/foundry/quench/scenario";
import { FakeWorld } from "../../fakes/foundry";

afterEach(() => vi.restoreAllMocks());

async function contractWorld() {
  vi.spyOn(console, "info").mockImplementation(() => undefined);
  const world = new FakeWorld("2.0.0");
  const gm = world.connect("Gamemaster", true);
  const player = world.connect("Player", false);
  const scene = world.addScene("Crypt", true);
  world.addToken(scene, world.addActor("Aldo", [player.user]));
  const [, pack, packName, , id] = VEER_TABLE.split(".");
  world.addTable("Lost", "1d20", [{ range: [1, 20], text: "left" }], `${pack}.${packName}`, id);
  for (const c of [gm, player]) {
    startTurnkeeper(c);
    registerContractRequests(c);
    await c.boot();
  }
  await world.settle();
  return { world, gm, player };
}

describe(contractBatch.title, () => {
  for (const scenario of contractBatch.scenarios) {
    it(scenario.name, async () => {
      const { gm, player } = await contractWorld();
      await scenario.run(gm, assert);
      if (scenario.name.startsWith("game.socket")) await scenario.run(player, assert);
    });
  }

  it("game.paused: in a paused world too, where the pause holds the running clock", async () => {
    const { world, gm } = await contractWorld();
    world.togglePause(true);
    await world.settle();
    const paused = contractBatch.scenarios.find((s) => s.name.startsWith("game.paused"))!;
    await paused.run(gm, assert);
    assert.deepEqual(apiOf(gm).state().running.held, ["pause"]);
  });
});
