/**
 * Play on the map in the typed fake (test/fakes/foundry.ts): scenes' grids, token positions and moves (the
 * `moveToken` hook with its `TokenMovementOperation`), Turnkeeper's region behaviours and their token events,
 * and the scene's party flag. Every faked behaviour says which real Foundry behaviour it stands for; what is not
 * listed is not faked (movement animation, constrained paths and terrain costs, the ruler, region shapes other
 * than a set of grid spaces, the behaviour's DataModel defaults).
 */
import type {
  AreaBehaviorEvent,
  AreaBehaviorLike,
  GridLike,
  GridOffset,
  MapHost,
  MapPort,
  Point,
} from "../../src/foundry/env/map";
import { OWN_MOVE } from "../../src/foundry/env/map";
import type { FakeClient, FakeRegion, FakeScene, FakeToken, FakeUser, FakeWorld } from "./foundry";
import { strict } from "./strict";
import { wire } from "./wire";

/** `CONST.GRID_TYPES`. */
export const GRID = { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 } as const;

export interface FakeGridData {
  type: number;
  /** Pixels a grid space spans. */
  size: number;
  /** Scene units a grid space stands for. */
  distance: number;
  units: string;
}

/** Stands for a `RegionBehavior` document of type `turnkeeper.area`: its `system` data and `disabled`. */
export class FakeBehavior {
  disabled = false;
  constructor(
    readonly region: FakeRegion,
    readonly id: string,
    public name: string,
    public system: object,
  ) {}
  get uuid(): string {
    return `${this.region.uuid}.RegionBehavior.${this.id}`;
  }
}

const hexGrid = (type: number) => type >= GRID.HEXODDR;

/**
 * Stands for the map side of the Foundry server and canvas. Pixel positions are a plain lattice (a space's
 * top-left corner is `(column, row) × size`): the fake does not model hexagon pixel geometry, only the grid
 * offsets Turnkeeper reads (`BaseGrid#getOffset` / `getTopLeftPoint` are each other's inverse, as they are for
 * top-left corners in Foundry).
 */
export class FakeMap {
  readonly grids = new Map<FakeScene, FakeGridData>();
  readonly positions = new Map<FakeToken, Point>();
  /** Which grid spaces each region covers (`"i,j"`), standing for its shapes. */
  readonly covers = new Map<FakeRegion, Set<string>>();
  readonly behaviors = new Map<FakeRegion, FakeBehavior[]>();
  readonly partyFlags = new Map<FakeScene, object>();
  /** Each client's handler of Turnkeeper's behaviour events (its `RegionBehaviorType#events`). */
  private readonly listeners = new Map<FakeClient, (event: AreaBehaviorEvent) => unknown>();
  private readonly running: Promise<unknown>[] = [];
  private nextMove = 1;

  constructor(readonly world: FakeWorld) {
    FakeMap.maps.set(world, this);
  }

  private static readonly maps = new WeakMap<FakeWorld, FakeMap>();

  /** The world's map (the last one made for it, or a fresh one: every world has scenes and grids). */
  static of(world: FakeWorld): FakeMap {
    return FakeMap.maps.get(world) ?? new FakeMap(world);
  }

  /** Gives every client (connected now) its map host; call before Turnkeeper starts on them. */
  install(): void {
    for (const client of this.world.clients)
      Object.assign(client, {
        map: strict(this.host(client), "map (grids, token moves, region behaviours)"),
      });
  }

  setGrid(scene: FakeScene, grid: Partial<FakeGridData> = {}): void {
    this.grids.set(scene, { type: GRID.SQUARE, size: 100, distance: 5, units: "ft", ...grid });
  }

  private gridOf(scene: FakeScene): FakeGridData {
    const grid = this.grids.get(scene);
    if (!grid) throw new Error(`Scene ${scene.name} has no grid in the fake`);
    return grid;
  }

  /** `BaseGrid#getTopLeftPoint` for a space. */
  at(scene: FakeScene, offset: GridOffset): Point {
    const { size } = this.gridOf(scene);
    return { x: offset.j * size, y: offset.i * size };
  }

  /** `BaseGrid#getOffset` for a point. */
  offsetOf(scene: FakeScene, point: Point): GridOffset {
    const { size } = this.gridOf(scene);
    return { i: Math.floor(point.y / size), j: Math.floor(point.x / size) };
  }

  place(token: FakeToken, offset: GridOffset): void {
    this.positions.set(token, this.at(token.scene, offset));
  }

  cover(region: FakeRegion, offsets: readonly GridOffset[]): void {
    this.covers.set(region, new Set(offsets.map(({ i, j }) => `${i},${j}`)));
  }

  addBehavior(region: FakeRegion, system: object, name = region.name): FakeBehavior {
    const behavior = new FakeBehavior(region, this.world.newId("behavior"), name, wire(system));
    this.behaviors.set(region, [...(this.behaviors.get(region) ?? []), behavior]);
    return behavior;
  }

  /**
   * Stands for `BaseGrid#measurePath` between two points with the core default rules: square grids count a
   * diagonal as one space (`gridDiagonals` EQUIDISTANT), hex grids count hexes, gridless scenes measure the
   * straight line; the distance is spaces × the scene's grid distance.
   */
  measure(scene: FakeScene, from: Point, to: Point): number {
    const grid = this.gridOf(scene);
    if (grid.type === GRID.GRIDLESS)
      return (Math.hypot(to.x - from.x, to.y - from.y) / grid.size) * grid.distance;
    const a = this.offsetOf(scene, from);
    const b = this.offsetOf(scene, to);
    if (!hexGrid(grid.type)) return Math.max(Math.abs(a.i - b.i), Math.abs(a.j - b.j)) * grid.distance;
    // Cube distance between offsets, by the layout's shoved rows (pointy) or columns (flat).
    const cube = ({ i, j }: GridOffset) => {
      const odd = grid.type === GRID.HEXODDR || grid.type === GRID.HEXODDQ;
      const shift = odd ? -1 : 1;
      if (grid.type <= GRID.HEXEVENR) return { q: j - (i + shift * (i & 1)) / 2, r: i };
      return { q: j, r: i - (j + shift * (j & 1)) / 2 };
    };
    const p = cube(a);
    const q = cube(b);
    const dq = p.q - q.q;
    const dr = p.r - q.r;
    return ((Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2) * grid.distance;
  }

  /**
   * Stands for a finished drag of tokens (one `updateEmbeddedDocuments` of the scene's tokens): each move is
   * saved (one write a token), regions learn who is inside and fire `tokenEnter`/`tokenExit` to their
   * behaviours, then every client hears `updateToken` and `moveToken(document, movement, operation, user)`
   * for each token, in one go. `pending` lists waypoints still to come (a move that stops at a checkpoint);
   * `finished` is v14's promise that the whole movement is over (absent in v13).
   */
  move(
    by: FakeUser,
    moves: readonly (readonly [FakeToken, GridOffset])[],
    options: {
      operation?: object;
      pending?: readonly Point[];
      finished?: Promise<boolean>;
      movementId?: (token: FakeToken) => string;
    } = {},
  ): void {
    const heard: [FakeToken, object][] = [];
    for (const [token, offset] of moves) {
      const origin = this.positions.get(token) ?? { x: 0, y: 0 };
      const destination = this.at(token.scene, offset);
      this.world.write(by, "Token", token.id, "update");
      this.positions.set(token, destination);
      this.regionEvents(token, offset);
      const distance = this.measure(token.scene, origin, destination);
      const pending = options.pending ?? [];
      heard.push([
        token,
        {
          id: options.movementId?.(token) ?? `move${this.nextMove++}`,
          origin,
          destination,
          passed: { distance, waypoints: [origin, destination] },
          pending: { distance: 0, waypoints: pending },
          ...(options.finished ? { finished: options.finished } : {}),
        },
      ]);
    }
    for (const client of this.world.clients) {
      for (const [token, movement] of heard) {
        const doc = { uuid: token.uuid, parent: { uuid: token.scene.uuid } };
        client.Hooks.callAll("updateToken", doc, { x: 1, y: 1 }, {}, by.id);
        client.Hooks.callAll("moveToken", doc, movement, { ...options.operation }, by);
      }
    }
  }

  /** Region membership after a token moved (`RegionDocument#tokens`), and its behaviours' token events. */
  private regionEvents(token: FakeToken, offset: GridOffset): void {
    for (const region of token.scene.regions) {
      const inside = this.covers.get(region)?.has(`${offset.i},${offset.j}`) ?? false;
      const was = region.tokens.has(token);
      if (inside) region.tokens.add(token);
      else region.tokens.delete(token);
      if (inside === was || !(this.behaviors.get(region) ?? []).some((b) => !b.disabled)) continue;
      const event = {
        name: inside ? "tokenEnter" : "tokenExit",
        sceneUuid: token.scene.uuid,
        tokenUuid: token.uuid,
      };
      // Foundry runs the behaviour's event handler on every client.
      for (const listener of this.listeners.values()) {
        const result = listener(event);
        if (result instanceof Promise) this.running.push(result);
      }
    }
  }

  /** Waits for the behaviours' event handlers (Foundry does not; a test may). */
  async settle(): Promise<void> {
    while (this.running.length > 0) await Promise.all(this.running.splice(0));
  }

  private findScene(uuid: string): FakeScene | undefined {
    return this.world.scenes.find((s) => s.uuid === uuid);
  }
  private findRegion(uuid: string): FakeRegion | undefined {
    return this.world.scenes.flatMap((s) => s.regions).find((r) => r.uuid === uuid);
  }
  private findToken(uuid: string): FakeToken | undefined {
    return this.world.scenes.flatMap((s) => s.tokens).find((t) => t.uuid === uuid);
  }

  private port(client: FakeClient): MapPort {
    const by = client.user;
    const behaviorPort = (behavior: FakeBehavior): AreaBehaviorLike => ({
      uuid: behavior.uuid,
      disabled: behavior.disabled,
      system: wire(behavior.system),
      // Stands for `RegionBehavior#update`/`#delete`: GM-only writes to the region's behaviours.
      update: async (system) => {
        if (!by.isGM) throw new Error(`User ${by.name} lacks permission to update RegionBehavior`);
        this.world.write(by, "RegionBehavior", behavior.id, "update");
        behavior.system = { ...behavior.system, ...wire(system) };
      },
      delete: async () => {
        this.world.write(by, "RegionBehavior", behavior.id, "delete");
        const list = this.behaviors.get(behavior.region) ?? [];
        this.behaviors.set(
          behavior.region,
          list.filter((b) => b !== behavior),
        );
      },
    });
    return {
      grid: (uuid) => {
        const scene = this.findScene(uuid);
        const grid = scene && this.grids.get(scene);
        if (!scene || !grid) return null;
        return {
          type: grid.type,
          distance: grid.distance,
          units: grid.units,
          getOffset: (point) => this.offsetOf(scene, point),
          getTopLeftPoint: (offset) => this.at(scene, offset),
        } satisfies GridLike;
      },
      behaviors: (uuid) => {
        const region = this.findRegion(uuid);
        return region ? (this.behaviors.get(region) ?? []).map(behaviorPort) : [];
      },
      // Stands for `RegionDocument#createEmbeddedDocuments("RegionBehavior", [...])`: one write.
      createBehavior: async (uuid, name, system) => {
        const region = this.findRegion(uuid);
        if (!region) throw new Error(`No region ${uuid}`);
        if (!by.isGM) throw new Error(`User ${by.name} lacks permission to create RegionBehavior`);
        const behavior = this.addBehavior(region, system, name);
        this.world.write(by, "RegionBehavior", behavior.id, "create");
      },
      // Stands for `TokenDocument#testInsideRegion`: whether the space at the position is one the region covers.
      tokenInside: (_token, regionUuid, position) => {
        const region = this.findRegion(regionUuid);
        if (!region) return false;
        const { i, j } = this.offsetOf(region.scene, position);
        return this.covers.get(region)?.has(`${i},${j}`) ?? false;
      },
      // Stands for `TokenDocument#x`, `#y`: where the token stands, its destination once a move is saved.
      position: (uuid) => {
        const token = this.findToken(uuid);
        return token ? (this.positions.get(token) ?? null) : null;
      },
      // Stands for `TokenDocument#update({x, y}, options)`: a move like any other, with Turnkeeper's option.
      place: async (uuid, position) => {
        const token = this.findToken(uuid);
        if (!token) throw new Error(`No token ${uuid}`);
        this.move(by, [[token, this.offsetOf(token.scene, position)]], { operation: { [OWN_MOVE]: true } });
      },
      // Stands for `Scene#getFlag`/`#setFlag("turnkeeper", "party")`.
      partyFlag: (uuid) => {
        const scene = this.findScene(uuid);
        return scene ? (wire(this.partyFlags.get(scene)) ?? null) : null;
      },
      setPartyFlag: async (uuid, value) => {
        const scene = this.findScene(uuid);
        if (!scene) throw new Error(`No scene ${uuid}`);
        this.world.write(by, "Scene", scene.id, "update");
        this.partyFlags.set(scene, wire(value));
      },
    };
  }

  host(client: FakeClient): MapHost {
    return {
      // Stands for defining the behaviour type at `init` and registering it in `CONFIG.RegionBehavior.dataModels`.
      registerAreaBehavior: (onEvent) => void this.listeners.set(client, onEvent),
      // Stands for the lazily loaded chunk: resolves once the module is loaded.
      load: async () => this.port(client),
    };
  }
}
