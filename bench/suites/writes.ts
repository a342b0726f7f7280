/**
 * What each processed time change sends to clients in Foundry, measured on the typed fake's payloads: the
 * `turnkeeper.state` setting (its JSON, as Foundry sends a setting's value) and the campaign record journal's
 * page request (the pages' text and flag keys, as JSON), over 1,000 and 50,000 GM actions of a dungeon crawl
 * (turns, searches, encounter checks, watches, now and then an undo). `state.*` is the setting; `record.*`
 * the journal request, which a busy day's continuation pages keep from growing with the day; `sent.*` both.
 * The figure is the worst of every change that moved the clock.
 */
import { FakeWorld, type FakeClient } from "../../test/fakes/foundry";
import type { Benchmark } from "../harness";
import { api, dungeonTable, settle } from "../fake-table";

interface Figures {
  readonly state: number;
  readonly record: number;
  readonly sent: number;
}

/** The i-th action of the crawl: mostly turns, a search, a check, a watch's rest, an undo now and then. */
async function act(gm: FakeClient, i: number): Promise<void> {
  const tk = api(gm);
  if (i % 50 === 49) await tk.undo();
  else if (i % 20 === 7) await tk.advanceUnit("watch");
  else if (i % 10 === 3) await tk.action("search");
  else if (i % 10 === 5) await tk.checkEncounter();
  else await tk.advanceUnit("turn");
}

/** Runs `actions` actions and measures each that moved the clock. */
async function crawl(actions: number): Promise<Figures> {
  // Turnkeeper says it is ready on each client's start-up: not a figure.
  const info = console.info;
  console.info = () => undefined;
  const world = new FakeWorld();
  const gm = await dungeonTable(world);
  let worst: Figures = { state: 0, record: 0, sent: 0 };
  for (let i = 0; i < actions; i++) {
    const time = world.worldTime;
    const journalWrites = world.journalServer.writes.length;
    const writes = world.writes.length;
    await act(gm, i);
    await settle(world);
    if (world.worldTime === time) continue;
    const wrote = world.writes
      .slice(writes)
      .some((w) => w.kind === "setting" && w.key === "turnkeeper.state");
    const state = wrote ? JSON.stringify(world.worldSettings.get("turnkeeper.state")).length : 0;
    const record = world.journalServer.writes.slice(journalWrites).reduce((n, w) => n + w.bytes, 0);
    worst = {
      state: Math.max(worst.state, state),
      record: Math.max(worst.record, record),
      sent: Math.max(worst.sent, state + record),
    };
  }
  console.info = info;
  return worst;
}

const runs = new Map<number, Promise<Figures>>();
const figures = (actions: number) => {
  let run = runs.get(actions);
  if (!run) runs.set(actions, (run = crawl(actions)));
  return run;
};

export const benchmarks: readonly Benchmark[] = [
  {
    name: "state.bytes-per-time-change",
    async run() {
      const small = await figures(1_000);
      const large = await figures(50_000);
      return [
        { name: "state.bytes-per-time-change.1000-actions", value: small.state, unit: "B", target: 5120 },
        { name: "state.bytes-per-time-change.50000-actions", value: large.state, unit: "B", target: 5120 },
        { name: "record.bytes-per-time-change.1000-actions", value: small.record, unit: "B", target: 5120 },
        { name: "record.bytes-per-time-change.50000-actions", value: large.record, unit: "B", target: 5120 },
        { name: "sent.bytes-per-time-change.1000-actions", value: small.sent, unit: "B", target: 5120 },
        { name: "sent.bytes-per-time-change.50000-actions", value: large.sent, unit: "B", target: 5120 },
      ];
    },
  },
];
