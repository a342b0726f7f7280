/**
 * Tells foundry-vtt-types about Turnkeeper's module API and settings (its documented declaration-merging
 * hooks), so `game.modules.get("turnkeeper").api` and `game.settings.get("turnkeeper", ...)` are typed.
 */
import type { TurnkeeperApi } from "../setup/api";
import type { Quench } from "../quench/quench-api";
import type { TokenLightFlag } from "../env/documents";

declare module "@league-of-foundry-developers/foundry-vtt-types/configuration" {
  interface ModuleConfig {
    turnkeeper: { api: TurnkeeperApi };
  }
  namespace Hooks {
    /** Quench (a testing module) announces itself with this hook; only the development build listens. */
    interface HookConfig {
      quenchReady: (quench: Quench) => void;
      /** Turnkeeper's own hooks (src/foundry/setup/hooks.ts, documented in docs/api.md). */
      "turnkeeper.checkRolled": (payload: { check: string; at: number; [detail: string]: unknown }) => void;
      "turnkeeper.encounter": (payload: {
        at: number;
        area: string | null;
        draw: string | null;
        distance: { roll: number; distance: number; unit: "feet" | "yards" } | null;
        reaction: { roll: number; total: number; attitude: string; fromText: boolean };
      }) => void;
      "turnkeeper.checkDue": (payload: { id: number; check: string; label: string; at: number }) => void;
      "turnkeeper.lightLit": (payload: { owner: string; source: string; name: string }) => void;
      "turnkeeper.lightExpired": (payload: {
        owner: string;
        source: string | null;
        timer: string;
        at: number;
        name: string;
      }) => void;
      "turnkeeper.timeProcessed": (payload: { from: number; to: number }) => void;
      "turnkeeper.undone": (payload: { entries: number[]; time: number }) => void;
      "turnkeeper.stateChanged": (payload: { time: number }) => void;
    }
  }
  interface SettingConfig {
    "turnkeeper.preset": string;
    "turnkeeper.customPresetValid": object | null;
    "turnkeeper.state": object | null;
    "turnkeeper.quarantine": object | null;
    "turnkeeper.seasonMapping": string;
    "turnkeeper.sceneDarkness": boolean;
    "turnkeeper.campaignRecord": boolean;
    "turnkeeper.dueChecks": string;
    "turnkeeper.cardAudience": string;
    "turnkeeper.lightStacking": string;
    "turnkeeper.playerTime": string;
    "turnkeeper.playerLights": string;
    "turnkeeper.playerNextCheck": string;
    "turnkeeper.playerDanger": string;
    "turnkeeper.playerRecord": string;
    "turnkeeper.playerDetails": boolean;
    "turnkeeper.cadenceBusy": number;
    "turnkeeper.cadenceNormal": number;
    "turnkeeper.cadenceSafe": number;
    "turnkeeper.checksPerWatch": number;
    "turnkeeper.longJumpDays": number;
    "turnkeeper.defaultTable": string;
    "turnkeeper.panel": object | null;
    "turnkeeper.combatRoundUp": boolean;
    "turnkeeper.combatActionsValid": object | null;
  }
  /**
   * Turnkeeper's flags: areas on scenes and regions (src/ui/map/areas.ts), the party on a scene's map
   * (src/ui/map/party.ts), a burning light's record on tokens.
   */
  interface FlagConfig {
    Scene: { turnkeeper: { area: object; party: object; darkness: boolean } };
    /** The campaign record journal (src/foundry/record/store.ts) and its day pages. */
    JournalEntry: { turnkeeper: { record: boolean } };
    JournalEntryPage: { turnkeeper: { day: number; part: number; entries: Record<string, unknown> } };
    Region: { turnkeeper: { area: object } };
    Token: { turnkeeper: { light: TokenLightFlag } };
    ChatMessage: { turnkeeper: { card: string } };
  }
}
