/**
 * The GM's editor of the table's common actions in combat (a button in the module's settings): one row per
 * action, its name and its Recovery Time in segments. Save checks the list with the core's schema and
 * stores it only when it is valid, naming the row and field of the first mistake otherwise, so the last
 * valid list stays in force. Rows left empty are dropped; Starting list puts back the rules' Dagger.
 */
import { DEFAULT_COMMON_ACTIONS, parseCommonActions, type CommonAction, type CoreError } from "../../core";
import { MODULE_ID } from "../constants";
import type { FoundryEnv, WindowController, WindowLike } from "../env";
import { COMBAT_SETTING, commonActions } from "./settings";

export const ACTIONS_EDITOR_TEMPLATE = "tracker/actions-editor.hbs";

/** The settings menu (a GM's button in the module's settings) that opens the editor. */
export const ACTIONS_MENU = "combatActions";

/** A row as the GM typed it. */
interface Row {
  readonly name: string;
  readonly recovery: string;
}

export function registerActionsMenu(env: FoundryEnv): void {
  const i18n = () => env.game.i18n;
  const rowsOf = (actions: readonly CommonAction[]): Row[] =>
    actions.map((a) => ({ name: i18n().localize(a.name), recovery: String(a.recovery) }));
  let window: WindowLike | null = null;
  /** The rows as the GM left them; null shows the list in force. */
  let rows: Row[] | null = null;
  /** Why the last Save stored nothing, in words. */
  let problem: string | null = null;
  const current = () => rows ?? rowsOf(commonActions(env));

  /** The schema's message, its path ("actions[1].recovery") told as the row and field the GM sees. */
  const describe = (error: CoreError, rowNumber: (index: number) => number): string => {
    let path = String(error.params.path ?? "");
    const at = /^actions\[(\d+)\](?:\.(name|recovery))?/.exec(path);
    if (at !== null) {
      const row = rowNumber(Number(at[1]));
      path =
        at[2] === undefined
          ? i18n().format("TURNKEEPER.Tracker.ActionsEditor.Row", { row })
          : i18n().format("TURNKEEPER.Tracker.ActionsEditor.Where", {
              row,
              field: i18n().localize(
                at[2] === "name"
                  ? "TURNKEEPER.Tracker.ActionsEditor.Name"
                  : "TURNKEEPER.Tracker.ActionsEditor.Recovery",
              ),
            });
    }
    return i18n().format(`TURNKEEPER.Error.${error.code}`, { ...error.params, path });
  };

  /** Stores the list when it is valid; says what happened either way. */
  const save = async (typed: readonly Row[]): Promise<void> => {
    const kept = typed.flatMap((row, i) => (row.name === "" && row.recovery === "" ? [] : [{ row, at: i }]));
    const parsed = parseCommonActions(
      kept.map(({ row }) => ({
        name: row.name,
        recovery: row.recovery === "" ? Number.NaN : Number(row.recovery),
      })),
    );
    if (!parsed.ok) {
      problem = describe(parsed.error, (k) => (kept[k]?.at ?? k) + 1);
      env.notifications.error(i18n().format("TURNKEEPER.Tracker.ActionsEditor.NotSaved", { why: problem }));
      return;
    }
    problem = null;
    rows = null;
    await env.settings.set(MODULE_ID, COMBAT_SETTING.actionsValid, parsed.value);
    env.notifications.info(i18n().localize("TURNKEEPER.Tracker.ActionsEditor.Saved"));
  };

  const editor: WindowController = {
    id: "turnkeeper-combat-actions",
    template: ACTIONS_EDITOR_TEMPLATE,
    get title() {
      return i18n().localize("TURNKEEPER.Tracker.ActionsEditor.Title");
    },
    closed: () => (window = null),
    context: async () => ({
      rows: current().map((row, index) => ({ ...row, index, number: index + 1 })),
      problem,
    }),
    async act(action, dataset, form) {
      const text = (name: string) => (typeof form[name] === "string" ? (form[name] as string).trim() : "");
      // What is typed now, so adding or removing a row keeps the other rows' edits.
      const typed = current().map((row, i) =>
        `name-${i}` in form ? { name: text(`name-${i}`), recovery: text(`recovery-${i}`) } : row,
      );
      if (action === "addRow") rows = [...typed, { name: "", recovery: "" }];
      else if (action === "removeRow") rows = typed.filter((_, i) => i !== Number(dataset.index));
      else if (action === "startingList") {
        rows = rowsOf(DEFAULT_COMMON_ACTIONS);
        problem = null;
      } else if (action === "save") {
        rows = typed;
        await save(typed);
      } else return;
      window?.render();
    },
  };

  env.menus.register(
    ACTIONS_MENU,
    {
      name: "TURNKEEPER.Settings.Combat.Actions.Name",
      label: "TURNKEEPER.Settings.Combat.Actions.Label",
      hint: "TURNKEEPER.Settings.Combat.Actions.Hint",
      icon: "fa-solid fa-stopwatch",
      restricted: true,
    },
    // Opens on the list in force.
    () => {
      rows = null;
      problem = null;
      window = env.apps.open(editor);
    },
  );
}
