/**
 * The campaign record in the sandbox: kept in the browser beside the state (every entry the time log ever
 * held, undone ones let go), shown by day with the module's own day template, and exported as Markdown, as
 * the Foundry module's record journal is.
 */
import {
  applyRecordChange,
  emptyRecord,
  loadRecord,
  logEntries,
  type CampaignRecord,
  type Preset,
  type RecordChange,
  type RecordEntry,
  type Timekeeper,
} from "../../core";
import { RECORD_DAY_TEMPLATE, RECORD_WORDS, resolveView, type TextContext, type TextValue } from "../../ui";
import { buildRecordView, recordMarkdown } from "../../ui/record/view";
import type { SandboxLocalizer } from "../setup/i18n";
import type { TemplateRegistry } from "../setup/templates";

export class SandboxRecord {
  #record: CampaignRecord;

  /**
   * The stored record, or a fresh one, brought level with the state's undo window: the record is written after
   * the state, so a write of it that failed (the browser's storage full), or a state kept before the record
   * existed, leaves the window holding what the record lacks. Nothing the sandbox still knows is lost.
   */
  constructor(stored: unknown, keeper: Timekeeper | null) {
    const loaded = stored === undefined ? null : loadRecord(stored);
    const record = loaded?.ok ? loaded.value : emptyRecord();
    this.#record = keeper ? applyRecordChange(record, levelWith(record, keeper)) : record;
  }

  get value(): CampaignRecord {
    return this.#record;
  }

  change(change: RecordChange): CampaignRecord {
    this.#record = applyRecordChange(this.#record, change);
    return this.#record;
  }

  /**
   * The days, each with its entries rendered by the module's day template; `firstParty`: whose the entries
   * that name no party are (src/ui/record/party.ts).
   */
  days(preset: Preset, text: TextContext, templates: TemplateRegistry, firstParty: TextValue | null) {
    const { entries } = this.#record;
    return buildRecordView(RECORD_WORDS, entries, preset, text.calendar, firstParty).map((day) => {
      const view = resolveView(day, text);
      return { title: view.title, html: templates.render(RECORD_DAY_TEMPLATE, view) };
    });
  }

  markdown(preset: Preset, text: TextContext, i18n: SandboxLocalizer, firstParty: TextValue | null): string {
    const { entries } = this.#record;
    const days = buildRecordView(RECORD_WORDS, entries, preset, text.calendar, firstParty).map((d) =>
      resolveView(d, text),
    );
    const words = {
      gmOnly: i18n.localize("TURNKEEPER.Record.gmOnly"),
      empty: i18n.localize("TURNKEEPER.Record.empty"),
    };
    return recordMarkdown(i18n.localize("TURNKEEPER.Sandbox.Title"), days, words, true);
  }
}

/** The entry as the log holds it (without the area and party the record adds), to compare. */
const asLogged = ({ area: _area, party: _party, ...entry }: RecordEntry) => JSON.stringify(entry);

/**
 * What the record lacks of the undo window: its entries the record lacks or holds otherwise, and the entries
 * the record holds past the window's oldest that the window no longer does (undone since).
 */
function levelWith(record: CampaignRecord, keeper: Timekeeper): RecordChange {
  const window = logEntries(keeper).reverse();
  const held = new Map(record.entries.map((e) => [e.id, e]));
  const kept = new Set(window.map((e) => e.id));
  const oldest = Math.min(...kept);
  return {
    put: window.filter((e) => {
      const was = held.get(e.id);
      return !was || asLogged(was) !== JSON.stringify(e);
    }),
    removed: record.entries.filter((e) => e.id > oldest && !kept.has(e.id)).map((e) => e.id),
  };
}
