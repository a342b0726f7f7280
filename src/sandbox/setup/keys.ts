/** The keys the sandbox keeps its state under in the browser's storage (storage.ts adds the prefix). */
export const KEYS = {
  preset: "preset",
  time: "time",
  world: "world",
  fight: "fight",
  /** How many fights were started, so each fight's time is logged as its own. */
  fights: "fights",
  chat: "chat",
  table: "table",
  /** Where the party's marker stands on the sample maps. */
  map: "map",
  /** The campaign record: every entry the time log ever held. */
  record: "record",
  /** Parts of the stored state that did not read, set aside with where and why (issue 20). */
  quarantine: "quarantine",
} as const;
