/**
 * The whole table as a file: everything the sandbox stores exported as one JSON file and imported back (another
 * browser, a backup, a bug report), whole or not at all (import-check.ts), and the download of any file the page
 * offers.
 */
import { askFirst } from "../dialogs/form-dialog";
import type { SandboxContext } from "./context";
import { readImport, type Refusal } from "./import-check";

/** Offers `text` as a file to save. */
export function download(doc: Document, name: string, text: string, type = "application/json"): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = doc.createElement("a");
  a.href = url;
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function exportTable(ctx: SandboxContext): void {
  download(ctx.doc, "turnkeeper-sandbox.json", JSON.stringify(ctx.storage.exportData(), null, 2));
}

/** A refusal in words: the reason, then the entry's own error when it has one. */
function refusalText(ctx: SandboxContext, refusal: Refusal): string {
  const { i18n } = ctx;
  const why = i18n.format(refusal.key, refusal.params ?? {});
  const error = refusal.error;
  return error ? `${why} ${i18n.format(`TURNKEEPER.Error.${error.code}`, error.params)}` : why;
}

/**
 * Replaces what is stored with an exported file's, then reloads. The whole file is read first, every entry
 * with its own reader; one that does not read refuses the file, saying why in `notice`, with nothing stored.
 * The GM is asked (in the page's own dialog) before what the table holds is replaced, and a browser that refuses the writes leaves it as
 * it was.
 */
export async function importTable(
  ctx: SandboxContext,
  file: File,
  notice: (text: string) => void,
): Promise<void> {
  const read = readImport(await file.text());
  if (!read.ok) return notice(refusalText(ctx, read.error));
  const held = ctx.storage.keys().length > 0;
  if (held && !(await askFirst(ctx, "TURNKEEPER.Sandbox.Import.Button", "TURNKEEPER.Sandbox.Import.confirm")))
    return;
  const swapped = ctx.storage.replaceAll(read.value);
  if (!swapped.ok) return notice(ctx.i18n.localize(swapped.reason));
  ctx.win.location.reload();
}
