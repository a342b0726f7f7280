/** The FoundryEnv made of the real Foundry globals, shared by the module entry and the Quench entry. */
import type { FoundryEnv, SettingsPort } from "./env";

export const currentEnv: FoundryEnv = {
  // The env is only read inside hook callbacks (`init` and later), when Foundry has built these objects;
  // the types model the uninitialised game too, hence the narrowing to the ready game.
  get game() {
    return game as ReadyGame;
  },
  get settings() {
    // Foundry's settings are typed per key through SettingConfig, which declares the same keys and value types
    // as TurnkeeperSettings (types/foundry-config.d.ts); TypeScript cannot relate the two generic signatures.
    return (game as ReadyGame).settings as unknown as SettingsPort;
  },
  Hooks,
  get notifications() {
    if (!ui.notifications) throw new Error("Turnkeeper read ui.notifications before Foundry created it");
    return ui.notifications;
  },
  config: CONFIG,
  documents: {
    actor(uuid) {
      const doc = fromUuidSync(uuid as `Actor.${string}`);
      return doc instanceof Actor ? doc : null;
    },
  },
};
