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
  type Timekeeper,
} from "../../core";
import { RECORD_DAY_TEMPLATE, RECORD_WORDS, resolveView, type TextContext } from "../../ui";
import { buildRecordView, recordMarkdown } from "../../ui/record/view";
import type { SandboxLocalizer } from "../setup/i18n";
import type { TemplateRegistry } from "../setup/templates";

export class SandboxRecord {
  #record: CampaignRecord;

  /**
   * The stored record, or a fresh one; a state kept before the record existed brings the entries its undo
   * window still holds, so nothing the sandbox still knows is lost.
   */
  constructor(stored: unknown, keeper: Timekeeper | null) {
    const loaded = stored === undefined ? null : loadRecord(stored);
    if (loaded?.ok) this.#record = loaded.value;
    else {
      const put = keeper ? logEntries(keeper).reverse() : [];
      this.#record = applyRecordChange(emptyRecord(), { put, removed: [] });
    }
  }

  get value(): CampaignRecord {
    return this.#record;
  }

  change(change: RecordChange): CampaignRecord {
    this.#record = applyRecordChange(this.#record, change);
    return this.#record;
  }

  /** The days, each with its entries rendered by the module's day template. */
  days(preset: Preset, text: TextContext, templates: TemplateRegistry) {
    return buildRecordView(RECORD_WORDS, this.#record.entries, preset, text.calendar).map((day) => {
      const view = resolveView(day, text);
      return { title: view.title, html: templates.render(RECORD_DAY_TEMPLATE, view) };
    });
  }

  markdown(preset: Preset, text: TextContext, i18n: SandboxLocalizer): string {
    const days = buildRecordView(RECORD_WORDS, this.#record.entries, preset, text.calendar).map((d) =>
      resolveView(d, text),
    );
    const words = {
      gmOnly: i18n.localize("TURNKEEPER.Record.gmOnly"),
      empty: i18n.localize("TURNKEEPER.Record.empty"),
    };
    return recordMarkdown(i18n.localize("TURNKEEPER.Sandbox.Title"), days, words, true);
  }
}
