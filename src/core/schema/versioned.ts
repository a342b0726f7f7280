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
  const at = (field: string) => (root === "" ? field : `${root}.${field}`);
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return err(
      coreError("schema.type", { path: root || "(root)", expected: "Object", received: typeof input }),
    );
  }
  let data = input as Record<string, unknown>;
  const stated = data.version;
  if (typeof stated !== "number" || !Number.isSafeInteger(stated) || stated < 1) {
    return err(
      coreError("schema.badVersion", { path: at("version"), received: String(stated) }, at("version")),
    );
  }
  let version = stated;
  if (version > current) {
    return err(
      coreError("schema.futureVersion", { path: at("version"), received: version, current }, at("version")),
    );
  }
  while (version < current) {
    const from = version;
    const step = migrations.find((m) => m.from === from);
    if (!step)
      return err(
        coreError("schema.noMigration", { path: at("version"), received: from, current }, at("version")),
      );
    data = { ...step.migrate(data), version: from + 1 };
    version = from + 1;
  }
  return ok(data);
}
