/** Turnkeeper's settings and the part of `game.settings` that registers, reads and writes them. */

/** Every Turnkeeper setting and its value type (also declared to Foundry in types/foundry-config.d.ts). */
export interface TurnkeeperSettings {
  preset: string;
  /** The GM's own preset: the last valid one saved in the preset editor (or null). */
  customPresetValid: object | null;
  /** The timekeeping state (src/ui/session/world-state.ts), written only by the active GM. */
  state: object | null;
  /** Stored parts that did not read, set aside (src/foundry/record/quarantine.ts), written only by the active GM. */
  quarantine: object | null;
  dueChecks: string;
  cardAudience: string;
  lightStacking: string;
  /** What players may know (issue 22, `PlayerView`): each "exact", "rough" or "none". */
  playerTime: string;
  /** Also an older Turnkeeper's "fuzzy" or "hidden", until the active GM folds it (setup/player-settings.ts). */
  playerLights: string;
  playerNextCheck: string;
  playerDanger: string;
  playerRecord: string;
  /** An older Turnkeeper's "players see details", hidden: false until folded into `playerDanger`. */
  playerDetails: boolean;
  cadenceBusy: number;
  cadenceNormal: number;
  cadenceSafe: number;
  checksPerWatch: number;
  longJumpDays: number;
  /** The world's encounter table (a RollTable UUID) for areas that name none, chosen in the areas form. */
  defaultTable: string;
  /** The running clock (src/core/clock/running.ts), written only by the active GM. */
  runningClock: object | null;
  /** Where each user keeps the clock panel (v13 "user" scope). */
  panel: object | null;
  /** When a combat ends, move the world clock on to the end of the turn the fight took (R001-15). */
  combatRoundUp: boolean;
  /** The common actions offered when a turn ends, as the GM last saved them valid (null: the starting list). */
  combatActionsValid: object | null;
  /** The GM's mapping of the calendar's seasons or months to the shelter table's four ("Thaw=spring, ..."). */
  seasonMapping: string;
  /** Scene darkness follows the time of day on scenes that opt in. */
  sceneDarkness: boolean;
  /** Keep the campaign record journal. */
  campaignRecord: boolean;
}

export type SettingKey = keyof TurnkeeperSettings;

export interface SettingRegistration<V> {
  name?: string;
  hint?: string;
  /** v13 adds "user": stored in the world, one value per user. */
  scope: "world" | "client" | "user";
  config: boolean;
  type: V extends string
    ? StringConstructor
    : V extends boolean
      ? BooleanConstructor
      : V extends number
        ? NumberConstructor
        : ObjectConstructor;
  default: V;
  range?: { min: number; max: number; step: number };
  choices?: Record<string, string>;
  requiresReload?: boolean;
  onChange?: (value: V) => void;
}

export interface SettingsPort {
  register<K extends SettingKey>(
    namespace: "turnkeeper",
    key: K,
    data: SettingRegistration<TurnkeeperSettings[K]>,
  ): void;
  get<K extends SettingKey>(namespace: "turnkeeper", key: K): TurnkeeperSettings[K];
  set<K extends SettingKey>(namespace: "turnkeeper", key: K, value: TurnkeeperSettings[K]): Promise<unknown>;
}
