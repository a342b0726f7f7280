/**
 * The `turnkeeper.state` setting's two shapes. Before the campaign record it held the whole state, time log
 * and all (50-80 KB once the undo window fills, sent to every client on each change). Now it holds the state
 * without the log's entries, which live in the record journal's pages (src/foundry/record/store.ts), so a
 * change sends only what changed. Either shape reads; the first write after an update converts the old one.
 */
export interface SplitState {
  /** Where the log's entries are: the record journal, and its pages holding entries still in the undo window. */
  readonly split: {
    readonly journal: string;
    readonly pages: readonly string[];
    /**
     * The record's change this state's task made, written before the pages take it (read one entry at a time,
     * src/foundry/record/unwritten.ts): absent in a state from before it.
     */
    readonly unwritten?: { readonly put?: unknown; readonly removed?: unknown };
  };
  /** The world state with `keeper.log` null. */
  readonly state: Readonly<Record<string, unknown>> & {
    readonly keeper: Readonly<Record<string, unknown>> & { readonly logLength: number };
  };
}

export function isSplit(raw: unknown): raw is SplitState {
  return typeof raw === "object" && raw !== null && "split" in raw && "state" in raw;
}

const heads = new WeakMap<SplitState, unknown>();

/**
 * The state as stored, without the log's entries where they are kept apart (players never read the log); the
 * same object for the same stored value, as the session caches by identity.
 */
export function storedHead(raw: unknown): unknown {
  if (!isSplit(raw)) return raw;
  let head = heads.get(raw);
  if (head === undefined) {
    head = { ...raw.state, keeper: { ...raw.state.keeper, log: null, logLength: 0 } };
    heads.set(raw, head);
  }
  return head;
}
