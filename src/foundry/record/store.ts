/**
 * The campaign record journal, which also keeps the time log's entries (loaded lazily, on GM clients only).
 * One journal entry named for the world holds a text page per in-game day; each page keeps its entries in its
 * flags, keyed by id (`flags.turnkeeper.entries.<id>`), and shows them as the day's report, the GM's part in
 * Foundry's secret sections, with whatever the GM writes on the page kept after it. The `turnkeeper.state`
 * setting keeps the rest of the state (src/foundry/session/stored-state.ts).
 *
 * A processed time change writes once to the setting and then once to the journal (one
 * `updateEmbeddedDocuments` of the day's page, or one `createEmbeddedDocuments` on a new day; writes.ts): each
 * update sends only the entry keys that changed and the page's text, so what a change sends does not grow with
 * the campaign. Nor with the day: a page takes new entries while its update stays within a few KB, then the day
 * goes on in a continuation page ("Day 3 (2)", flags `day` and `part`). The state goes first, naming the
 * record's change it made (unwritten.ts): should the pages' write fail, or the GM's client go between the two,
 * readers take those entries from the state and the next write, on any GM's client, sends what the pages
 * lack, each entry replaced whole, never merged. (Only a task that both changes an older part and opens a new
 * one makes two requests; a time change's task either logs or undoes, and a join changes the entry it joins
 * into, on the last part.) What does not read (issue 20), of the state or on the pages, goes to the
 * quarantine first.
 */
import type { RecordDelta, WorldState } from "../../ui";
import { recordChange } from "../../core/record/change";
import { buildRecordView, recordMarkdown } from "../../ui/record/view";
import type { FoundryEnv } from "../env/ports";
import type { RecordJournalLike } from "../env/record";
import { foundryJournals } from "./journals";
import { composeWindow, entryPath, type BadEntry } from "./pages";
import { errorWords, quarantine, quarantined, type QuarantinedPart } from "./quarantine";
import { joinChanges, NO_CHANGE, readUnwritten, withUnwritten } from "./unwritten";
import { RecordPages, relevantPages, type RecordHost, type RecordKit } from "./writes";
import type { SplitState } from "../session/stored-state";

export type { RecordHost, RecordKit };

export class RecordStore {
  readonly #host: RecordHost;
  readonly #pages: RecordPages;
  #cache: { raw: unknown; state: unknown } | null = null;
  /** Entries on the window's pages that did not read when the state was last composed, for the quarantine. */
  #bad: readonly BadEntry[] = [];

  constructor(host: RecordHost) {
    this.#host = host;
    this.#pages = new RecordPages(host);
  }

  get #env(): FoundryEnv {
    return this.#host.env;
  }

  /** The host's journals (a test's fake), else Foundry's. */
  get #journals() {
    return this.#env.journals ?? foundryJournals;
  }

  get #kit(): RecordKit {
    return this.#host.kit;
  }

  /** The record journal, if there is one. */
  journal(): RecordJournalLike | null {
    return this.#journals.record();
  }

  /**
   * The stored state with the log's entries put back from the record pages: the newest `logLength` entries
   * of the pages that hold the undo window, as far as they follow on (pages.ts). The same object for the same
   * stored value; what the pages lack, or hold that does not read, the GM is told.
   */
  load(raw: unknown): unknown {
    if (!this.#kit.isSplit(raw)) return raw;
    if (this.#cache?.raw === raw) return this.#cache.state;
    const composed = composeWindow(raw, this.journal(), this.#kit.readEntry, this.#kit.followsOn);
    this.#cache = { raw, state: composed.state };
    this.#bad = composed.bad;
    this.#report(composed.missing, composed.bad);
    return composed.state;
  }

  /** Tells the GM what the record's pages lack, and which of their entries do not read. */
  #report(missing: { readonly pages: number; readonly entries: number }, bad: readonly BadEntry[]): void {
    const { i18n } = this.#env.game;
    const warn = (text: string) => this.#env.notifications.warn(text);
    if (missing.pages > 0 || missing.entries > 0) warn(i18n.format("TURNKEEPER.Record.missing", missing));
    for (const b of bad)
      warn(
        i18n.format("TURNKEEPER.Record.badEntry", { page: b.page.name, why: errorWords(this.#env, b.error) }),
      );
  }

  /**
   * Writes a session task's change: what did not read to the quarantine, then the state setting once, naming
   * the record's change (with what the pages still lack of the change the stored state named), then the
   * record's pages once. Should the pages' write fail, the GM is told and the state keeps the change for the
   * next write (unwritten.ts); the time change stays processed, its cards and lights go on.
   */
  async save(ws: WorldState, delta: RecordDelta): Promise<void> {
    const env = this.#env;
    const record = env.settings.get("turnkeeper", "campaignRecord") === true;
    const bad = record ? this.#bad : [];
    await quarantine(env, this.#quarantined(delta, bad));
    if (!record) {
      // Without the record the state is kept whole, as before it.
      await env.settings.set("turnkeeper", "state", this.#kit.stored(ws));
      return;
    }
    // A new record is shared with players from the start where the GM lets them read it (issue 22).
    const readable = () => env.settings.get("turnkeeper", "playerRecord") === "exact";
    const journal = this.journal() ?? (await this.#journals.createRecord(this.#title(), readable()));
    const stored = env.settings.get("turnkeeper", "state");
    const before = this.#kit.isSplit(stored) ? readUnwritten(stored, this.#kit.readEntry) : NO_CHANGE;
    const current = recordChange(delta.before, ws.keeper, delta.removed, ws.area?.name, ws.party.name);
    // Only the pages that may hold the window's entries or the change's are read: the days they began on and
    // after, and the pages the stored state lists (which hold every entry that can still be undone).
    const windowEntries = this.#kit.logEntries(ws.keeper);
    const listed = new Set(this.#kit.isSplit(stored) ? stored.split.pages : []);
    const scale = this.#host.preset().time;
    const relevant = relevantPages([...windowEntries, ...before.put, ...current.put], listed, scale);
    const read = this.#pages.read(journal, relevant);
    const change = joinChanges(this.#pages.outstanding(read, before, ws), current);
    const window = new Set(windowEntries.map((e) => String(e.id)));
    const pages = read.pages
      .filter((p) => Object.keys(p.entries()).some((id) => window.has(id)))
      .map((p) => p.id);
    const head: SplitState = {
      split: { journal: journal.id, pages, unwritten: change },
      state: { ...ws, keeper: { ...ws.keeper, log: null } },
    };
    this.#cache = null;
    await env.settings.set("turnkeeper", "state", head);
    try {
      await this.#pages.write(journal, ws, change, read, bad);
      this.#bad = [];
    } catch (error) {
      console.error("turnkeeper | the record's pages were not written", error);
      const why = error instanceof Error ? error.message : String(error);
      env.notifications.warn(env.game.i18n.format("TURNKEEPER.Record.pagesFailed", { why }));
    }
  }

  /** The parts to keep in the quarantine: those of the state the session set aside, and entries that do not read. */
  #quarantined(delta: RecordDelta, bad: readonly BadEntry[]): QuarantinedPart[] {
    const state = this.#env.game.i18n.localize("TURNKEEPER.Stored.state");
    return [
      ...(delta.setAside ?? []).map((p) => quarantined(state, p.path, p.error, p.value)),
      ...bad.map((b) => quarantined(b.page.name, entryPath(b.key), b.error, b.value)),
    ];
  }

  #title(): string {
    return this.#env.game.world?.title ?? this.#env.game.i18n.localize("TURNKEEPER.Record.title");
  }

  /** The whole record as Markdown: every page's entries, by day; the GM's part for GMs. */
  markdown(): string {
    const env = this.#env;
    const ctx = this.#host.textContext();
    const stored = env.settings.get("turnkeeper", "state");
    // The change the state names that the pages may not hold yet is part of the record.
    const entries = withUnwritten(
      (this.journal()?.pages() ?? []).flatMap((p) => this.#pages.entries(p)),
      this.#kit.isSplit(stored) ? readUnwritten(stored, this.#kit.readEntry) : NO_CHANGE,
    );
    const firstParty = this.#kit.unnamedEntriesParty(this.#host.state());
    const days = buildRecordView(this.#kit.words, entries, this.#host.preset(), ctx.calendar, firstParty).map(
      (d) => this.#kit.resolveView(d, ctx),
    );
    const words = {
      gmOnly: env.game.i18n.localize("TURNKEEPER.Record.gmOnly"),
      empty: env.game.i18n.localize("TURNKEEPER.Record.empty"),
    };
    return recordMarkdown(this.#title(), days, words, env.game.user?.isGM ?? false);
  }
}
