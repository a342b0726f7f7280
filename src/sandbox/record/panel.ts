/**
 * The campaign record in the page: kept in storage beside each state the session saves (what its task logged,
 * changed or undid), shown in the log panel's record tab and offered as a Markdown file.
 */
import { recordChange } from "../../core/record/change";
import { readWorldState, type RecordDelta, type WorldState } from "../../ui";
import { unnamedEntriesParty } from "../../ui/record/party";
import type { SandboxContext } from "../setup/context";
import { KEYS } from "../setup/keys";
import type { Page } from "../setup/page";
import { download } from "../setup/transfer";
import { SandboxRecord } from "./record";
import recordSource from "./record.hbs?raw";

export interface RecordPanel {
  /** Keeps the record's change beside a state the session saved. */
  keep(state: WorldState, delta: RecordDelta): void;
  render(): void;
  /** Offers the record as a Markdown file. */
  download(): void;
}

export function createRecordPanel(ctx: SandboxContext, page: Pick<Page, "region">): RecordPanel {
  const { storage, preset, text, templates } = ctx;
  // A state with parts set aside still brings the entries it holds.
  const storedWorld = readWorldState(storage.load(KEYS.world));
  const record = new SandboxRecord(
    storage.load(KEYS.record),
    storedWorld.ok ? storedWorld.value.value.keeper : null,
  );
  const recordList = templates.compileLocal(recordSource);
  // Whose the entries that name no party are, as the last state saved says (issue 22).
  let firstParty = storedWorld.ok ? unnamedEntriesParty(storedWorld.value.value) : null;
  return {
    keep(state, delta) {
      firstParty = unnamedEntriesParty(state);
      const change = recordChange(
        delta.before,
        state.keeper,
        delta.removed,
        state.area?.name,
        state.party.name,
      );
      storage.save(KEYS.record, record.change(change));
    },
    render() {
      const root = page.region("record");
      if (!root) return;
      root.innerHTML = recordList({ days: record.days(preset, text, templates, firstParty) });
    },
    download: () =>
      download(
        ctx.doc,
        "campaign-record.md",
        record.markdown(preset, text, ctx.i18n, firstParty),
        "text/markdown",
      ),
  };
}
