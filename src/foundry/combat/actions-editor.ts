/**
 * The GM's editor of the table's common actions in combat (a button in the module's settings): one row per
 * action, its name and its Recovery Time in segments. Save checks the list with the core's schema and
 * stores it only when it is valid, naming the row and field of the first mistake otherwise, so the last
 * valid list stays in force. Rows left empty are dropped; Starting list puts back the rules' Dagger.
 */
import { DEFAULT_COMMON_ACTIONS, parseCommonActions, type CommonAction, type CoreError } from "../../core";
import { MODULE_ID } from "../constants";
import type { FoundryEnv, FormValues, WindowController, WindowLike } from "../env";
import { COMBAT_SETTING, commonActions } from "./settings";

export const ACTIONS_EDITOR_TEMPLATE = "tracker/actions-editor.hbs";

/** The settings menu (a GM's button in the module's settings) that opens the editor. */
export const ACTIONS_MENU = "combatActions";

export function registerActionsMenu(env: FoundryEnv): CommonActionsEditor {
  const editor = new CommonActionsEditor(env);
  env.menus.register(
    ACTIONS_MENU,
    {
      name: "TURNKEEPER.Settings.Combat.Actions.Name",
      label: "TURNKEEPER.Settings.Combat.Actions.Label",
      hint: "TURNKEEPER.Settings.Combat.Actions.Hint",
      icon: "fa-solid fa-stopwatch",
      restricted: true,
    },
    () => void editor.open(),
  );
  return editor;
}

/** A row as the GM typed it. */
interface Row {
  readonly name: string;
  readonly recovery: string;
}

const rowOf = (a: CommonAction, localize: (key: string) => string): Row => ({
  name: localize(a.name),
  recovery: String(a.recovery),
});

export class CommonActionsEditor implements WindowController {
  readonly id = "turnkeeper-combat-actions";
  readonly template = ACTIONS_EDITOR_TEMPLATE;
  private window: WindowLike | null = null;
  /** The rows as the GM left them; null shows the list in force. */
  private rows: Row[] | null = null;
  /** Why the last Save stored nothing, in words. */
  private problem: string | null = null;

  constructor(private readonly env: FoundryEnv) {}

  get title(): string {
    return this.env.game.i18n.localize("TURNKEEPER.Tracker.ActionsEditor.Title");
  }

  /** Opens on the list in force. */
  open(): WindowLike {
    this.rows = null;
    this.problem = null;
    this.window = this.env.apps.open(this);
    return this.window;
  }

  closed(): void {
    this.window = null;
  }

  private current(): Row[] {
    const localize = (key: string) => this.env.game.i18n.localize(key);
    return this.rows ?? commonActions(this.env).map((a) => rowOf(a, localize));
  }

  async context(): Promise<object> {
    return {
      rows: this.current().map((row, index) => ({ ...row, index, number: index + 1 })),
      problem: this.problem,
    };
  }

  async act(action: string, dataset: Readonly<Record<string, string | undefined>>, form: FormValues) {
    const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
    // What is typed now, so adding or removing a row keeps the other rows' edits.
    const rows = this.current().map((row, i) =>
      `name-${i}` in form ? { name: text(`name-${i}`), recovery: text(`recovery-${i}`) } : row,
    );
    switch (action) {
      case "addRow":
        this.rows = [...rows, { name: "", recovery: "" }];
        break;
      case "removeRow": {
        const index = Number(dataset.index);
        this.rows = rows.filter((_, i) => i !== index);
        break;
      }
      case "startingList":
        this.rows = DEFAULT_COMMON_ACTIONS.map((a) => rowOf(a, (key) => this.env.game.i18n.localize(key)));
        this.problem = null;
        break;
      case "save":
        this.rows = rows;
        await this.save(rows);
        break;
      default:
        return;
    }
    this.window?.render();
  }

  /** Stores the list when it is valid; says what happened either way. */
  private async save(rows: readonly Row[]): Promise<void> {
    const kept = rows.flatMap((row, i) => (row.name === "" && row.recovery === "" ? [] : [{ row, at: i }]));
    const list = kept.map(({ row }) => ({
      name: row.name,
      recovery: row.recovery === "" ? Number.NaN : Number(row.recovery),
    }));
    const parsed = parseCommonActions(list);
    const i18n = this.env.game.i18n;
    if (!parsed.ok) {
      this.problem = this.describe(parsed.error, (k) => (kept[k]?.at ?? k) + 1);
      this.env.notifications.error(
        i18n.format("TURNKEEPER.Tracker.ActionsEditor.NotSaved", { why: this.problem }),
      );
      return;
    }
    this.problem = null;
    this.rows = null;
    await this.env.settings.set(MODULE_ID, COMBAT_SETTING.actionsValid, parsed.value);
    this.env.notifications.info(i18n.localize("TURNKEEPER.Tracker.ActionsEditor.Saved"));
  }

  /** The schema's message, its path ("actions[1].recovery") told as the row and field the GM sees. */
  private describe(error: CoreError, rowNumber: (index: number) => number): string {
    const i18n = this.env.game.i18n;
    const at = /^actions\[(\d+)\](?:\.(name|recovery))?/.exec(String(error.params.path ?? ""));
    let path = String(error.params.path ?? "");
    if (at !== null) {
      const row = rowNumber(Number(at[1]));
      path =
        at[2] === undefined
          ? i18n.format("TURNKEEPER.Tracker.ActionsEditor.Row", { row })
          : i18n.format("TURNKEEPER.Tracker.ActionsEditor.Where", {
              row,
              field: i18n.localize(
                `TURNKEEPER.Tracker.ActionsEditor.${at[2] === "name" ? "Name" : "Recovery"}`,
              ),
            });
    }
    return i18n.format(`TURNKEEPER.Error.${error.code}`, { ...error.params, path });
  }
}
