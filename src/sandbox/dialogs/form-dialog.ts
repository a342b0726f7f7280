/**
 * A procedure's form in the page, where Foundry asks with its DialogV2: the module's dialog template in a
 * modal <dialog>, with Cancel and the form's own button that goes ahead (Enter goes ahead, Escape cancels).
 * A yes-or-no question (go on travelling?) opens the same dialog with the question as its body, so the
 * sandbox never stops the page with the browser's confirm box.
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

/** What the frame shows: its title, its body (HTML already rendered or escaped) and its go-ahead button. */
interface Framed {
  readonly title: string;
  readonly body: string;
  readonly confirm: string;
}

/** Opens the frame as a modal dialog; resolves with the form's values, or null on Cancel or Escape. */
function openDialog(doc: Document, html: string, focus: string): Promise<FormValues | null> {
  const dialog = doc.createElement("dialog");
  dialog.className = "tks-dialog turnkeeper";
  dialog.innerHTML = html;
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
    dialog.querySelector<HTMLElement>(focus)?.focus();
  });
}

export function formDialog(
  doc: Document,
  templates: TemplateRegistry,
  i18n: SandboxLocalizer,
  text: TextContext,
) {
  const frame = templates.compileLocal(source);
  return (form: Pick<Dialog, "template" | "title" | "confirm" | "view">): Promise<FormValues | null> =>
    openDialog(
      doc,
      frame({
        title: i18n.localize(form.title),
        body: templates.render(form.template, resolveView(form.view, text)),
        confirm: i18n.localize(form.confirm),
      } satisfies Framed),
      FORM_FIELDS,
    );
}

/**
 * A question in the same dialog, as Foundry's DialogV2 asks it (env.apps.ask): title, question and the label
 * of the button that goes ahead, all already localized; resolves true when the GM goes ahead. The go-ahead
 * button has the focus, so Enter answers it.
 */
export function questionDialog(doc: Document, templates: TemplateRegistry) {
  const frame = templates.compileLocal(source);
  return (title: string, question: string, confirm: string): Promise<boolean> => {
    const body = doc.createElement("p");
    body.className = "tks-dialog-question";
    body.textContent = question;
    const html = frame({ title, body: body.outerHTML, confirm } satisfies Framed);
    return openDialog(doc, html, '[data-sandbox-dialog="confirm"]').then((values) => values !== null);
  };
}

/**
 * A page control's question by its keys, in the same dialog: the control's label (`label`) as the title and
 * the go-ahead button's, the question under it; true when the GM goes ahead.
 */
export function askFirst(
  page: { readonly doc: Document; readonly templates: TemplateRegistry; readonly i18n: SandboxLocalizer },
  label: string,
  question: string,
): Promise<boolean> {
  const { i18n } = page;
  return questionDialog(page.doc, page.templates)(
    i18n.localize(label),
    i18n.localize(question),
    i18n.localize(label),
  );
}
