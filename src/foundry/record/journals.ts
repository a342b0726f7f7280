/**
 * Foundry's journal entries as the campaign record uses them (loaded with the record store, on GM clients
 * only): the journal flagged `turnkeeper.record`, its text pages with their day and entries in flags, and one
 * database request per page batch. Reads Foundry's globals and imports nothing at run time, so its chunk
 * shares no module with the start bundle.
 */
import type { JournalsPort, RecordJournalLike } from "../env/record";

/** What players may do with the record: read it (its secret sections still the GM's), or nothing. */
const playersLevel = (readable: boolean) =>
  readable ? CONST.DOCUMENT_OWNERSHIP_LEVELS.OBSERVER : CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE;

/** The campaign record journal: its text pages, each a day with its entries in `flags.turnkeeper`. */
function recordJournal(doc: JournalEntry.Implementation): RecordJournalLike {
  return {
    id: doc.id ?? "",
    name: doc.name,
    ownership: { ...doc.ownership },
    pages: () =>
      doc.pages.contents.map((page) => ({
        id: page.id ?? "",
        name: page.name,
        day: page.getFlag("turnkeeper", "day") ?? null,
        part: page.getFlag("turnkeeper", "part") ?? 1,
        entries: () => page.getFlag("turnkeeper", "entries") ?? {},
        content: () => page.text.content ?? "",
      })),
    createPages: (data) =>
      doc.createEmbeddedDocuments(
        "JournalEntryPage",
        // Text pages in HTML (`CONST.JOURNAL_ENTRY_PAGE_FORMATS.HTML`).
        data.map((d) => ({ ...d, type: "text", text: { ...d.text, format: 1 } })) as never,
      ),
    updatePages: (updates) => doc.updateEmbeddedDocuments("JournalEntryPage", updates as never),
    share: (readable) => doc.update({ ownership: { default: playersLevel(readable) } } as never),
  };
}

export const foundryJournals: JournalsPort = {
  record() {
    const doc = (game as ReadyGame).journal.find((j) => j.getFlag("turnkeeper", "record") === true);
    return doc ? recordJournal(doc) : null;
  },
  async createRecord(name, readable) {
    const doc = await JournalEntry.create({
      name,
      flags: { turnkeeper: { record: true } },
      // GMs only, unless the GM lets players read it (issue 22); its secret sections stay the GM's.
      ownership: { default: playersLevel(readable) },
    } as never);
    if (!doc) throw new Error("Turnkeeper could not create the campaign record journal");
    return recordJournal(doc as JournalEntry.Implementation);
  },
};
