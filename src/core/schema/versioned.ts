/**
 * Versioned data: every stored shape carries `version`. Older data is migrated one version at a time
 * before validation; data from a newer Turnkeeper is refused rather than guessed at.
 */
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";

export interface Migration {
  /** The version this step reads; it returns data of version `from + 1`. */
  readonly from: number;
  readonly migrate: (data: Readonly<Record<string, unknown>>) => Record<string, unknown>;
}

export function migrateVersioned(
  input: unknown,
  current: number,
  migrations: readonly Migration[],
  root = "",
): Result<Record<string, unknown>, CoreError> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return err(
      coreError("schema.type", { path: root || "(root)", expected: "Object", received: typeof input }),
    );
  }
  let data = input as Record<string, unknown>;
  const path = root === "" ? "version" : `${root}.version`;
  const refuse = (code: string, params: Record<string, string | number>) =>
    err(coreError(`schema.${code}`, { path, ...params }, path));
  const stated = data.version;
  if (typeof stated !== "number" || !Number.isSafeInteger(stated) || stated < 1) {
    return refuse("badVersion", { received: String(stated) });
  }
  let version = stated;
  if (version > current) return refuse("futureVersion", { received: version, current });
  while (version < current) {
    const from = version;
    const step = migrations.find((m) => m.from === from);
    if (!step) return refuse("noMigration", { received: from, current });
    data = { ...step.migrate(data), version: from + 1 };
    version = from + 1;
  }
  return ok(data);
}
