/**
 * A procedure's form in the page, where Foundry asks with its DialogV2: the module's dialog template in a
 * modal <dialog>, with Cancel and the form's own button that goes ahead (Enter goes ahead, Escape cancels).
 */
import {
  FORM_FIELDS,
  fieldValues,
  resolveView,
  type Dialog,
  type FormValues,
  type TextContext,
} from "../../ui";
import type { SandboxLocalizer } from "../setup/i18n";
import type { TemplateRegistry } from "../setup/templates";
import source from "./form-dialog.hbs?raw";

export function formDialog(
  doc: Document,
  templates: TemplateRegistry,
  i18n: SandboxLocalizer,
  text: TextContext,
) {
  const frame = templates.compileLocal(source);
  return (form: Pick<Dialog, "template" | "title" | "confirm" | "view">): Promise<FormValues | null> => {
    const dialog = doc.createElement("dialog");
    dialog.className = "tks-dialog turnkeeper";
    dialog.innerHTML = frame({
      title: i18n.localize(form.title),
      body: templates.render(form.template, resolveView(form.view, text)),
      confirm: i18n.localize(form.confirm),
    });
    doc.body.append(dialog);
    dialog.addEventListener("click", (event) => {
      if ((event.target as HTMLElement).closest("[data-sandbox-dialog=cancel]")) dialog.close("cancel");
    });
    return new Promise((resolve) => {
      dialog.addEventListener("close", () => {
        const answered = dialog.returnValue === "confirm";
        const values = answered ? fieldValues(dialog.querySelectorAll<HTMLInputElement>(FORM_FIELDS)) : null;
        dialog.remove();
        resolve(values);
      });
      dialog.showModal();
      dialog.querySelector<HTMLElement>(FORM_FIELDS)?.focus();
    });
  };
}
