/**
 * Light sources on tokens. A light belongs to an actor (every linked token of it, on any scene, whether its
 * player is logged in or not) or to one token. Lighting one sets the token's light to the source's profile
 * and remembers the light it had; when the last source of an owner goes out, that light comes back.
 */
import type { LightSink } from "../../ui";
import { deletion } from "../setup/compat";
import type { LightData, TokenLightFlag, TokenLike } from "../env/documents";
import type { FoundryEnv } from "../env/ports";

/** Where a token keeps the light it had before its first source was lit. */
const LIGHT_FLAG = "flags.turnkeeper.light";

const TORCH: LightData = {
  dim: 30,
  bright: 15,
  color: "#ff9329",
  alpha: 0.4,
  animation: { type: "torch", speed: 5, intensity: 5 },
};

/** Token light for each source id the built-in presets use; unknown sources burn like a torch. */
const LIGHT_PROFILES: Readonly<Record<string, LightData>> = {
  torch: TORCH,
  lantern: {
    dim: 30,
    bright: 30,
    color: "#ffc56b",
    alpha: 0.35,
    animation: { type: "flame", speed: 2, intensity: 2 },
  },
};

/** The tokens an owner's light shows on: the token itself, or every linked token of the actor. */
function tokensOf(env: FoundryEnv, owner: string): TokenLike[] {
  if (owner.includes(".Token.")) {
    const token = env.documents.token(owner);
    return token ? [token] : [];
  }
  const actor = env.documents.actor(owner);
  if (!actor?.id) return [];
  return env.documents
    .scenes()
    .flatMap((scene) => scene.tokens())
    .filter((t) => t.actorLink && t.actorId === actor.id);
}

/** Sets a token's light to a source's (null: back to the light it had before its first source). */
async function setLight(env: FoundryEnv, token: TokenLike, source: string | null): Promise<void> {
  const flag = token.lightFlag();
  if (source === null) {
    if (flag) await token.update({ light: flag.previous, ...deletion(env, LIGHT_FLAG) });
    return;
  }
  if (flag?.source === source) return;
  const light = token.lightData();
  const burning: TokenLightFlag = { source, previous: flag?.previous ?? light };
  await token.update({ light: { ...light, ...(LIGHT_PROFILES[source] ?? TORCH) }, [LIGHT_FLAG]: burning });
}

/** The session's lights, shown on tokens. */
export const foundryLights = (env: FoundryEnv): LightSink => ({
  async apply(changes) {
    for (const change of changes) {
      for (const token of tokensOf(env, change.owner)) await setLight(env, token, change.source);
    }
  },
});
