/**
 * Issue 21: a rolled duration shows its roll. An advance of "1d4 rounds" and an action whose time is rolled
 * post a card with the dice and the time they gave; a fixed duration posts none.
 */
import { describe, expect, it } from "vitest";
import { makeHost } from "../session/host";

const TITLE = "Time rolled";

describe("a rolled duration's card", () => {
  it("shows the dice of an advance of 1d4 rounds and the time they gave", async () => {
    const host = makeHost({ faces: [3] });
    await host.session.perform({ type: "advance", by: "1d4 rounds" });
    await host.session.idle();
    const rolled = host.texts().filter((c) => c.title === TITLE);
    expect(rolled).toHaveLength(1);
    expect(rolled[0]?.lines.map((l) => l.text)).toEqual(["1d4 rounds came to 3 rounds."]);
    expect(rolled[0]?.dice).toMatchObject([{ formula: "1d4", total: 3 }]);
  });

  it("shows the dice of an action whose time is rolled, named as the time log names it", async () => {
    const host = makeHost({ preset: "turns-rounds-segments", faces: [2, 6, 6, 6] });
    await host.session.perform({ type: "action", action: "eat" });
    await host.session.idle();
    const rolled = host.texts().filter((c) => c.title === TITLE);
    expect(rolled.map((c) => c.lines.map((l) => l.text))).toEqual([["Eat came to 2 turns."]]);
    expect(rolled[0]?.dice).toMatchObject([{ formula: "1d4", total: 2 }]);
  });

  it("posts nothing for a duration with no dice", async () => {
    const host = makeHost();
    await host.session.perform({ type: "advance", by: "2 rounds" });
    await host.session.idle();
    expect(host.texts().filter((c) => c.title === TITLE)).toEqual([]);
  });
});
