/**
 * Reading a file to import (issue 20): its wrapper, then every entry with the reader its part of the page reads
 * it with, all before anything is stored, so a file is taken whole or refused whole, saying which entry does
 * not read and why. A file cut short says so.
 */
import { BUILT_IN_PRESET_IDS, loadRecord, type CoreError, type Result } from "../../core";
import { loadWorldState } from "../../ui";
import { isChatLog } from "../chat/chat";
import { readFight } from "../combat/fight";
import { KEYS } from "./keys";
import { checkExport, EXPORT_FORMAT, type SandboxExport } from "./storage";

/** Why a file is refused: a localization key and what it names. */
export interface Refusal {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The entry's own error, said after the refusal. */
  readonly error?: CoreError;
}

type Check = (value: unknown) => CoreError | boolean;

const problem = (read: Result<unknown, CoreError>) => (read.ok ? true : read.error);

/** Each entry the sandbox keeps, and how it is read: true when it reads, false or its error when not. */
const CHECKS: Readonly<Record<string, Check>> = {
  [KEYS.preset]: (value) => (BUILT_IN_PRESET_IDS as readonly unknown[]).includes(value),
  [KEYS.time]: Number.isSafeInteger,
  [KEYS.world]: (value) => problem(loadWorldState(value)),
  [KEYS.fight]: (value) => problem(readFight(value)),
  [KEYS.fights]: Number.isSafeInteger,
  [KEYS.chat]: isChatLog,
  [KEYS.record]: (value) => problem(loadRecord(value)),
  // The table's settings and the party's places read field by field, a field that does not read taking its
  // default: any object will do.
  [KEYS.table]: (value) => typeof value === "object" && value !== null,
  [KEYS.map]: (value) => typeof value === "object" && value !== null,
  [KEYS.quarantine]: Array.isArray,
};

/** The first entry that does not read, and why. */
function entryRefusal(entries: Readonly<Record<string, unknown>>): Refusal | null {
  for (const [entry, value] of Object.entries(entries)) {
    const check = CHECKS[entry];
    if (!check) return { key: "TURNKEEPER.Sandbox.Import.unknownEntry", params: { entry } };
    const read = check(value);
    if (read === true) continue;
    return {
      key: "TURNKEEPER.Sandbox.Import.badEntry",
      params: { entry },
      ...(read !== false && { error: read }),
    };
  }
  return null;
}

/** A file's text read as a sandbox export whose every entry reads, or why it is refused. */
export function readImport(text: string): Result<Readonly<Record<string, unknown>>, Refusal> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    // A sandbox export names its format at its start: a file that does and does not parse was cut short.
    const cut = text.includes(`"${EXPORT_FORMAT}"`);
    return { ok: false, error: { key: `TURNKEEPER.Sandbox.Import.${cut ? "truncated" : "notJson"}` } };
  }
  const wrapper = checkExport(data);
  const refused = wrapper ? { key: wrapper } : entryRefusal((data as SandboxExport).entries);
  return refused ? { ok: false, error: refused } : { ok: true, value: (data as SandboxExport).entries };
}
