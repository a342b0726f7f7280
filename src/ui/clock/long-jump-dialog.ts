/**
 * The question a long jump of the clock asks the game master (long-jump.ts): what fell due, counted, and
 * which of the encounter checks to roll. Hosts render `templates/dialogs/long-jump.hbs` with the resolved view
 * in their own window (Foundry's DialogV2, the sandbox's <dialog>) and hand the answers back to `read`.
 */
import { textField, type FormValues } from "../dialogs/forms";
import { duration, label, t, type Text } from "../i18n/text";
import { LONG_JUMP_CHOICES, type LongJump, type LongJumpChoice } from "./jump";

export const LONG_JUMP_TEMPLATE = "dialogs/long-jump.hbs";

export interface LongJumpView {
  readonly summary: Text;
  readonly reminders: readonly Text[];
  readonly choices: readonly { readonly id: LongJumpChoice; readonly label: Text }[];
}

export interface LongJumpDialog {
  /** Localization keys: the window's title, and its button that goes ahead. */
  readonly title: string;
  readonly confirm: string;
  readonly view: LongJumpView;
  /** The choice in a form's answers; none rolled when it was cancelled (null) or names no choice. */
  read(form: FormValues | null): LongJumpChoice;
}

export function longJumpDialog(jump: LongJump): LongJumpDialog {
  const { checks, last } = jump;
  return {
    title: "TURNKEEPER.Dialog.LongJump.title",
    confirm: "TURNKEEPER.Dialog.LongJump.confirm",
    view: {
      summary: t("TURNKEEPER.Dialog.LongJump.summary", { duration: duration(jump.to - jump.from), checks }),
      reminders: jump.reminders.map((r) =>
        t("TURNKEEPER.Card.Jump.reminder", { what: label(r.label), count: r.count }),
      ),
      choices: LONG_JUMP_CHOICES.map((id) => ({
        id,
        label: t(`TURNKEEPER.Dialog.LongJump.${id}`, { count: checks, last }),
      })),
    },
    read: (form) => {
      const chosen = form ? textField(form, "choice") : "";
      return LONG_JUMP_CHOICES.find((c) => c === chosen) ?? "skip";
    },
  };
}
