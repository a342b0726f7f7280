/**
 * The GM's editor of the table's common actions in combat (a button in the module's settings): one row per
 * action, its name and its Recovery Time in segments. Save checks the list with the core's schema and
 * stores it only when it is valid, naming the row and field of the first mistake otherwise, so the last
 * valid list stays in force. Rows left empty are dropped; Starting list puts back the rules' Dagger. A GM's
 * form, loaded the first time it is opened (register.ts).
 */
import { DEFAULT_COMMON_ACTIONS, parseCommonActions, type CommonAction, type CoreError } from "../../core";
import { MODULE_ID } from "../setup/constants";
import { WindowControl } from "../apps/controller";
import type { FormValues, WindowLike } from "../env/apps";
import type { FoundryEnv } from "../env/ports";
import { COMBAT_SETTING, commonActions } from "./settings";

export const ACTIONS_EDITOR_TEMPLATE = "combat/actions-editor.hbs";

/** A row as the GM typed it. */
interface Row {
  readonly name: string;
  readonly recovery: string;
}

const rowsOf = (env: FoundryEnv, actions: readonly CommonAction[]): Row[] =>
  actions.map((a) => ({ name: env.game.i18n.localize(a.name), recovery: String(a.recovery) }));

export class CommonActionsEditor extends WindowControl {
  /** The rows as the GM left them; null shows the list in force. */
  #rows: Row[] | null = null;
  /** Why the last Save stored nothing, in words. */
  #problem: string | null = null;

  constructor(env: FoundryEnv) {
    super(
      "turnkeeper-combat-actions",
      ACTIONS_EDITOR_TEMPLATE,
      "TURNKEEPER.Tracker.ActionsEditor.Title",
      env,
    );
  }

  /** Opens on the list in force. */
  override open(): WindowLike {
    this.#rows = null;
    this.#problem = null;
    return super.open();
  }

  #current(): Row[] {
    return this.#rows ?? rowsOf(this.env, commonActions(this.env));
  }

  async context() {
    return {
      rows: this.#current().map((row, index) => ({ ...row, index, number: index + 1 })),
      problem: this.#problem,
    };
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
    // What is typed now, so adding or removing a row keeps the other rows' edits.
    const typed = this.#current().map((row, i) =>
      `name-${i}` in form ? { name: text(`name-${i}`), recovery: text(`recovery-${i}`) } : row,
    );
    if (action === "addRow") this.#rows = [...typed, { name: "", recovery: "" }];
    else if (action === "removeRow") this.#rows = typed.filter((_, i) => i !== Number(dataset.index));
    else if (action === "startingList") {
      this.#rows = rowsOf(this.env, DEFAULT_COMMON_ACTIONS);
      this.#problem = null;
    } else if (action === "save") {
      this.#rows = typed;
      await this.#save(typed);
    } else return;
    this.redraw();
  }

  /** Stores the list when it is valid; says what happened either way. */
  async #save(typed: readonly Row[]): Promise<void> {
    const { env } = this;
    const kept = typed.flatMap((row, i) => (row.name === "" && row.recovery === "" ? [] : [{ row, at: i }]));
    const parsed = parseCommonActions(
      kept.map(({ row }) => ({
        name: row.name,
        recovery: row.recovery === "" ? Number.NaN : Number(row.recovery),
      })),
    );
    if (!parsed.ok) {
      this.#problem = this.#describe(parsed.error, (k) => (kept[k]?.at ?? k) + 1);
      env.notifications.error(
        env.game.i18n.format("TURNKEEPER.Tracker.ActionsEditor.NotSaved", { why: this.#problem }),
      );
      return;
    }
    this.#problem = null;
    this.#rows = null;
    await env.settings.set(MODULE_ID, COMBAT_SETTING.actionsValid, parsed.value);
    env.notifications.info(env.game.i18n.localize("TURNKEEPER.Tracker.ActionsEditor.Saved"));
  }

  /** The schema's message, its path ("actions[1].recovery") told as the row and field the GM sees. */
  #describe(error: CoreError, rowNumber: (index: number) => number): string {
    const i18n = this.env.game.i18n;
    let path = String(error.params.path ?? "");
    const at = /^actions\[(\d+)\](?:\.(name|recovery))?/.exec(path);
    if (at !== null) {
      const row = rowNumber(Number(at[1]));
      path =
        at[2] === undefined
          ? i18n.format("TURNKEEPER.Tracker.ActionsEditor.Row", { row })
          : i18n.format("TURNKEEPER.Tracker.ActionsEditor.Where", {
              row,
              field: i18n.localize(
                at[2] === "name"
                  ? "TURNKEEPER.Tracker.ActionsEditor.Name"
                  : "TURNKEEPER.Tracker.ActionsEditor.Recovery",
              ),
            });
    }
    return i18n.format(`TURNKEEPER.Error.${error.code}`, { ...error.params, path });
  }
}
