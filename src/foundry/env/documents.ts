/** The documents Turnkeeper finds by UUID: actors, tokens and their light, scenes, regions, roll tables. */
import type { RollLike } from "./dice";
import type { UserLike } from "./users";

/** An actor as far as ownership checks go (`Actor#testUserPermission`). */
export interface ActorLike {
  readonly id: string | null;
  readonly uuid: string;
  readonly name: string;
  testUserPermission(user: UserLike, permission: "LIMITED" | "OBSERVER" | "OWNER"): boolean;
}

/** Plain light data as a token keeps it (`TokenDocument#light`, as source data). */
export interface LightData {
  readonly dim: number;
  readonly bright: number;
  readonly [field: string]: unknown;
}

/** What Turnkeeper keeps on a token while one of its light sources burns: the light it had before. */
export interface TokenLightFlag {
  readonly source: string;
  readonly previous: LightData;
}

/** A token on any scene: its light, and whose it is. */
export interface TokenLike {
  readonly uuid: string;
  readonly name: string;
  readonly actorId: string | null;
  readonly actorLink: boolean;
  /** The token's light as plain source data. */
  lightData(): LightData;
  lightFlag(): TokenLightFlag | null;
  /** One `TokenDocument#update` with these changes (dotted paths allowed, deletions as compat.ts makes them). */
  update(changes: Record<string, unknown>): Promise<unknown>;
}

/** A scene or a region of one, where an area is kept as a flag. */
export interface AreaHolder {
  readonly uuid: string;
  readonly name: string;
  areaFlag(): unknown;
  setAreaFlag(area: object | null): Promise<unknown>;
}

/** A region of a scene, which knows the tokens inside it (`RegionDocument#tokens`). */
export interface RegionLike extends AreaHolder {
  tokenUuids(): readonly string[];
}

export interface SceneLike extends AreaHolder {
  tokens(): readonly TokenLike[];
  regions(): readonly RegionLike[];
}

export interface TableDraw {
  readonly roll: RollLike;
  readonly text: string;
}

export interface TableLike {
  readonly uuid: string;
  readonly name: string;
  /** Rolls on the table without drawing (no results marked drawn: nothing is written). */
  roll(): Promise<TableDraw>;
}

/** Finds documents by UUID (`fromUuidSync`), narrowed to the kinds Turnkeeper works with. */
export interface DocumentsPort {
  actor(uuid: string): ActorLike | null;
  token(uuid: string): TokenLike | null;
  /** A roll table in the world or a compendium (`fromUuid`, which loads a compendium's document). */
  table(uuid: string): Promise<TableLike | null>;
  /** The world's roll tables, for choosing an area's encounter table. */
  tables(): readonly { readonly uuid: string; readonly name: string }[];
  scenes(): readonly SceneLike[];
  scene(uuid: string): SceneLike | null;
  /** The scene the players are on (`game.scenes.active`). */
  activeScene(): SceneLike | null;
  /** The tokens this user has selected on the canvas. */
  controlledTokens(): readonly TokenLike[];
  /** The user's own character, if they have one. */
  userCharacter(): ActorLike | null;
  /** Every actor this user owns (for a player's own lights). */
  ownedActorUuids(user: UserLike): readonly string[];
}
