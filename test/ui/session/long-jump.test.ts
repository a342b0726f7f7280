/**
 * Long jumps of the clock (a calendar set years ahead, a module enabled again after months): one summarised
 * entry, timers and lights ended, recurring checks counted, and the game master's choice of what to roll,
 * never one awaited roll and card per check.
 */
import { describe, expect, it } from "vitest";
import { logEntries, seededRoller, type DicePort, type LogEntry } from "../../../src/core";
import { newArea, type LongJump, type LongJumpChoice } from "../../../src/ui";
import { makeHost } from "./host";

const DAY = 86_400;
const YEAR = 365 * DAY;
const dungeon = { ...newArea("dungeon", "Upper halls"), level: "normal" as const };

/** Seeded dice that count the host rolls made and the dice in them. */
function countingDice(seed = 11) {
  const inner = seededRoller(seed);
  const made = { rolls: 0, dice: 0 };
  const dice: DicePort = {
    roll: (formula) => {
      const outcome = inner.roll(formula);
      made.rolls++;
      made.dice += outcome.dice.reduce((n, d) => n + d.results.length, 0);
      return outcome;
    },
  };
  return { dice, made };
}

/** A host in the dungeon with a torch lit, asking the GM through a scripted answer. */
async function jumping(
  answer?: LongJumpChoice,
  preset: "four-watches" | "turns-rounds-segments" = "four-watches",
) {
  const { dice, made } = countingDice();
  const asked: LongJump[] = [];
  const askLongJump = answer
    ? (jump: LongJump) => {
        asked.push(jump);
        return Promise.resolve(answer);
      }
    : undefined;
  const host = makeHost({ preset, dice, ...(askLongJump ? { ports: { askLongJump } } : {}) });
  await host.session.perform({ type: "setArea", area: dungeon });
  await host.session.perform({ type: "light", owner: "Actor.a", ownerName: "Aldo", source: "torch" });
  await host.session.idle();
  return { host, made, asked, cardsBefore: host.cards.length, rollsBefore: made.rolls };
}

const newest = (entries: readonly LogEntry[]) => entries[0];
const dueCount = (entry: LogEntry | undefined, check: string) =>
  entry?.events.reduce((n, e) => n + (e.type === "checkDue" && e.check === check ? e.count : 0), 0) ?? 0;

describe("a long jump of the clock", () => {
  it("is one entry: the torch goes out, checks are counted and, with nobody to ask, none is rolled", async () => {
    const { host, made, cardsBefore, rollsBefore } = await jumping();
    const entries = logEntries(host.session.state().keeper);
    await host.moveClock(30 * DAY);
    const after = logEntries(host.session.state().keeper);
    expect(after).toHaveLength(entries.length + 1);
    const entry = newest(after);
    expect(entry?.reason.kind).toBe("sync");
    expect(dueCount(entry, "encounter")).toBe((30 * DAY) / 1800);
    expect(made.rolls).toBe(rollsBefore);
    expect(host.lights.at(-1)).toEqual([{ owner: "Actor.a", source: null }]);
    const texts = host.texts(cardsBefore);
    expect(texts.map((c) => c.title)).toEqual(["Aldo's Torch goes out", "30 days passed"]);
    expect(texts[1]?.lines.map((l) => l.text)).toEqual(["1440 encounter checks fell due; none was rolled."]);
  });

  it("asks the GM once, and rolls every check in a few batches of dice onto one summary card", async () => {
    const { host, made, asked, cardsBefore, rollsBefore } = await jumping("all");
    await host.moveClock(30 * DAY);
    expect(asked).toEqual([{ from: 0, to: 30 * DAY, checks: 1440, last: 3, reminders: [], timersEnded: 1 }]);
    expect(made.rolls - rollsBefore).toBe(2);
    expect(made.dice).toBe(1440);
    const cards = host.texts(cardsBefore);
    expect(cards).toHaveLength(2);
    const lines = cards[1]?.lines.map((l) => l.text) ?? [];
    expect(lines[0]).toBe("1440 encounter checks fell due; all were rolled.");
    // The latest ten findings, then how many more found something, then how many found nothing.
    expect(lines.slice(1, 11).every((l) => /^D\d+ W\d T\d+ R1: an encounter$/.test(l))).toBe(true);
    const earlier = Number(/^(\d+) earlier/.exec(lines[11] ?? "")?.[1]);
    const nothing = Number(/^(\d+) found nothing/.exec(lines[12] ?? "")?.[1]);
    expect(earlier + 10 + nothing).toBe(1440);
    expect(newest(logEntries(host.session.state().keeper))?.results).toHaveLength(10);
  });

  it("rolls only the last three checks as usual when the GM says so", async () => {
    const { host, made, cardsBefore, rollsBefore } = await jumping("last");
    await host.moveClock(30 * DAY + 900);
    const cards = host.cards.slice(cardsBefore);
    expect(cards.map((c) => c.view.kind)).toEqual(["light", "time", "encounter", "encounter", "encounter"]);
    expect(host.texts(cardsBefore)[1]?.lines[0]?.text).toBe(
      "1440 encounter checks fell due; the last 3 were rolled.",
    );
    const at = (c: (typeof cards)[number]) =>
      Number(/"clock":(\d+)/.exec(JSON.stringify(c.view.subtitle))?.[1]);
    expect(cards.slice(2).map(at)).toEqual([30 * DAY - 3600, 30 * DAY - 1800, 30 * DAY]);
    expect(made.rolls - rollsBefore).toBeGreaterThanOrEqual(3);
    expect(newest(logEntries(host.session.state().keeper))?.results).toHaveLength(3);
  });

  it("counts reminders (meals) without a card for each", async () => {
    const { host, cardsBefore } = await jumping("skip", "turns-rounds-segments");
    await host.moveClock(30 * DAY);
    const cards = host.texts(cardsBefore);
    expect(cards.map((c) => c.title)).toEqual(["Aldo's Torch goes out", "30 days passed"]);
    expect(cards[1]?.lines.map((l) => l.text).slice(1)).toEqual([
      "Time to eat: due 120 times.",
      "A day's rations and water: due 30 times.",
    ]);
  });

  it("takes a ten-year jump of 175,200 checks in 176 host rolls, with one entry of counted events", async () => {
    const { host, made, rollsBefore } = await jumping("all");
    await host.moveClock(10 * YEAR);
    const entry = newest(logEntries(host.session.state().keeper));
    expect(dueCount(entry, "encounter")).toBe((10 * YEAR) / 1800);
    expect(entry?.events.length).toBeLessThan(5);
    expect(made.rolls - rollsBefore).toBe(Math.ceil((10 * YEAR) / 1800 / 1000));
  });

  it("leaves a jump within the GM's threshold to the usual check by check", async () => {
    const { host, asked, cardsBefore } = await jumping("all");
    host.setOptions({ longJump: 60 * DAY });
    await host.moveClock(30 * DAY);
    expect(asked).toEqual([]);
    expect(host.texts(cardsBefore).map((c) => c.title)).toContain("1440 encounter checks");
  });
});
