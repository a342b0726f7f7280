/**
 * What switching the party in play costs (issue 22), on the typed fake of Foundry: two parties in a dungeon,
 * each with a torch lit and an hour's log behind it, the GM switching between them, beside the reference of
 * the GM's most common action, a turn's advance, on a table of one party in the same run. Figures: the time
 * one takes through the whole module (the intent, the writer's processing, every client's reading), the
 * writes it makes (world time, settings, record pages) and the bytes it sends (each setting's value as JSON,
 * the record's page requests). A switch moves no clock: it writes the state once and nothing else.
 */
import { startTurnkeeper } from "../../src/foundry/setup/start";
import { newArea } from "../../src/ui";
import { FakeWorld, type FakeClient } from "../../test/fakes/foundry";
import { timeSideBySide, type Benchmark, type Figure } from "../harness";
import { api, settle } from "../fake-table";

const SWITCHES = 200;

/** A GM and a player in a dungeon, an hour played with a torch lit; with `split`, Bea scouts ahead first. */
async function table(split: boolean): Promise<{ world: FakeWorld; gm: FakeClient }> {
  const world = new FakeWorld();
  const gm = world.connect("GM", true);
  const player = world.connect("Player", false);
  const scene = world.addScene("Sunken Halls", true);
  const aldo = world.addActor("Aldo", [player.user]);
  const bea = world.addActor("Bea", [player.user]);
  world.addToken(scene, aldo);
  world.addToken(scene, bea);
  for (const c of world.clients) {
    startTurnkeeper(c);
    await c.boot();
  }
  await settle(world);
  const tk = api(gm);
  await tk.setArea({ ...newArea("dungeon", "Sunken Halls"), level: "normal" });
  await tk.light(aldo.uuid, "torch");
  await tk.light(bea.uuid, "torch");
  if (split) await tk.splitParty("Scouts", [bea.uuid]);
  await tk.advanceUnit("turn", 6);
  await settle(world);
  return { world, gm };
}

interface Cost {
  readonly worldWrites: number;
  readonly settingWrites: number;
  readonly journalWrites: number;
  readonly bytes: number;
}

/** What `count` calls of `act` write and send, each setting's value measured as it stands after its write. */
async function cost(world: FakeWorld, count: number, act: (i: number) => Promise<unknown>): Promise<Cost> {
  const from = { writes: world.writes.length, journal: world.journalServer.writes.length };
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const seen = world.writes.length;
    await act(i);
    await settle(world);
    for (const w of world.writes.slice(seen)) {
      if (w.kind === "setting") bytes += JSON.stringify(world.worldSettings.get(w.key) ?? null).length;
      if (w.kind === "worldTime") bytes += JSON.stringify({ time: world.worldTime }).length;
    }
  }
  const writes = world.writes.slice(from.writes);
  const journal = world.journalServer.writes.slice(from.journal);
  return {
    worldWrites: writes.filter((w) => w.kind === "worldTime").length / count,
    settingWrites: writes.filter((w) => w.kind === "setting").length / count,
    journalWrites: journal.length / count,
    bytes: (bytes + journal.reduce((n, w) => n + w.bytes, 0)) / count,
  };
}

const figures = (prefix: string, c: Cost): Figure[] => [
  { name: `${prefix}.world-time-writes`, value: c.worldWrites, unit: "writes" },
  { name: `${prefix}.setting-writes`, value: c.settingWrites, unit: "writes" },
  { name: `${prefix}.journal-writes`, value: c.journalWrites, unit: "writes" },
  { name: `${prefix}.bytes-sent`, value: c.bytes, unit: "bytes" },
];

export const benchmarks: readonly Benchmark[] = [
  {
    name: "parties.switch-vs-turn",
    async run() {
      const info = console.info;
      console.info = () => undefined;
      try {
        const two = await table(true);
        const one = await table(false);
        const ids = ["party-2", "party"];
        let n = 0;
        const switchOnce = async () => {
          await api(two.gm).switchParty(ids[n++ % 2]!);
          await settle(two.world);
        };
        const turnOnce = async () => {
          await api(one.gm).advanceUnit("turn");
          await settle(one.world);
        };
        const [switchMs, turnMs] = await timeSideBySide([switchOnce, turnOnce], { budgetMs: 3000 });
        // Measured from a switch back to the first party, so each switch below alternates as a GM's would.
        if (n % 2 === 1) await switchOnce();
        const switching = await cost(two.world, SWITCHES, (i) => api(two.gm).switchParty(ids[i % 2]!));
        const turning = await cost(one.world, SWITCHES, () => api(one.gm).advanceUnit("turn"));
        if (switching.worldWrites !== 0) throw new Error("A party switch moved the world clock");
        return [
          { name: "parties.switch-ms", value: switchMs!, unit: "ms" },
          { name: "parties.turn-ms", value: turnMs!, unit: "ms" },
          { name: "parties.switch-vs-turn-ms", value: switchMs! / turnMs!, unit: "ratio" },
          ...figures("parties.switch", switching),
          ...figures("parties.turn", turning),
          { name: "parties.switch-vs-turn-bytes", value: switching.bytes / turning.bytes, unit: "ratio" },
        ];
      } finally {
        console.info = info;
      }
    },
  },
];
