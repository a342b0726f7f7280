/**
 * One write of the campaign record's pages for a processed time change (loaded with the record store, on GM
 * clients only; imports nothing at run time but its own chunk's modules). Entries changed or undone change on
 * the page that holds them, each replaced whole (never merged into what the page held: a key it no longer has
 * must go); new entries go on the last part of the day they began, a new part when that part's update would
 * send more than `PART_BYTES`, a new page for a new day. Each touched page's text is Turnkeeper's list anew
 * with the GM's own text kept after it (page-text.ts). Entries that do not read are taken off their page (the
 * store has put them in the quarantine), and entries the undo window no longer holds though it reaches past
 * them (undone while the record was off) are taken off too, so the record agrees with the state.
 */
import type { LogEntry, Preset, RecordChange, RecordEntry } from "../../core";
import { recordEntry } from "../../core/record/change";
import { recordDay } from "../../core/record/days";
import type { RecordWords, resolveView, storedWorldState, TextContext, WorldState } from "../../ui";
import { buildRecordView, recordDayTitle } from "../../ui/record/view";
import type { unnamedEntriesParty } from "../../ui/record/party";
import type { deletion, replacement } from "../setup/compat";
import type { FoundryEnv } from "../env/ports";
import type { RecordJournalLike, RecordPageData, RecordPageLike, RecordPageUpdate } from "../env/record";
import type { followsOn, logEntries } from "../../core";
import type { isSplit } from "../session/stored-state";
import { gmText, pageText } from "./page-text";
import { entryPath, pageEntries, type BadEntry, type ReadEntry } from "./pages";

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
  readonly replacement: typeof replacement;
  /** Reads a record entry a page holds (`RecordEntrySchema`). */
  readonly readEntry: ReadEntry;
  readonly followsOn: typeof followsOn;
  /** The state as a setting stores it (its log a list). */
  readonly stored: typeof storedWorldState;
  /** Where the day template is (`modules/turnkeeper/templates/record/day.hbs`). */
  readonly dayTemplate: string;
  readonly unnamedEntriesParty: typeof unnamedEntriesParty;
}

export interface RecordHost {
  readonly env: FoundryEnv;
  readonly kit: RecordKit;
  preset(): Preset;
  textContext(): TextContext;
  /** The state as this client reads it: whose the record's unnamed entries are (issue 22). */
  state(): WorldState;
}

/**
 * What a page's change may send to take new entries; beyond it the day goes on in a new part, so a page's
 * request stays near 3 KB however busy the day (docs/figures.md has what a time change sends in all).
 */
const PART_BYTES = 3072;

/** Sort places per day: a day's parts sort after it and before the next day (`sort` is an integer). */
const PARTS_PER_DAY = 1000;

/** What a request sends for a page's data or change, as JSON. */
const sentBytes = (data: object): number => JSON.stringify(data).length;

/** An entry a page holds, and the page. */
interface Held {
  readonly page: RecordPageLike;
  readonly entry: RecordEntry;
}

/** An entry changed as its page keeps it: in the area it was first recorded in. */
function asKept(was: RecordEntry, entry: RecordEntry): RecordEntry {
  return was.area !== undefined && was.area !== entry.area ? { ...entry, area: was.area } : entry;
}

const same = (a: RecordEntry, b: RecordEntry) => JSON.stringify(a) === JSON.stringify(b);

/** Entries a page's change puts (new or changed) and removes, and keys it drops (entries that do not read). */
interface PageEdit {
  readonly put: RecordEntry[];
  readonly removed: number[];
  readonly dropped: string[];
}

/** The pages one write reads: those holding the window's or the change's entries, and any after them. */
export function relevantPages(
  entries: readonly LogEntry[],
  listed: ReadonlySet<string>,
  scale: Preset["time"],
): (page: RecordPageLike) => boolean {
  const first = Math.min(...entries.map((e) => recordDay(e.from, scale)));
  return (p) => listed.has(p.id) || (p.day !== null && p.day >= first);
}

/**
 * The pages one write reads and the entries they hold, by id. The journal's page list is walked once a write
 * and only these pages' entries are read: a long record's older days cost a write a look at each page's id and
 * day, never a read of its entries.
 */
export interface ReadPages {
  readonly pages: readonly RecordPageLike[];
  readonly held: ReadonlyMap<number, Held>;
}

export class RecordPages {
  readonly #host: RecordHost;

  constructor(host: RecordHost) {
    this.#host = host;
  }

  get #env(): FoundryEnv {
    return this.#host.env;
  }

  get #kit(): RecordKit {
    return this.#host.kit;
  }

  /** A page's entries that read. */
  entries(page: RecordPageLike): RecordEntry[] {
    return pageEntries(page, this.#kit.readEntry).entries;
  }

  /** The relevant pages of the journal and where each entry they hold is, for one write. */
  read(journal: RecordJournalLike, relevant: (page: RecordPageLike) => boolean): ReadPages {
    const pages = journal.pages().filter(relevant);
    const held = new Map<number, Held>();
    for (const page of pages) for (const entry of this.entries(page)) held.set(entry.id, { page, entry });
    return { pages, held };
  }

  /**
   * One write to the record's pages, of the change the state just written names (with what the pages lacked,
   * `outstanding`): the edits of the pages that hold entries, and new entries on the last part of their day.
   */
  async write(
    journal: RecordJournalLike,
    ws: WorldState,
    change: RecordChange,
    read: ReadPages,
    bad: readonly BadEntry[],
  ): Promise<void> {
    // The change's new entries begin on the window's days or after, so every page of their days was read.
    const lastPart = new Map<number, RecordPageLike>();
    for (const page of read.pages) {
      const last = page.day === null ? undefined : lastPart.get(page.day);
      if (page.day !== null && (!last || last.part < page.part)) lastPart.set(page.day, page);
    }
    const stored = read.held;
    const window = this.#kit.logEntries(ws.keeper);
    const put = new Map(change.put.map((e) => [e.id, e]));
    const edits = new Map<RecordPageLike, PageEdit>();
    const editOf = (page: RecordPageLike) => {
      let e = edits.get(page);
      if (!e) edits.set(page, (e = { put: [], removed: [], dropped: [] }));
      return e;
    };
    const fresh = this.#changed(stored, put, editOf);
    for (const id of [...change.removed, ...stale(stored, window, put)]) {
      const was = stored.get(id);
      if (was) editOf(was.page).removed.push(id);
    }
    for (const { page, key } of bad) editOf(page).dropped.push(key);
    await this.#send(journal, edits, fresh, lastPart);
  }

  /**
   * What the pages do not hold yet: of the change a stored state named (a write of theirs failed, or the GM's
   * client went before it), entries they lack or hold otherwise and ids they still hold; and entries of the
   * undo window no page holds (a state from before the record), so none is lost.
   */
  outstanding(read: ReadPages, before: RecordChange, ws: WorldState): RecordChange {
    const held = read.held;
    const put = before.put.filter((e) => {
      const was = held.get(e.id);
      return !was || !same(was.entry, asKept(was.entry, e));
    });
    const taken = new Set(put.map((e) => e.id));
    for (const entry of this.#kit.logEntries(ws.keeper))
      if (!held.has(entry.id) && !taken.has(entry.id))
        put.push(recordEntry(entry, ws.area?.name, ws.party.name));
    return { put, removed: before.removed.filter((id) => held.has(id)) };
  }

  /**
   * Entries a page already holds change there (keeping the area they were first recorded in); the new ones,
   * by day, wait for their day's last part.
   */
  #changed(
    stored: ReadonlyMap<number, Held>,
    put: ReadonlyMap<number, RecordEntry>,
    editOf: (page: RecordPageLike) => PageEdit,
  ): Map<number, RecordEntry[]> {
    const scale = this.#host.preset().time;
    const fresh = new Map<number, RecordEntry[]>();
    for (const entry of [...put.values()].sort((a, b) => a.id - b.id)) {
      const was = stored.get(entry.id);
      if (!was) {
        const day = recordDay(entry.from, scale);
        fresh.set(day, [...(fresh.get(day) ?? []), entry]);
        continue;
      }
      const next = asKept(was.entry, entry);
      if (!same(was.entry, next)) editOf(was.page).put.push(next);
    }
    return fresh;
  }

  /** The requests: new parts created in one, every page changed updated in one. */
  async #send(
    journal: RecordJournalLike,
    edits: Map<RecordPageLike, PageEdit>,
    fresh: ReadonlyMap<number, RecordEntry[]>,
    lastPart: ReadonlyMap<number, RecordPageLike>,
  ): Promise<void> {
    const updates = new Map<RecordPageLike, RecordPageUpdate>();
    const creates: RecordPageData[] = [];
    for (const [day, entries] of fresh) {
      const last = lastPart.get(day);
      if (last) {
        const was = edits.get(last);
        const edit = {
          put: [...(was?.put ?? []), ...entries],
          removed: was?.removed ?? [],
          dropped: was?.dropped ?? [],
        };
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
    const env = this.#env;
    const gone = new Set(edit.removed);
    const changed = new Map(edit.put.map((e) => [e.id, e]));
    const entries = [
      ...this.entries(page).filter((e) => !gone.has(e.id) && !changed.has(e.id)),
      ...changed.values(),
    ];
    const text = pageText(await this.#render(entries), gmText(page.content()));
    const update: Record<string, unknown> = { _id: page.id, "text.content": text };
    for (const e of edit.put) Object.assign(update, this.#kit.replacement(env, entryPath(String(e.id)), e));
    for (const key of [...edit.removed.map(String), ...edit.dropped])
      Object.assign(update, this.#kit.deletion(env, entryPath(key)));
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

  /** A day's list of entries: the record day template with them. */
  async #render(entries: readonly RecordEntry[]): Promise<string> {
    const ctx = this.#host.textContext();
    const firstParty = this.#kit.unnamedEntriesParty(this.#host.state());
    const [day] = buildRecordView(this.#kit.words, entries, this.#host.preset(), ctx.calendar, firstParty);
    if (!day) return "";
    const html = await this.#env.templates.render(this.#kit.dayTemplate, this.#kit.resolveView(day, ctx));
    // The template's indentation is no part of the page: each change sends the day's text whole.
    return html.replace(/\s+/g, " ").trim();
  }
}

/**
 * Entries the pages hold that the undo window reaches past yet does not hold (undone or joined away while the
 * record was off), and any the state never took (an earlier Turnkeeper wrote the pages first, then the state's
 * write failed): they leave the record.
 */
function stale(
  stored: ReadonlyMap<number, unknown>,
  window: readonly LogEntry[],
  put: ReadonlyMap<number, RecordEntry>,
): number[] {
  const held = new Set(window.map((e) => e.id));
  const oldest = Math.min(...held);
  return [...stored.keys()].filter((id) => id > oldest && !held.has(id) && !put.has(id));
}
