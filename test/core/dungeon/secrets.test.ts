/** Finding secrets: what entering, searching and inspecting reveal. */
import { describe, expect, it } from "vitest";
import { lookAround } from "../../../src/core";
import { six } from "./fixtures";

describe("finding secrets", () => {
  it("R001-07 entering shows the obvious, a turn's search most secrets, well-hidden ones only when named", () => {
    const secrets = [
      { id: "altar", level: "obvious" },
      { id: "falseBottom", level: "hidden" },
      { id: "compartment", level: "wellHidden", feature: "filigree" },
    ] as const;
    expect(lookAround(six, { kind: "enter" }, secrets)).toEqual({ found: ["altar"], seconds: 0 });
    expect(lookAround(six, { kind: "search" }, secrets)).toEqual({
      found: ["altar", "falseBottom"],
      seconds: 600,
    });
    expect(lookAround(six, { kind: "inspect", feature: "chest" }, secrets).found).not.toContain(
      "compartment",
    );
    expect(lookAround(six, { kind: "inspect", feature: "filigree" }, secrets).found).toContain("compartment");
  });
});
