/**
 * Turnkeeper's region behaviour type as `init` registers it in `CONFIG.RegionBehavior`: its data model, its icon,
 * and its label, which Foundry's behaviour picker shows (localized) instead of the raw type `turnkeeper.area`.
 * Foundry's globals stand as far as registering reads them; anything else they are asked for throws.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { AREA_BEHAVIOR, registerAreaBehavior } from "../../../src/foundry/map/foundry-behavior";
import { translations } from "../../fakes/foundry";
import { strict } from "../../fakes/strict";

afterEach(() => vi.unstubAllGlobals());

/** `CONFIG.RegionBehavior`, `CONST.REGION_EVENTS` and the base class, as at `init`. */
function stubInit() {
  const config = strict(
    { dataModels: {}, typeIcons: {}, typeLabels: {} } as Record<string, Record<string, unknown>>,
    "CONFIG.RegionBehavior",
  );
  vi.stubGlobal("CONFIG", strict({ RegionBehavior: config }, "CONFIG"));
  vi.stubGlobal(
    "CONST",
    strict({ REGION_EVENTS: { TOKEN_ENTER: "tokenEnter", TOKEN_EXIT: "tokenExit" } }, "CONST"),
  );
  const data = { fields: {}, regionBehaviors: { RegionBehaviorType: class {} } };
  vi.stubGlobal("foundry", strict({ data: strict(data, "foundry.data") }, "foundry"));
  return config;
}

describe("the turnkeeper.area behaviour type", () => {
  it("is registered with its data model, its icon and a label that lang/en.json words", () => {
    const config = stubInit();
    registerAreaBehavior(() => undefined);
    expect(config.dataModels![AREA_BEHAVIOR]).toBeTypeOf("function");
    expect(config.typeIcons![AREA_BEHAVIOR]).toMatch(/^fa-/);
    const label = config.typeLabels![AREA_BEHAVIOR];
    expect(label).toBeTypeOf("string");
    expect(translations.get(label as string)).toBe("Turnkeeper area");
  });
});
