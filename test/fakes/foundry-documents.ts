/**
 * The world's documents in the typed fake (test/fakes/foundry.ts): users, actors, tokens, scenes, regions and
 * roll tables, each as Foundry keeps it and as Turnkeeper's ports see it on one client.
 */
import type {
  ActorLike,
  AreaHolder,
  DocumentsPort,
  LightData,
  RegionLike,
  SceneLike,
  TableLike,
  TokenLightFlag,
  TokenLike,
} from "../../src/foundry/env/documents";
import type { UserLike } from "../../src/foundry/env/users";
import type { FakeWorld } from "./foundry";
import { FakeRoll } from "./foundry-chat";
import type { FakeClient } from "./foundry-client";
import { strict } from "./strict";
import { isForcedDeletion, OWNERSHIP, wire } from "./wire";

/**
 * Stands for a `User` document: the same object on every client, as Foundry keeps one `game.users` per client in
 * sync. Contract: game.user.
 */
export class FakeUser implements UserLike {
  active = true;
  constructor(
    readonly id: string,
    readonly name: string,
    readonly isGM: boolean,
  ) {
    return strict(this, `User ${name}`);
  }
}

/** Stands for an `Actor` document's ownership: GMs own everything; others by their level or the default. Contract: fromUuidSync. */
export class FakeActor implements ActorLike {
  constructor(
    readonly id: string,
    readonly name: string,
    readonly ownership: Record<string, number> = { default: OWNERSHIP.NONE },
  ) {
    return strict(this, `Actor ${name}`);
  }
  get uuid(): string {
    return `Actor.${this.id}`;
  }
  testUserPermission(user: UserLike, permission: keyof typeof OWNERSHIP): boolean {
    if (user.isGM) return true;
    const level = this.ownership[user.id ?? ""] ?? this.ownership.default ?? OWNERSHIP.NONE;
    return level >= OWNERSHIP[permission];
  }
}

/**
 * Stands for a `TokenDocument` on a scene: its light (source data) and flags. An update is one write; the
 * `-=key` form removes a flag, as Foundry's update syntax does.
 */
export class FakeToken {
  light: LightData = { dim: 0, bright: 0, color: null, alpha: 0.5, animation: { type: null } };
  flags: { turnkeeper?: { light?: TokenLightFlag } } = {};
  constructor(
    private readonly world: FakeWorld,
    readonly scene: FakeScene,
    readonly id: string,
    readonly name: string,
    readonly actorId: string | null,
    readonly actorLink: boolean,
  ) {}
  get uuid(): string {
    return `${this.scene.uuid}.Token.${this.id}`;
  }
  /**
   * Stands for `TokenDocument#update` as far as Turnkeeper's fields go: `light` replaced, the light flag set, or
   * deleted with v13's `-=light` key (deprecated in v14) or v14's `ForcedDeletion` (which v13 does not have).
   * Contract: TokenDocument#update.
   * One write, whatever changed; a field the fake does not know fails the test.
   */
  private update(by: FakeUser, changes: Record<string, unknown>): void {
    const world = this.world;
    world.write(by, "Token", this.id, "update");
    for (const [key, value] of Object.entries(changes)) {
      if (key === "light") this.light = wire(value as LightData);
      else if (key === "flags.turnkeeper.-=light") {
        world.deprecated("the -=key deletion syntax (use foundry.data.operators.ForcedDeletion)");
        delete this.flags.turnkeeper?.light;
      } else if (key === "flags.turnkeeper.light" && isForcedDeletion(value)) {
        if (world.generation < 14) throw new Error("v13 has no ForcedDeletion operator");
        delete this.flags.turnkeeper?.light;
      } else if (key === "flags.turnkeeper.light")
        this.flags.turnkeeper = { ...this.flags.turnkeeper, light: wire(value as TokenLightFlag) };
      else throw new Error(`The Foundry fake does not update a token's ${key}`);
    }
  }

  port(by: FakeUser): TokenLike {
    return strict(
      {
        uuid: this.uuid,
        name: this.name,
        actorId: this.actorId,
        actorLink: this.actorLink,
        lightData: () => wire(this.light),
        lightFlag: () => wire(this.flags.turnkeeper?.light) ?? null,
        update: async (changes) => this.update(by, changes),
      },
      `Token ${this.name}`,
    );
  }
}

/**
 * Stands for a document that keeps an area flag (a Scene or a RegionDocument); setting the flag is one write.
 * Contract: Document#getFlag.
 */
class FakeAreaDoc {
  flags: { turnkeeper?: { area?: object } } = {};
  constructor(
    protected readonly world: FakeWorld,
    readonly id: string,
    readonly name: string,
    private readonly type: string,
  ) {}
  holder(by: FakeUser, uuid: string): AreaHolder {
    return {
      uuid,
      name: this.name,
      areaFlag: () => wire(this.flags.turnkeeper?.area) ?? null,
      setAreaFlag: async (area) => {
        if (!by.isGM) throw new Error(`User ${by.name} lacks permission to update ${this.type} ${this.id}`);
        this.world.write(by, this.type, this.id, "update");
        if (area === null) delete this.flags.turnkeeper?.area;
        else this.flags.turnkeeper = { area: wire(area) };
      },
    };
  }
}

/** Stands for a `RegionDocument`: its area flag, and the tokens inside it (`RegionDocument#tokens`). */
export class FakeRegion extends FakeAreaDoc {
  /** Which tokens are inside, as Foundry works it out from their positions; `FakeWorld#moveToken` sets it. */
  readonly tokens = new Set<FakeToken>();
  constructor(
    world: FakeWorld,
    readonly scene: FakeScene,
    id: string,
    name: string,
  ) {
    super(world, id, name, "Region");
  }
  get uuid(): string {
    return `${this.scene.uuid}.Region.${this.id}`;
  }
  port(by: FakeUser): RegionLike {
    return strict(
      { ...this.holder(by, this.uuid), tokenUuids: () => [...this.tokens].map((t) => t.uuid) },
      `Region ${this.name}`,
    );
  }
}

/** Stands for a `Scene` with its embedded tokens and regions. */
export class FakeScene extends FakeAreaDoc {
  active = false;
  readonly tokens: FakeToken[] = [];
  readonly regions: FakeRegion[] = [];
  constructor(world: FakeWorld, id: string, name: string) {
    super(world, id, name, "Scene");
  }
  get uuid(): string {
    return `Scene.${this.id}`;
  }
  port(by: FakeUser): SceneLike {
    return strict(
      {
        ...this.holder(by, this.uuid),
        tokens: () => this.tokens.map((t) => t.port(by)),
        regions: () => this.regions.map((r) => r.port(by)),
      },
      `Scene ${this.name}`,
    );
  }
}

/**
 * Stands for a `RollTable` in the world, or in a compendium pack (`pack`, as "turnkeeper.tables"): `roll()` rolls
 * its formula and reads the result whose range holds the total.
 */
export class FakeTable {
  constructor(
    private readonly world: FakeWorld,
    readonly id: string,
    readonly name: string,
    readonly formula: string,
    readonly results: { range: [number, number]; text: string }[],
    readonly pack: string | null = null,
  ) {}
  get uuid(): string {
    return this.pack ? `Compendium.${this.pack}.RollTable.${this.id}` : `RollTable.${this.id}`;
  }
  port(): TableLike {
    return strict(
      {
        uuid: this.uuid,
        name: this.name,
        roll: async () => {
          const roll = new FakeRoll(this.formula, this.world.dice);
          const hit = this.results.filter((r) => roll.total >= r.range[0] && roll.total <= r.range[1]);
          return { roll, text: hit.map((r) => r.text).join("; ") };
        },
      },
      `RollTable ${this.name}`,
    );
  }
}

/** Stands for `fromUuidSync` over the world's documents, the game's collections and the canvas, for one client. */
export function fakeDocuments(client: FakeClient): DocumentsPort {
  const { world, user } = client;
  const doc = (uuid: string) => world.fromUuid(uuid);
  return strict(
    {
      actor: (uuid) => {
        const d = doc(uuid);
        return d instanceof FakeActor ? d : null;
      },
      token: (uuid) => {
        const d = doc(uuid);
        return d instanceof FakeToken ? d.port(user) : null;
      },
      table: async (uuid) => {
        const d = doc(uuid);
        return d instanceof FakeTable ? d.port() : null;
      },
      tables: () =>
        [...world.tables.values()]
          .filter((t) => t.pack === null)
          .map((t) => ({ uuid: t.uuid, name: t.name })),
      scenes: () => world.scenes.map((s) => s.port(user)),
      scene: (uuid) => {
        const d = doc(uuid);
        return d instanceof FakeScene ? d.port(user) : null;
      },
      activeScene: () => world.scenes.find((s) => s.active)?.port(user) ?? null,
      controlledTokens: () => client.controlled.map((t) => t.port(user)),
      userCharacter: () => client.character,
      ownedActorUuids: (u) =>
        [...world.actors.values()].filter((a) => a.testUserPermission(u, "OWNER")).map((a) => a.uuid),
    },
    "documents (fromUuid, game collections, canvas)",
  );
}
