/**
 * The whole table as a file: everything the sandbox stores exported as one JSON file and imported back (another
 * browser, a backup, a bug report), and the download of any file the page offers.
 */
import type { SandboxContext } from "./context";

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

/** Replaces what is stored with an exported file's, then reloads; a file that is not one says why in `notice`. */
export async function importTable(
  ctx: SandboxContext,
  file: File,
  notice: (text: string) => void,
): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch {
    notice(ctx.i18n.localize("TURNKEEPER.Sandbox.Import.notJson"));
    return;
  }
  const result = ctx.storage.importData(data);
  if (!result.ok) {
    notice(ctx.i18n.localize(result.reason));
    return;
  }
  ctx.win.location.reload();
}
