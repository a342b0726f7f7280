/**
 * Importing a table into the sandbox (issue 20): the whole file is read before anything is stored, every entry
 * with its own reader, and refused whole with which entry and why; a file cut short says so; the browser's
 * refusal of a write (its quota) leaves what was stored as it was; and in Chromium the GM is asked before the
 * table is replaced. A property over files with any one field changed: refused with nothing stored, or stored
 * so that every part of the page reads its entry back as the file had it.
 */
import fc from "fast-check";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { applyRecordChange, BUILT_IN_PRESETS, emptyRecord, loadRecord, logEntries } from "../../src/core";
import { emptyChat, isChatLog, postTo } from "../../src/sandbox/chat/chat";
import { createWorldTime } from "../../src/sandbox/clock/world-time";
import { readFight, sampleFight } from "../../src/sandbox/combat/fight";
import { freshPositions } from "../../src/sandbox/map/positions";
import { readImport } from "../../src/sandbox/setup/import-check";
import { KEYS } from "../../src/sandbox/setup/keys";
import {
  createStorage,
  EXPORT_FORMAT,
  memoryArea,
  STORAGE_FULL,
  type KeyValueArea,
  type SandboxExport,
} from "../../src/sandbox/setup/storage";
import { defaultTable } from "../../src/sandbox/setup/tabletop";
import { loadWorldState, storedWorldState } from "../../src/ui";
import { fuzzRuns } from "../helpers/fuzz";
import { oneFieldMutated } from "../helpers/stored";
import { dungeon } from "../ui/session/fixtures";
import { makeHost } from "../ui/session/host";
import { answerQuestion, useSandbox, waitReady } from "./harness";

const preset = BUILT_IN_PRESETS["four-watches"];

/** A table as the sandbox exports it: a clock with lights and turns logged, a fight, chat, record, map. */
async function exported(): Promise<SandboxExport> {
  const host = makeHost({ time: preset.time.dayStart });
  await host.session.perform({ type: "setArea", area: dungeon() });
  await host.session.perform({ type: "light", owner: "varda", ownerName: "Varda", source: "torch" });
  await host.session.perform({ type: "advanceUnit", unit: "turn", count: 2 });
  await host.session.idle();
  const world = host.session.state();
  const fight = sampleFight(preset.combat, (key) => key);
  if (!fight.ok) throw new Error(fight.error.message);
  const entries = {
    [KEYS.preset]: preset.id,
    [KEYS.time]: host.time,
    [KEYS.world]: storedWorldState(world),
    [KEYS.fight]: fight.value,
    [KEYS.fights]: 1,
    [KEYS.chat]: postTo(emptyChat(), { posted: 0, audience: "all", card: { title: "A torch is lit" } }),
    [KEYS.record]: applyRecordChange(emptyRecord(), { put: logEntries(world.keeper).reverse(), removed: [] }),
    [KEYS.table]: defaultTable(preset, "The Sunken Halls"),
    [KEYS.map]: freshPositions(),
  };
  const file = { format: EXPORT_FORMAT, version: 1, exportedAt: "1970-01-01T00:00:00.000Z", entries };
  return JSON.parse(JSON.stringify(file)) as SandboxExport;
}

/** Everything a storage area holds, as text. */
const snapshot = (area: KeyValueArea) =>
  Object.fromEntries(
    Array.from({ length: area.length }, (_, i) => area.key(i) ?? "").map((k) => [k, area.getItem(k)]),
  );

/** A storage area that refuses writes once it holds `quota` characters (the browser's quota). */
function smallArea(quota: number): KeyValueArea {
  const area = memoryArea();
  const size = () => Object.values(snapshot(area)).reduce((n, v) => n + (v?.length ?? 0), 0);
  return {
    get length() {
      return area.length;
    },
    key: (i) => area.key(i),
    getItem: (k) => area.getItem(k),
    removeItem: (k) => area.removeItem(k),
    setItem(k, v) {
      if (size() + v.length > quota)
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      area.setItem(k, v);
    },
  };
}

describe("reading a file to import", () => {
  it("refuses a file whose world entry does not read, naming the entry and why", async () => {
    const file = await exported();
    const { presetId: _gone, ...world } = file.entries.world as Record<string, unknown>;
    const read = readImport(JSON.stringify({ ...file, entries: { ...file.entries, world } }));
    expect(read).toMatchObject({
      ok: false,
      error: {
        key: "TURNKEEPER.Sandbox.Import.badEntry",
        params: { entry: "world" },
        error: { code: "schema.missing", path: "presetId" },
      },
    });
  });

  it("says a file cut short is cut short, and a file that is no JSON at all that it is not", async () => {
    const text = JSON.stringify(await exported(), null, 2);
    expect(readImport(text.slice(0, text.length / 2))).toMatchObject({
      error: { key: "TURNKEEPER.Sandbox.Import.truncated" },
    });
    expect(readImport("a shopping list")).toMatchObject({
      error: { key: "TURNKEEPER.Sandbox.Import.notJson" },
    });
    const file = await exported();
    expect(readImport(JSON.stringify({ ...file, entries: { ...file.entries, ghost: 1 } }))).toMatchObject({
      error: { key: "TURNKEEPER.Sandbox.Import.unknownEntry", params: { entry: "ghost" } },
    });
  });

  it("leaves what was stored as it was when the browser refuses a write halfway", async () => {
    const area = smallArea(4000);
    const storage = createStorage(area);
    storage.save("time", 600);
    storage.save("chat", emptyChat());
    const before = snapshot(area);
    const file = await exported();
    expect(storage.replaceAll(file.entries)).toEqual({ ok: false, reason: STORAGE_FULL });
    expect(snapshot(area)).toEqual(before);
  });
});

describe("a file to import with one field changed", () => {
  it("is refused with nothing stored, or stored so that every part of the page reads it back", async () => {
    const file = await exported();
    fc.assert(
      fc.property(oneFieldMutated(file), ({ mutated }) => {
        const area = memoryArea();
        const storage = createStorage(area);
        storage.save("time", 42);
        const before = snapshot(area);
        const read = readImport(JSON.stringify(mutated));
        if (!read.ok) {
          expect(read.error.key).toMatch(/^TURNKEEPER\.Sandbox\.Import\./);
          expect(snapshot(area)).toEqual(before);
          return;
        }
        expect(storage.replaceAll(read.value)).toMatchObject({ ok: true });
        const entries = read.value;
        if (KEYS.world in entries)
          expect(loadWorldState(storage.load(KEYS.world))).toMatchObject({ ok: true });
        if (KEYS.fight in entries) expect(readFight(storage.load(KEYS.fight))).toMatchObject({ ok: true });
        if (KEYS.record in entries) expect(loadRecord(storage.load(KEYS.record))).toMatchObject({ ok: true });
        if (KEYS.chat in entries) expect(isChatLog(storage.load(KEYS.chat))).toBe(true);
        if (KEYS.time in entries) expect(createWorldTime(storage, 0).now()).toBe(entries[KEYS.time]);
        expect(storage.exportData().entries).toEqual(entries);
      }),
      fuzzRuns(200),
    );
  });
});

const clock = (page: Page) => page.locator(".tk-clock__compact").textContent();
const notice = (page: Page) => page.locator('[data-sandbox="notice"]').textContent();

/** The page reloaded with `values` stored under the sandbox's keys. */
async function storedThen(page: Page, values: Readonly<Record<string, unknown>>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries))
      localStorage.setItem(`turnkeeper.sandbox.${key}`, JSON.stringify(value));
  }, values);
  await page.reload();
  await waitReady(page);
}
const stored = (page: Page, key: string) =>
  page.evaluate((k) => JSON.parse(localStorage.getItem(`turnkeeper.sandbox.${k}`) ?? "null") as unknown, key);

describe("the sandbox page on files and stored data that do not read", () => {
  const sandbox = useSandbox();

  it("refuses a bad or cut-short file with a word, and asks before replacing the table", async () => {
    const { context, page, problems } = await sandbox.open("?seed=3");
    await page.locator('.tk-clock [data-action="advanceUnit"][data-unit="turn"]').first().click();
    await waitReady(page);
    const before = await clock(page);
    const good = await exported();
    const { presetId: _gone, ...world } = good.entries.world as Record<string, unknown>;
    const files = {
      bad: JSON.stringify({ ...good, entries: { ...good.entries, world } }),
      cut: JSON.stringify(good).slice(0, 300),
      good: JSON.stringify(good),
    };
    const choose = async (name: keyof typeof files) => {
      await page.locator('[data-sandbox="import-file"]').setInputFiles({
        name: `${name}.json`,
        mimeType: "application/json",
        buffer: Buffer.from(files[name]),
      });
      await page.waitForTimeout(100);
      await waitReady(page);
    };
    await choose("bad");
    await expect(notice(page)).resolves.toContain('"world" entry does not read');
    await choose("cut");
    await expect(notice(page)).resolves.toContain("cut short");
    // Asked, and told no: the table stays.
    await choose("good");
    await answerQuestion(page, false);
    await expect(clock(page)).resolves.toBe(before);
    // Asked, and told yes: the page reloads with the file's table.
    const loaded = page.waitForEvent("load");
    await choose("good");
    await answerQuestion(page, true);
    await loaded;
    await waitReady(page);
    await expect(clock(page)).resolves.not.toBe(before);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("sets a bad part aside, keeps a clock that does not read from rewinding, and offers the way out", async () => {
    const { context, page, problems } = await sandbox.open("?seed=4");
    await page.locator('.tk-clock [data-action="advanceUnit"][data-unit="turn"]').first().click();
    await waitReady(page);
    const world = (await stored(page, "world")) as { keeper: { state: { time: number } }; fatigue: unknown };
    // A hand edit: fatigue of -1. The rest loads; the part is kept under the quarantine key.
    await storedThen(page, { world: { ...world, fatigue: -1 } });
    await expect(notice(page)).resolves.toContain("set aside");
    await expect(stored(page, "quarantine")).resolves.toEqual([
      expect.objectContaining({ path: "fatigue", value: -1 }),
    ]);
    await expect(stored(page, "world")).resolves.toMatchObject({ fatigue: 0, keeper: world.keeper });
    // A clock that does not read gives way to where the table was left: nothing is undone.
    await storedThen(page, { time: "noon" });
    await expect(notice(page)).resolves.toContain("The stored clock");
    await expect(stored(page, "world")).resolves.toMatchObject({
      keeper: { state: { time: world.keeper.state.time } },
    });
    // A state from a newer sandbox: never written over; Export and Reset still answer.
    await storedThen(page, { world: { ...world, version: 99 } });
    await expect(notice(page)).resolves.toContain("Reset starts over");
    await expect(stored(page, "world")).resolves.toMatchObject({ version: 99 });
    const loaded = page.waitForEvent("load");
    await page.locator('[data-sandbox="reset"]').click();
    await answerQuestion(page, true);
    await loaded;
    await waitReady(page);
    await expect(stored(page, "world")).resolves.not.toMatchObject({ version: 99 });
    expect(problems).toEqual([]);
    await context.close();
  });
});
