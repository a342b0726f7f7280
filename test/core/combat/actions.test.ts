import { describe, expect, it } from "vitest";
import { DEFAULT_COMMON_ACTIONS, parseCommonActions } from "../../../src/core";

describe("the table's common actions", () => {
  it("R003-12 R003-13 are named actions with a whole Recovery Time; the starting list is the rules' Dagger", () => {
    expect(DEFAULT_COMMON_ACTIONS).toEqual([
      { name: "TURNKEEPER.Tracker.Recovery.Common.dagger", recovery: 6 },
    ]);
    expect(parseCommonActions([{ name: " Shove ", recovery: 4 }])).toEqual({
      ok: true,
      value: [{ name: "Shove", recovery: 4 }],
    });
    expect(parseCommonActions([])).toEqual({ ok: true, value: [] });
  });

  it("refuses a list with a mistake, naming the place of the first one", () => {
    const refused = (input: unknown) => {
      const out = parseCommonActions(input);
      if (out.ok) throw new Error("expected a refusal");
      return { code: out.error.code, path: out.error.params.path };
    };
    expect(refused([{ name: "Shove", recovery: 0 }])).toEqual({
      code: "schema.outOfRange",
      path: "actions[0].recovery",
    });
    expect(refused([{ name: "Shove", recovery: 2.5 }])).toEqual({
      code: "schema.notInteger",
      path: "actions[0].recovery",
    });
    expect(refused([{ name: "  ", recovery: 3 }])).toEqual({
      code: "schema.outOfRange",
      path: "actions[0].name",
    });
    expect(refused([{ recovery: 3 }])).toEqual({ code: "schema.missing", path: "actions[0].name" });
    expect(
      refused([
        { name: "Shove", recovery: 3 },
        { name: "Shove", recovery: 4 },
      ]),
    ).toEqual({ code: "schema.duplicate", path: "actions[1].name" });
    expect(refused({ name: "Shove", recovery: 3 })).toEqual({ code: "schema.type", path: "actions" });
  });
});
