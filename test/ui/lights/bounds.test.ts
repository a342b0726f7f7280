/** Issue 20: an owner has at most LIMITS.lightsPerOwner lights at once; one more is refused with nothing written. */
import { describe, expect, it } from "vitest";
import { LIMITS } from "../../../src/core";
import type { Intent } from "../../../src/ui";
import { makeHost } from "../session/host";

const torch = (owner: string): Intent => ({ type: "light", owner, ownerName: "Aldo", source: "torch" });

describe("lights per owner", () => {
  it("refuses one light more than the most an owner may have burning, and lights another owner's", async () => {
    const host = makeHost();
    for (let i = 0; i < LIMITS.lightsPerOwner; i++) {
      expect((await host.session.perform(torch("Actor.aldo"))).ok).toBe(true);
    }
    await host.session.idle();
    const saves = host.saves.length;
    expect(await host.session.perform(torch("Actor.aldo"))).toMatchObject({
      ok: false,
      error: { code: "limit.lights", params: { owner: "Aldo", limit: LIMITS.lightsPerOwner } },
    });
    await host.session.idle();
    expect(host.saves).toHaveLength(saves);
    expect((await host.session.perform(torch("Actor.bea"))).ok).toBe(true);
  });

  it("replacing a light of the same source never reaches the limit", async () => {
    const host = makeHost({ options: { lightStacking: "replace" } });
    for (let i = 0; i <= LIMITS.lightsPerOwner; i++) {
      expect((await host.session.perform(torch("Actor.aldo"))).ok).toBe(true);
    }
  });
});
