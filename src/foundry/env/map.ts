/** Play on the map: scenes' grids, token moves and Turnkeeper's region behaviours. */

/** A point on a scene, in pixels. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A grid space as Foundry names it (`GridOffset2D`): row `i`, column `j`. */
export interface GridOffset {
  readonly i: number;
  readonly j: number;
}

/** A scene's grid (`Scene#grid`, a BaseGrid since v12): its kind, the distance a space stands for, where spaces are. */
export interface GridLike {
  /** `CONST.GRID_TYPES`: 0 gridless, 1 square, 2 to 5 the hexagonal layouts. */
  readonly type: number;
  /** Scene units a grid space stands for (5 ft). */
  readonly distance: number;
  readonly units: string;
  /** The space a point is in (`BaseGrid#getOffset`). */
  getOffset(point: Point): GridOffset;
  /** The top-left corner of a space (`BaseGrid#getTopLeftPoint`), where a one-space token stands in it. */
  getTopLeftPoint(offset: GridOffset): Point;
}

/** A Turnkeeper area behaviour on a region (a `RegionBehavior` of type `turnkeeper.area`). */
export interface AreaBehaviorLike {
  readonly uuid: string;
  readonly disabled: boolean;
  /** Its `system` data, as stored. */
  readonly system: unknown;
  update(system: object): Promise<unknown>;
  delete(): Promise<unknown>;
}

/** A region event Turnkeeper's behaviour heard (on every client): a token entered or left its region. */
export interface AreaBehaviorEvent {
  readonly name: string;
  readonly sceneUuid: string;
  readonly tokenUuid: string | null;
}

/** What play on the map needs of Foundry's scenes, grids, tokens and region behaviours (the active GM's). */
export interface MapPort {
  grid(sceneUuid: string): GridLike | null;
  /** Turnkeeper's area behaviours on a region. */
  behaviors(regionUuid: string): readonly AreaBehaviorLike[];
  createBehavior(regionUuid: string, name: string, system: object): Promise<unknown>;
  /** Whether a token standing at `position` would be inside a region (`TokenDocument#testInsideRegion`). */
  tokenInside(tokenUuid: string, regionUuid: string, position: Point): boolean;
  /** Where a token stands (`TokenDocument#x`, `#y`: its top-left corner), to find parties that met. */
  position(tokenUuid: string): Point | null;
  /** Sets a token down where the rules put it, as Turnkeeper's own move (its `moveToken` handler leaves it be). */
  place(tokenUuid: string, position: Point): Promise<unknown>;
  /** The scene's `turnkeeper.party` flag: who the party is and how it plays on this scene's map. */
  partyFlag(sceneUuid: string): unknown;
  setPartyFlag(sceneUuid: string, value: object): Promise<unknown>;
}

/**
 * Play on the map as every client starts it: Turnkeeper's region behaviour type, which must exist at `init`;
 * the rest only the active GM's client runs, so it is loaded there when first needed.
 */
export interface MapHost {
  /** Defines the `RegionBehaviorType` and puts it in `CONFIG.RegionBehavior.dataModels`; `onEvent` hears its region events on every client. */
  registerAreaBehavior(onEvent: (event: AreaBehaviorEvent) => unknown): void;
  load(): Promise<MapPort>;
}

/** The option Turnkeeper puts on the token updates it makes itself, so its movement handler skips them. */
export const OWN_MOVE = "turnkeeperMove";
