import { describe, expect, it } from "vitest";
import { currentRollMode, deletion } from "../../../src/foundry/setup/compat";
import { FakeWorld, FORCED_DELETION } from "../../fakes/foundry";

const client = (generation: 13 | 14) => new FakeWorld("0.1.0", { generation }).connect("GM", true);

describe("what v14 changed, by feature check", () => {
  it("reads the roll mode from core.rollMode in v13 and from core.messageMode in v14, in v13's names", () => {
    for (const [mode] of [["publicroll"], ["gmroll"], ["blindroll"], ["selfroll"]] as const) {
      const v13 = client(13);
      const v14 = client(14);
      v13.rollMode = mode;
      v14.rollMode = mode;
      expect(currentRollMode(v13)).toBe(mode);
      expect(currentRollMode(v14)).toBe(mode);
      expect(v14.world.deprecations).toEqual([]);
    }
  });

  it("deletes a flag with v13's -=key, and with v14's ForcedDeletion operator", () => {
    expect(deletion(client(13), "flags.turnkeeper.light")).toEqual({ "flags.turnkeeper.-=light": null });
    expect(deletion(client(14), "flags.turnkeeper.light")).toEqual({
      "flags.turnkeeper.light": FORCED_DELETION,
    });
  });

  it("has the fake warn, as v14 does, when the old forms are used there", async () => {
    const gm = client(14);
    const scene = gm.world.addScene("Crypt", true);
    const token = gm.world.addToken(scene, null).port(gm.user);
    expect(gm.chat.coreSetting("rollMode")).toBe("publicroll");
    await token.update({ "flags.turnkeeper.-=light": null });
    expect(gm.world.deprecations).toHaveLength(2);
    expect(() => client(13).chat.coreSetting("messageMode")).toThrow(/not a registered game setting/);
    FakeWorld.made.splice(0);
  });
});
