/**
 * The campaign record journal, which also keeps the time log's entries (loaded lazily, on GM clients only).
 * One journal entry named for the world holds a text page per in-game day; each page keeps its entries in its
 * flags, keyed by id (`flags.turnkeeper.entries.<id>`), and shows them as the day's report, the GM's part in
 * Foundry's secret sections. The `turnkeeper.state` setting keeps the rest of the state (src/foundry/session/stored-state.ts).
 *
 * A processed time change writes once to the journal (one `updateEmbeddedDocuments` of the day's page, or one
 * `createEmbeddedDocuments` on a new day) and once to the setting: each update sends only the entry keys that
 * changed and the page's text, so what a change sends does not grow with the campaign. Nor with the day: a
 * page takes new entries while its update stays within `PART_BYTES`, then the day goes on in a continuation
 * page ("Day 3 (2)", flags `day` and `part`), created with the new entries without touching the full one.
 * (Only a task that both changes an older part and opens a new one makes two requests; a time change's
 * task either logs or undoes, and a join changes the entry it joins into, on the last part.)
 */
import type { LogEntry, LogNode, logEntries, Preset, RecordChange, RecordEntry } from "../../core";
import { recordChange, recordEntry } from "../../core/record/change";
import { recordDay } from "../../core/record/days";
import type { RecordDelta, RecordWords, resolveView, TextContext, WorldState } from "../../ui";
import { buildRecordView, recordDayTitle, recordMarkdown } from "../../ui/record/view";
import type { deletion } from "../setup/compat";
import type { FoundryEnv } from "../env/ports";
import type { RecordJournalLike, RecordPageData, RecordPageLike, RecordPageUpdate } from "../env/record";
import { foundryJournals } from "./journals";
import type { isSplit, SplitState } from "../session/stored-state";

/**
 * What the store uses from the rules and views, handed over by the start bundle (src/foundry/record/kit.ts):
 * a lazily loaded chunk that imported them would pull them, and all they share with the start bundle, into a
 * chunk of their own that every client loads at start.
 */
export interface RecordKit {
  readonly logEntries: typeof logEntries;
  readonly resolveView: typeof resolveView;
  readonly words: RecordWords;
  readonly isSplit: typeof isSplit;
  readonly deletion: typeof deletion;
  /** Where the day template is (`modules/turnkeeper/templates/record/day.hbs`). */
  readonly dayTemplate: string;
}

/**
 * An entry as a page keeps it, or null for what is not one (a page edited by hand). Loose: the entries of the
 * undo window are checked in full when the session reads the state they make up.
 */
function readEntry(stored: unknown): RecordEntry | null {
  const e = stored as Partial<RecordEntry> | null;
  const ok =
    typeof e === "object" &&
    e !== null &&
    typeof e.id === "number" &&
    typeof e.from === "number" &&
    typeof e.to === "number" &&
    typeof e.reason?.kind === "string" &&
    Array.isArray(e.events);
  return ok ? (e as RecordEntry) : null;
}

/** The log entry inside a record entry (the log's schema has no area). */
function logEntry({ area: _area, ...entry }: RecordEntry): LogEntry {
  return entry;
}

/**
 * What a page's change may send to take new entries; beyond it the day goes on in a new part. With the state
 * setting's couple of KB, what a time change sends to clients in all stays under 5 KB.
 */
const PART_BYTES = 3072;

/** Sort places per day: a day's parts sort after it and before the next day (`sort` is an integer). */
const PARTS_PER_DAY = 1000;

/** What a request sends for a page's data or change, as JSON. */
const sentBytes = (data: object): number => JSON.stringify(data).length;

/** Entries a page's change puts (new or changed) and removes. */
interface PageEdit {
  readonly put: RecordEntry[];
  readonly removed: number[];
}

export interface RecordHost {
  readonly env: FoundryEnv;
  readonly kit: RecordKit;
  preset(): Preset;
  textContext(): TextContext;
}

export class RecordStore {
  readonly #host: RecordHost;
  #cache: { raw: unknown; state: unknown } | null = null;

  constructor(host: RecordHost) {
    this.#host = host;
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

  #entries(page: RecordPageLike): RecordEntry[] {
    return Object.values(page.entries()).flatMap((e) => readEntry(e) ?? []);
  }

  /** The record journal, if there is one. */
  journal(): RecordJournalLike | null {
    return this.#journals.record();
  }

  /**
   * The stored state with the log's entries put back from the record pages: the newest `logLength` entries
   * of the pages that hold the undo window. The same object for the same stored value.
   */
  load(raw: unknown): unknown {
    if (!this.#kit.isSplit(raw)) return raw;
    if (this.#cache?.raw === raw) return this.#cache.state;
    const state = this.#compose(raw);
    this.#cache = { raw, state };
    return state;
  }

  #compose(raw: SplitState): unknown {
    const journal = this.journal();
    const held = new Set(raw.split.pages);
    const pages = journal?.id === raw.split.journal ? journal.pages().filter((p) => held.has(p.id)) : [];
    const entries = pages
      .flatMap((p) => this.#entries(p))
      .sort((a, b) => b.id - a.id)
      .slice(0, raw.state.keeper.logLength);
    let log: LogNode | null = null;
    for (const entry of [...entries].reverse()) log = { entry: logEntry(entry), previous: log };
    return { ...raw.state, keeper: { ...raw.state.keeper, log, logLength: entries.length } };
  }

  /** Writes a session task's change: the record pages once, then the state setting once. */
  async save(ws: WorldState, delta: RecordDelta): Promise<void> {
    const env = this.#env;
    if (!env.settings.get("turnkeeper", "campaignRecord")) {
      // Without the record the state is kept whole, as before it.
      await env.settings.set("turnkeeper", "state", ws);
      return;
    }
    const journal = this.journal() ?? (await this.#journals.createRecord(this.#title()));
    const change = recordChange(delta.before, ws.keeper, delta.removed, ws.area?.name);
    // Only the pages that may hold the window's entries or this change's are read: the days they began on,
    // and the pages the stored state lists (which hold every entry that can still be undone).
    const scale = this.#host.preset().time;
    const windowEntries = this.#kit.logEntries(ws.keeper);
    const stored = env.settings.get("turnkeeper", "state");
    const listed = new Set(this.#kit.isSplit(stored) ? stored.split.pages : []);
    const days = new Set([...windowEntries, ...change.put].map((e) => recordDay(e.from, scale)));
    const relevant = (p: RecordPageLike) => listed.has(p.id) || (p.day !== null && days.has(p.day));
    await this.#writePages(journal, ws, change, relevant);
    const window = new Set(windowEntries.map((e) => String(e.id)));
    const pages = journal
      .pages()
      .filter((p) => relevant(p) && Object.keys(p.entries()).some((id) => window.has(id)))
      .map((p) => p.id);
    const head: SplitState = {
      split: { journal: journal.id, pages },
      state: { ...ws, keeper: { ...ws.keeper, log: null } },
    };
    // The composed state of what was just written is the state written: no need to read the pages back.
    this.#cache = null;
    await env.settings.set("turnkeeper", "state", head);
  }

  #title(): string {
    return this.#env.game.world?.title ?? this.#env.game.i18n.localize("TURNKEEPER.Record.title");
  }

  /**
   * One write to the record's pages: entries changed or undone on the page that holds them, new entries on
   * the last part of the day they began (a new part when that part's update would send more than
   * `PART_BYTES`, a new page for a new day), each touched page's text written anew. Entries of the undo
   * window that no page holds yet (state from before the record) are put too, so none is lost.
   */
  async #writePages(
    journal: RecordJournalLike,
    ws: WorldState,
    change: RecordChange,
    relevant: (page: RecordPageLike) => boolean,
  ): Promise<void> {
    const scale = this.#host.preset().time;
    const lastPart = new Map<number, RecordPageLike>();
    const stored = new Map<number, { page: RecordPageLike; entry: RecordEntry }>();
    for (const page of journal.pages()) {
      const last = page.day === null ? undefined : lastPart.get(page.day);
      if (page.day !== null && (!last || last.part < page.part)) lastPart.set(page.day, page);
      if (relevant(page)) for (const entry of this.#entries(page)) stored.set(entry.id, { page, entry });
    }
    const put = new Map(change.put.map((e) => [e.id, e]));
    const area = ws.area?.name;
    for (const entry of this.#kit.logEntries(ws.keeper))
      if (!stored.has(entry.id) && !put.has(entry.id)) put.set(entry.id, recordEntry(entry, area));
    // Entries a page already holds change there (keeping the area they were first recorded in); new ones
    // wait for their day's last part.
    const edits = new Map<RecordPageLike, PageEdit>();
    const editOf = (page: RecordPageLike) => {
      let e = edits.get(page);
      if (!e) edits.set(page, (e = { put: [], removed: [] }));
      return e;
    };
    const fresh = new Map<number, RecordEntry[]>();
    for (const entry of [...put.values()].sort((a, b) => a.id - b.id)) {
      const was = stored.get(entry.id);
      if (!was) {
        const day = recordDay(entry.from, scale);
        fresh.set(day, [...(fresh.get(day) ?? []), entry]);
        continue;
      }
      const kept = was.entry.area;
      const next = kept !== undefined && kept !== entry.area ? { ...entry, area: kept } : entry;
      if (JSON.stringify(was.entry) !== JSON.stringify(next)) editOf(was.page).put.push(next);
    }
    for (const id of change.removed) {
      const was = stored.get(id);
      if (was) editOf(was.page).removed.push(id);
    }
    const updates = new Map<RecordPageLike, RecordPageUpdate>();
    const creates: RecordPageData[] = [];
    for (const [day, entries] of fresh) {
      const last = lastPart.get(day);
      if (last) {
        const was = edits.get(last);
        const edit = { put: [...(was?.put ?? []), ...entries], removed: was?.removed ?? [] };
        const update = await this.#update(last, edit);
        if (sentBytes(update) <= PART_BYTES) {
          edits.set(last, edit);
          updates.set(last, update);
          continue;
        }
      }
      // The day goes on in a new part: created with its entries, the full part left as it is.
      creates.push(...(await this.#newParts(day, (last?.part ?? 0) + 1, entries)));
    }
    for (const [page, edit] of edits)
      if (!updates.has(page)) updates.set(page, await this.#update(page, edit));
    if (creates.length > 0) await journal.createPages(creates);
    if (updates.size > 0) await journal.updatePages([...updates.values()]);
  }

  /** The update of a page that changes or removes some of its entries: its text anew, and those keys. */
  async #update(page: RecordPageLike, edit: PageEdit): Promise<RecordPageUpdate> {
    const gone = new Set(edit.removed);
    const changed = new Map(edit.put.map((e) => [e.id, e]));
    const entries = [
      ...this.#entries(page).filter((e) => !gone.has(e.id) && !changed.has(e.id)),
      ...changed.values(),
    ];
    const update: Record<string, unknown> = { _id: page.id, "text.content": await this.#render(entries) };
    for (const e of edit.put) update[`flags.turnkeeper.entries.${e.id}`] = e;
    for (const id of edit.removed)
      Object.assign(update, this.#kit.deletion(this.#env, `flags.turnkeeper.entries.${id}`));
    return update as unknown as RecordPageUpdate;
  }

  /** New pages for a day's entries from part `first` on, each as full as `PART_BYTES` lets it be. */
  async #newParts(day: number, first: number, entries: readonly RecordEntry[]): Promise<RecordPageData[]> {
    const parts: RecordPageData[] = [];
    let held: RecordEntry[] = [];
    let page: RecordPageData | null = null;
    for (const entry of entries) {
      const grown = await this.#part(day, first + parts.length, [...held, entry]);
      if (page && sentBytes(grown) > PART_BYTES) {
        parts.push(page);
        held = [entry];
        page = await this.#part(day, first + parts.length, held);
      } else {
        held = [...held, entry];
        page = grown;
      }
    }
    if (page) parts.push(page);
    return parts;
  }

  /** A new page for a part of a day: its title ("Day 3", then "Day 3 (2)"), place, text and entries. */
  async #part(day: number, part: number, entries: readonly RecordEntry[]): Promise<RecordPageData> {
    const title = this.#dayTitle(day);
    return {
      name: part === 1 ? title : this.#env.game.i18n.format("TURNKEEPER.Record.part", { day: title, part }),
      sort: day * PARTS_PER_DAY + Math.min(part - 1, PARTS_PER_DAY - 1),
      text: { content: await this.#render(entries) },
      flags: {
        turnkeeper: { day, part, entries: Object.fromEntries(entries.map((e) => [String(e.id), e])) },
      },
    };
  }

  #dayTitle(day: number): string {
    const ctx = this.#host.textContext();
    const title = recordDayTitle(this.#kit.words, day, this.#host.preset(), ctx.calendar);
    return String(this.#kit.resolveView(title, ctx));
  }

  /** A day's page text: the record day template with the day's entries. */
  async #render(entries: readonly RecordEntry[]): Promise<string> {
    const ctx = this.#host.textContext();
    const [day] = buildRecordView(this.#kit.words, entries, this.#host.preset(), ctx.calendar);
    if (!day) return "";
    const html = await this.#env.templates.render(this.#kit.dayTemplate, this.#kit.resolveView(day, ctx));
    // The template's indentation is no part of the page: each change sends the day's text whole.
    return html.replace(/\s+/g, " ").trim();
  }

  /** The whole record as Markdown: every page's entries, by day; the GM's part for GMs. */
  markdown(): string {
    const env = this.#env;
    const ctx = this.#host.textContext();
    const entries = (this.journal()?.pages() ?? []).flatMap((p) => this.#entries(p));
    const days = buildRecordView(this.#kit.words, entries, this.#host.preset(), ctx.calendar).map((d) =>
      this.#kit.resolveView(d, ctx),
    );
    const words = {
      gmOnly: env.game.i18n.localize("TURNKEEPER.Record.gmOnly"),
      empty: env.game.i18n.localize("TURNKEEPER.Record.empty"),
    };
    return recordMarkdown(this.#title(), days, words, env.game.user?.isGM ?? false);
  }
}
