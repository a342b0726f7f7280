/**
 * The clock side of the sandbox in Chromium, driven as a game master would: light a torch and advance turns
 * until it goes out, roll encounter checks and read them in the log, travel a wilderness hex and get lost,
 * then reload and find everything kept, and carry it to a fresh browser by export and import.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { readFileSync } from "node:fs";
import { answer, answerQuestion, endTurn, press, reloadedBy, waitReady, useSandbox } from "./harness";

const sandbox = useSandbox();

const clock = (page: Page) => page.locator(".tk-clock__compact").textContent();
const lights = (page: Page) => page.locator(".tk-clock .tk-light");
const chatTexts = (page: Page) => page.locator(".tks-chat-entry").allTextContents();

describe("the clock in the sandbox: lights and encounters", () => {
  it("R002-10 advances turn by turn until the torch goes out, and says so in the log", async () => {
    const { context, page, problems } = await sandbox.open("?seed=11");
    await answer(page, "lightTorch");
    await expect(lights(page).allTextContents()).resolves.toEqual([
      expect.stringMatching(/Varda: Torch\s+6T/),
    ]);
    let turns = 0;
    while ((await lights(page).count()) > 0 && turns < 12) {
      await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
      turns++;
    }
    expect(turns).toBe(6);
    expect((await chatTexts(page)).join("\n")).toContain("Varda's Torch goes out");
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R000-03 rolls encounter checks, by hand and when they fall due, into the log with their dice", async () => {
    const { context, page, problems } = await sandbox.open("?seed=12");
    await press(page, '.tk-clock [data-action="checkEncounter"]');
    await press(page, '.tk-clock [data-action="loud"]');
    let texts = await chatTexts(page);
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/Encounter check.*The Sunken Halls.*Rolled \d against 1/s);
    expect(texts[1]).toContain("Encounter check (loud)");
    await expect(
      page.locator(".tks-chat-entry details, .tks-chat-entry .tk-card__dice").count(),
    ).resolves.toBeGreaterThan(0);
    // The sample dungeon is a normal area: a check falls due after every third turn.
    for (let i = 0; i < 3; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    texts = await chatTexts(page);
    expect(texts).toHaveLength(3);
    expect(texts[2]).toMatch(/Encounter check.*turn 4 of 36/s);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R001-10 an encounter draws who turns up from the area's table and rolls their reaction", async () => {
    const { context, page, problems } = await sandbox.open("?seed=15");
    const found = page.locator(".tks-chat-entry", { hasText: "From the encounter table" });
    for (let i = 0; i < 60 && (await found.count()) === 0; i++) {
      await press(page, '.tk-clock [data-action="checkEncounter"]');
    }
    const card = ((await found.first().textContent()) ?? "").replace(/\s+/g, " ");
    expect(card).toContain("From the encounter table: Wanderers of the Sunken Halls");
    expect(card).toMatch(/\d+: [a-z]/);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R000-04 with checks waiting for the GM: a due check waits in the clock panel until it is rolled", async () => {
    const { context, page, problems } = await sandbox.open("?seed=16");
    await page.locator('select[name="dueChecks"]').selectOption("prompt");
    await waitReady(page);
    for (let i = 0; i < 3; i++) await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await expect(page.locator(".tk-clock__pending li").count()).resolves.toBe(1);
    await expect(chatTexts(page)).resolves.toEqual([expect.stringContaining("An encounter check is due")]);
    await press(page, '.tk-clock [data-action="rollDue"]');
    await expect(page.locator(".tk-clock__pending").count()).resolves.toBe(0);
    const texts = await chatTexts(page);
    expect(texts).toHaveLength(2);
    expect(texts[1]).toMatch(/Encounter check.*Rolled \d against 1/s);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the clock in the sandbox: travel, forms and fights", () => {
  it("R000-18 travels a wilderness hex in a watch, and the navigator gets the party lost", async () => {
    const { context, page, problems } = await sandbox.open("?seed=13");
    await page.locator('input[name="areaType"][value="wilderness"]').check();
    await waitReady(page);
    await page.locator('select[name="terrain"]').selectOption("denseForest");
    await waitReady(page);
    await expect(page.locator(".tk-clock__facts").textContent()).resolves.toContain("Wilderness");
    // The module's travel form, the area's terrain already chosen.
    await answer(page, "travel", { score: "1" });
    // The travel card, then the checks of the watch the journey ran into.
    const card = (await chatTexts(page)).find((text) => text.includes("Travel through")) ?? "";
    expect(card).toContain("Travel through dense forest");
    expect(card).toMatch(/rolled \d+ against 1, the party is lost/);
    expect(card).toMatch(/veer (left|right)|keep to the right course/);
    // Dense forest is poor terrain: one hex on foot takes two watches (R000-12).
    await expect(clock(page)).resolves.toMatch(/^D1 W3 /);
    await expect(page.locator(".tk-log__what").first().textContent()).resolves.toBe(
      "Travel through dense forest",
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it("R000-10 R000-23 R001-27 asks the module's own forms: a pushed mount, camp, morale, a light", async () => {
    const { context, page, problems } = await sandbox.open("?seed=17");
    // The sample party's pony, filled in; two days pushed before.
    await answer(page, "pushedMount", { pushedDays: "2" });
    await answer(page, "camp", { season: "winter", tents: false });
    await answer(page, "morale", { name: "The goblins", score: "9" });
    // A form left wrong says why, in words, and does nothing.
    await answer(page, "morale", { score: "" });
    await expect(page.locator('[data-sandbox="notice"]').textContent()).resolves.toBe(
      "Type the morale score, a whole number from 2 to 12.",
    );
    await page.locator('select[name="bearer"]').selectOption("osric");
    await waitReady(page);
    await answer(page, "lightTorch", { source: "lantern" });
    const texts = await chatTexts(page);
    expect(texts[0]).toContain("Pushed mount: Thistle, Brakka's pony");
    expect(texts[0]).toContain("days pushed before: 2");
    expect(texts.some((text) => text.includes("Seeking shelter") && text.includes("in winter"))).toBe(true);
    expect(texts.some((text) => text.includes("Morale: The goblins"))).toBe(true);
    await expect(lights(page).allTextContents()).resolves.toEqual([expect.stringMatching(/Osric: Lantern/)]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("logs a fight's time as one entry named for the count, and an undone step shortens it", async () => {
    const { context, page, problems } = await sandbox.open("?seed=18");
    await press(page, '[data-sandbox="new-fight"]');
    await press(page, '[data-action="tkRollAll"]');
    await press(page, '[data-action="tkBegin"]');
    for (let i = 0; i < 4; i++) await endTurn(page, "dagger");
    const log = page.locator(".tk-log__what");
    await expect(log.allTextContents()).resolves.toEqual([
      expect.stringMatching(/^Combat: round \d+, segment \d+$/),
    ]);
    const before = await log.first().textContent();
    const now = () => page.evaluate(() => window.turnkeeperSandbox?.now());
    const timeBefore = await now();
    await press(page, '[data-action="tkUndo"]');
    await expect(log.allTextContents()).resolves.toHaveLength(1);
    expect(await now()).toBeLessThan(timeBefore ?? 0);
    expect(await log.first().textContent()).not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("the clock in the sandbox: kept and carried over", () => {
  it("keeps the clock, the lights and the log through a reload, and carries them over by export and import", async () => {
    const { context, page, problems } = await sandbox.open("?seed=14");
    await answer(page, "lightTorch");
    await press(page, '.tk-clock [data-action="advanceUnit"][data-unit="turn"]');
    await press(page, '.tk-clock [data-action="checkEncounter"]');
    const before = {
      clock: await clock(page),
      lights: await lights(page).allTextContents(),
      chat: await chatTexts(page),
    };
    expect(before.chat).toHaveLength(2);

    await page.reload();
    await waitReady(page);
    expect({
      clock: await clock(page),
      lights: await lights(page).allTextContents(),
      chat: await chatTexts(page),
    }).toEqual(before);

    const download = page.waitForEvent("download");
    await page.locator('[data-sandbox="export"]').click();
    const file = await (await download).path();
    const exported = JSON.parse(readFileSync(file, "utf8")) as {
      format: string;
      entries: Record<string, unknown>;
    };
    expect(exported.format).toBe("turnkeeper-sandbox");
    expect(Object.keys(exported.entries)).toEqual(expect.arrayContaining(["world", "time", "chat"]));

    // Another browser: a fresh start, then the file brings the table back.
    const other = await sandbox.open();
    await expect(clock(other.page)).resolves.toBe("D1 W1 T1 R1");
    // Asked before the fresh table is replaced, the GM says yes.
    await reloadedBy(other.page, async () => {
      await other.page.locator('[data-sandbox="import-file"]').setInputFiles(file);
      await answerQuestion(other.page, true);
    });
    await expect(clock(other.page)).resolves.toBe(before.clock);
    await expect(lights(other.page).allTextContents()).resolves.toEqual(before.lights);
    await expect(chatTexts(other.page)).resolves.toEqual(before.chat);
    expect([...problems, ...other.problems]).toEqual([]);
    await other.context.close();
    await context.close();
  });
});
