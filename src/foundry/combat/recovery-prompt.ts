/**
 * The Recovery Time prompt of Foundry's tracker: a DialogV2 asking what the combatant did as its turn ends,
 * whose preview follows the choice before anything is committed (the sandbox asks in a <dialog> of its own).
 */
import { TRACKER_TEMPLATES, type RecoveryChoice, type RecoveryView } from "../../ui/combat";
import type { FoundryEnv } from "../env/ports";
import { TEMPLATE_ROOT } from "../setup/constants";

const RECOVERY_TEMPLATE = `${TEMPLATE_ROOT}/${TRACKER_TEMPLATES.recovery}`;

/** Asks for the Recovery Time; resolves to the choice, or null if the person cancelled. */
export async function promptRecovery(
  env: FoundryEnv,
  first: RecoveryView,
  rebuild: (chosen: { optionId: string } | { value: number | null }) => RecoveryView,
): Promise<RecoveryChoice | null> {
  const { DialogV2 } = foundry.applications.api;
  // Foundry types template data as an index signature, which interfaces lack.
  const render = (view: RecoveryView) =>
    foundry.applications.handlebars.renderTemplate(RECOVERY_TEMPLATE, { ...view });
  let current = first;
  const result = await DialogV2.wait({
    window: { title: env.game.i18n.format("TURNKEEPER.Tracker.Recovery.Title", { name: first.name }) },
    content: await render(first),
    rejectClose: false,
    buttons: [
      {
        action: "confirm",
        label: "TURNKEEPER.Tracker.Recovery.Confirm",
        default: true,
        callback: () => (current.chosen === null ? null : JSON.stringify(current.chosen)),
      },
      { action: "cancel", label: "Cancel", callback: () => null },
    ],
    render: (_event: Event, dialog: { element: HTMLElement }) => {
      const root = dialog.element;
      const input = (selector: string) => root.querySelector<HTMLInputElement>(selector);
      const refresh = async () => {
        const option = input("input[name=option]:checked")?.value;
        const typed = input("input[name=custom]")?.value ?? "";
        current = rebuild(
          option !== undefined && option !== "custom"
            ? { optionId: option }
            : { value: /^\d+$/.test(typed) ? Number(typed) : null },
        );
        const next = new DOMParser()
          .parseFromString(await render(current), "text/html")
          .querySelector(".tk-recovery__preview");
        const preview = root.querySelector(".tk-recovery__preview");
        if (next && preview) preview.innerHTML = next.innerHTML;
        const confirm = root.querySelector<HTMLButtonElement>('button[data-action="confirm"]');
        if (confirm) confirm.disabled = !current.canConfirm;
      };
      // Picking "Another Recovery Time" puts the keyboard in its number box, which it needs next.
      root.addEventListener("change", (event) => {
        const target = event.target as HTMLInputElement | null;
        if (target?.name === "option" && target.value === "custom") input("input[name=custom]")?.focus();
        void refresh();
      });
      root.addEventListener("input", (event) => {
        if ((event.target as HTMLInputElement | null)?.name !== "custom") return;
        const custom = input('input[name=option][value="custom"]');
        if (custom) custom.checked = true;
        void refresh();
      });
    },
  });
  return typeof result === "string" ? (JSON.parse(result) as RecoveryChoice) : null;
}
