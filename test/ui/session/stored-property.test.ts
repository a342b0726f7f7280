/**
 * The stored state with any one field changed (issue 20, a property over fast-check, a fixed seed in npm test):
 * it is refused whole with why (a version or a clock it cannot read), and then never written over; or it loads,
 * what did not read set aside with where and why, and the session goes on from it: what it writes reads back
 * whole, nothing more set aside.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readWorldState, storedWorldState } from "../../../src/ui";
import { fuzzRuns } from "../../helpers/fuzz";
import { oneFieldMutated } from "../../helpers/stored";
import { dungeon } from "./fixtures";
import { makeHost } from "./host";

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value)) as unknown;

/** A campaign's state as a host stores it: an area, two lights, a pending check, turns logged. */
async function campaign() {
  const host = makeHost({ seed: 4, options: { dueChecks: "prompt" } });
  await host.session.perform({ type: "setArea", area: dungeon("busy") });
  await host.session.perform({ type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" });
  await host.session.perform({ type: "light", owner: "Actor.bree", ownerName: "Bree", source: "lantern" });
  await host.session.perform({ type: "advanceUnit", unit: "turn", count: 3 });
  await host.session.perform({ type: "action", action: "search", attempts: 1 });
  await host.session.idle();
  return { stored: json(storedWorldState(host.session.state())), time: host.time };
}

describe("the stored state with one field changed", () => {
  it("is refused whole and left as it is, or loads with the bad part set aside and goes on", async () => {
    const { stored, time } = await campaign();
    await fc.assert(
      fc.asyncProperty(oneFieldMutated(stored), async ({ mutated }) => {
        const read = readWorldState(mutated);
        const host = makeHost({ stored: mutated, time, seed: 4 });
        if (!read.ok) {
          // Refused whole, saying where: the session writes nothing over it.
          expect(read.error.code).toMatch(/^schema\./);
          expect(host.session.storageError()).toEqual(read.error);
          await host.session.perform({ type: "advanceUnit", unit: "turn" });
          expect(host.saves).toEqual([]);
          return;
        }
        for (const part of read.value.setAside) expect(part.error.params.path).toBeTruthy();
        // What loads reloads equal, with nothing more set aside.
        const again = readWorldState(json(storedWorldState(read.value.value)));
        expect(again.ok && again.value.setAside).toEqual([]);
        expect(again.ok && again.value.value).toEqual(read.value.value);
        // The session goes on from it, and what it writes reads back whole.
        await host.session.sync();
        await host.session.perform({ type: "advanceUnit", unit: "turn" });
        await host.session.idle();
        const written = readWorldState(host.stored);
        expect(written.ok && written.value.setAside).toEqual([]);
      }),
      fuzzRuns(60),
    );
  });
});
