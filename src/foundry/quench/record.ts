/**
 * Scenarios for the campaign record in a world: the record journal the active GM keeps, owned by GMs only;
 * a time change written to today's page (its text holding the day's list) in one journal request, and its
 * undo taken back off it. Run by
 * Vitest against the fake (test/foundry/quench/record.test.ts) and by Quench in a real world
 * (src/foundry/quench/index.ts).
 */
import { logEntries } from "../../core";
import { recordDay } from "../../core/record/days";
import { MODULE_ID } from "../setup/constants";
import type { FoundryEnv } from "../env/ports";
import type { RecordPageLike } from "../env/record";
import { foundryJournals } from "../record/journals";
import { gmText } from "../record/page-text";
import { effectivePreset } from "../setup/settings";
import { isSplit } from "../session/stored-state";
import { caughtUp } from "./clock";
import { apiOf, until, type ScenarioAssert, type ScenarioBatch } from "./scenario";

/** The world's record journal: a test's fake journals, else Foundry's `game.journal`. */
const recordJournal = (env: FoundryEnv) => (env.journals ?? foundryJournals).record();

/** The record page holding an entry, or null. */
const pageHolding = (env: FoundryEnv, id: number): RecordPageLike | null =>
  recordJournal(env)
    ?.pages()
    .find((p) => String(id) in p.entries()) ?? null;

/**
 * Counts the record pages this client hears created or updated (Foundry runs `createJournalEntryPage` or
 * `updateJournalEntryPage` once per page a request wrote), until `stop`.
 */
function pageWrites(env: FoundryEnv) {
  const journal = recordJournal(env)?.id;
  let count = 0;
  const hear = (page: { parent?: { id?: string } | null }) => {
    // Foundry hands the page document (its parent the journal); the fake hands its data.
    if (!page.parent || page.parent.id === journal) count++;
  };
  const ids = ["createJournalEntryPage", "updateJournalEntryPage"].map(
    (hook) => [hook, env.Hooks.on(hook, hear as never)] as const,
  );
  return {
    count: () => count,
    stop: () => ids.forEach(([hook, id]) => env.Hooks.off(hook, id)),
  };
}

/** The GM's record journal, checked to be the one the stored state names. */
function checkedJournal(env: FoundryEnv, assert: ScenarioAssert) {
  assert.ok(env.settings.get(MODULE_ID, "campaignRecord"), "the campaign record is on (module settings)");
  const journal = recordJournal(env);
  assert.ok(journal, "game.journal has the journal flagged turnkeeper.record");
  const stored = env.settings.get(MODULE_ID, "state");
  if (isSplit(stored)) assert.equal(stored.split.journal, journal?.id, "the stored state names it");
  return journal;
}

export const recordBatch: ScenarioBatch = {
  id: "turnkeeper.record",
  title: "Turnkeeper: the campaign record",
  scenarios: [
    {
      name: "the record journal exists for the GM after ready, owned by GMs, read by players only if set so",
      writesWorld: false,
      run(env, assert) {
        assert.ok(env.game.user?.isGM, "run by a GM");
        const journal = checkedJournal(env, assert);
        const ownership = journal?.ownership ?? {};
        // OBSERVER (2) where the GM lets players read the record (issue 22), else NONE.
        const readable = env.settings.get("turnkeeper", "playerRecord") === "exact";
        assert.equal(
          ownership.default,
          readable ? 2 : 0,
          "players' default level follows the record setting",
        );
        const players = [...env.game.users].filter((u) => !u.isGM);
        assert.deepEqual(
          players.filter((u) => u.id !== null && (ownership[u.id] ?? 0) > 0).map((u) => u.id),
          [],
          "no player has a level of their own",
        );
      },
    },
    {
      name: "a time change puts its entry on today's page in one journal request; undo takes it back",
      writesWorld: true,
      async run(env, assert) {
        checkedJournal(env, assert);
        await caughtUp(env, assert);
        const preset = effectivePreset(env);
        const turn = preset.time.units.find((u) => u.id === preset.time.modes.dungeon)?.seconds ?? 0;
        const writes = pageWrites(env);
        try {
          assert.deepEqual(await apiOf(env).advanceUnit(preset.time.modes.dungeon), {
            ok: true,
            seconds: turn,
          });
          await caughtUp(env, assert);
          const entry = logEntries(apiOf(env).state().keeper)[0];
          assert.ok(entry, "the turn is logged");
          if (!entry) return;
          await until(() => pageHolding(env, entry.id) !== null);
          assert.equal(
            pageHolding(env, entry.id)?.day,
            recordDay(entry.from, preset.time),
            "the entry is on the page of the day it began",
          );
          const text = pageHolding(env, entry.id)?.content() ?? "";
          assert.ok(gmText(text) !== text, "its text (JournalEntryPage#text.content) holds the day's list");
          await until(() => writes.count() > 0);
          assert.equal(writes.count(), 1, "one page written, once");
          assert.deepEqual(await apiOf(env).undo(entry.id), { ok: true, seconds: -turn });
          await caughtUp(env, assert);
          await until(() => pageHolding(env, entry.id) === null);
          assert.equal(pageHolding(env, entry.id), null, "undo took the entry off its page");
          assert.equal(writes.count(), 2, "the undo wrote one page, once");
        } finally {
          writes.stop();
        }
      },
    },
  ],
};
