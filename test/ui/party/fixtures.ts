/**
 * A session with two parties, shared by the parties' tests: Aldo and Bea light torches in the crypt, Bea scouts
 * ahead as "Scouts", and the others spend two turns and go on to the vault.
 */
import { makeHost } from "../session/host";
import { dungeon } from "../session/fixtures";

export async function twoParties() {
  const host = makeHost();
  const { session } = host;
  await session.perform({ type: "setArea", area: dungeon("normal", "Crypt") });
  await session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  await session.perform({ type: "light", owner: "Actor.bea", ownerName: "Bea", source: "torch" });
  await session.perform({ type: "splitParty", name: "Scouts", members: ["Actor.bea"] });
  await session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
  await session.perform({ type: "setArea", area: dungeon("busy", "Vault") });
  await session.idle();
  return host;
}
