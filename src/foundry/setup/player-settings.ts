/**
 * What players may know (issue 22): one world setting per thing the GM may show players exactly, roughly or
 * not at all (the time, their lights' time left, the next check, the area's danger) and the campaign record
 * they may read or not, read as the session's `PlayerView`. An older Turnkeeper's two settings are folded in:
 * its light choice's words ("fuzzy", "hidden") read as today's, and its "players see details" turned off reads
 * as the danger hidden, until the active GM writes both in today's words once (`foldPlayerSettings`).
 */
import {
  DEFAULT_PLAYER_VIEW,
  foldLegacyDetails,
  PLAYER_DETAIL,
  PLAYER_RECORD,
  playerDetail,
  type PlayerView,
} from "../../ui";
import { MODULE_ID } from "./constants";
import { isActiveGM, type FoundryEnv } from "../env/ports";

type DetailKey = "playerTime" | "playerLights" | "playerNextCheck" | "playerDanger";

/** Each detail setting and the part of the player view it sets. */
const DETAILS: readonly (readonly [DetailKey, Exclude<keyof PlayerView, "record">])[] = [
  ["playerTime", "time"],
  ["playerLights", "lights"],
  ["playerNextCheck", "nextCheck"],
  ["playerDanger", "danger"],
];

/** Registers a world setting the GM sets in the module's settings, with its choices (and what a change does). */
type Shown = (
  key: DetailKey | "playerRecord",
  type: StringConstructor,
  value: string,
  more: { choices: readonly string[]; onChange?: () => void },
) => void;
/** Registers a world setting kept out of the settings window. */
type Hidden = (key: "playerDetails", type: BooleanConstructor, value: boolean) => void;

export function registerPlayerView(env: FoundryEnv, shown: Shown, hidden: Hidden): void {
  for (const [key, part] of DETAILS)
    shown(key, String, DEFAULT_PLAYER_VIEW[part], { choices: PLAYER_DETAIL });
  shown("playerRecord", String, DEFAULT_PLAYER_VIEW.record, {
    choices: PLAYER_RECORD,
    onChange: () => void shareRecord(env),
  });
  hidden("playerDetails", Boolean, true);
}

/** The player view the settings describe (an older Turnkeeper's choices read in today's words). */
export function playerView(env: FoundryEnv): PlayerView {
  const get = (key: DetailKey | "playerRecord") => env.settings.get(MODULE_ID, key);
  const record = get("playerRecord");
  const view: PlayerView = {
    time: playerDetail(get("playerTime"), DEFAULT_PLAYER_VIEW.time),
    lights: playerDetail(get("playerLights"), DEFAULT_PLAYER_VIEW.lights),
    nextCheck: playerDetail(get("playerNextCheck"), DEFAULT_PLAYER_VIEW.nextCheck),
    danger: playerDetail(get("playerDanger"), DEFAULT_PLAYER_VIEW.danger),
    record: (PLAYER_RECORD as readonly string[]).includes(record) ? (record as PlayerView["record"]) : "none",
  };
  return foldLegacyDetails(view, env.settings.get(MODULE_ID, "playerDetails"));
}

/**
 * On the active GM at `ready`: an older Turnkeeper's choices written in today's words, so the settings window
 * shows what the world chose and the GM's next choice stands. Writes only what is old (none, once done).
 */
export async function foldPlayerSettings(env: FoundryEnv): Promise<void> {
  if (!isActiveGM(env)) return;
  const view = playerView(env);
  const lights = env.settings.get(MODULE_ID, "playerLights");
  if (lights !== view.lights) await env.settings.set(MODULE_ID, "playerLights", view.lights);
  if (env.settings.get(MODULE_ID, "playerDetails")) return;
  await env.settings.set(MODULE_ID, "playerDanger", view.danger);
  await env.settings.set(MODULE_ID, "playerDetails", true);
}

/**
 * On the active GM, when the record's setting changes: the campaign record journal shared with players (they may
 * read it) or taken back (GMs only). Loads the record's journals with the record store's chunk.
 */
export async function shareRecord(env: FoundryEnv): Promise<void> {
  if (!isActiveGM(env)) return;
  const { foundryJournals } = await import("../record/journals");
  const journal = (env.journals ?? foundryJournals).record();
  const readable = playerView(env).record === "exact";
  if (!journal || (journal.ownership.default ?? 0) > 0 === readable) return;
  try {
    await journal.share(readable);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    env.notifications.error(env.game.i18n.format("TURNKEEPER.Record.shareFailed", { message }));
  }
}
