/**
 * The MapPort made of Foundry's own scenes, grids, tokens and region behaviours (v13 API; v14 keeps these).
 * Turnkeeper's behaviour type is `turnkeeper.area`, declared in module.json's `documentTypes` and defined at
 * `init`, when `foundry.data.regionBehaviors.RegionBehaviorType` exists.
 */
import { AREA_TYPES, DANGER_LEVELS, PARTY_WHERE } from "../../ui";
import { MODULE_ID } from "../constants";
import { OWN_MOVE, type AreaBehaviorEvent, type AreaBehaviorLike, type GridLike, type MapPort } from "../env";

export const AREA_BEHAVIOR = `${MODULE_ID}.area`;

/** A region behaviour's data model as Turnkeeper's subclass sees it (`RegionBehaviorType#region`). */
interface BehaviorSystem {
  readonly region: { readonly uuid: string; readonly parent: { readonly uuid: string } | null } | null;
}
/**
 * `RegionBehaviorType` as a base class whose statics (`defineSchema`, `events`, `LOCALIZATION_PREFIXES`) the
 * subclass sets; the types' generic schema parameters are not needed for that.
 */
type AreaBehaviorBase = abstract new (...args: never[]) => BehaviorSystem;
/** A region event (`RegionEvent`): its name, and for token events the token (`RegionTokenEnterExitEventData`). */
interface RegionEventLike {
  readonly name: string;
  readonly data: { readonly token?: { readonly uuid: string } };
}

const choices = (ids: readonly string[], prefix: string) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}${id}`]));

function defineAreaBehavior(onEvent: (event: AreaBehaviorEvent) => unknown) {
  const fields = foundry.data.fields;
  const { TOKEN_ENTER, TOKEN_EXIT } = CONST.REGION_EVENTS;
  async function handle(this: BehaviorSystem, event: RegionEventLike): Promise<void> {
    const sceneUuid = this.region?.parent?.uuid;
    if (sceneUuid) await onEvent({ name: event.name, sceneUuid, tokenUuid: event.data.token?.uuid ?? null });
  }
  // The fields of an area (src/ui/areas.ts) and what the map reads under a hex: road, landmark, vantage point.
  const Base = foundry.data.regionBehaviors.RegionBehaviorType as unknown as AreaBehaviorBase;
  return class TurnkeeperAreaBehavior extends Base {
    static LOCALIZATION_PREFIXES = ["TURNKEEPER.Map.Behavior"];
    static events = { [TOKEN_ENTER]: handle, [TOKEN_EXIT]: handle };
    static defineSchema() {
      return {
        name: new fields.StringField({ initial: "" }),
        type: new fields.StringField({
          required: true,
          choices: choices(AREA_TYPES, "TURNKEEPER.Area.Type."),
          initial: "dungeon",
        }),
        level: new fields.StringField({
          required: true,
          choices: choices(DANGER_LEVELS, "TURNKEEPER.Areas.level."),
          initial: "normal",
        }),
        everyTurns: new fields.NumberField({ required: true, integer: true, min: 1, initial: 3 }),
        danger: new fields.NumberField({ required: true, integer: true, initial: 0 }),
        terrain: new fields.StringField({ initial: "" }),
        table: new fields.StringField({ initial: "" }),
        where: new fields.StringField({
          required: true,
          choices: choices(PARTY_WHERE, "TURNKEEPER.Areas.where."),
          initial: "hall",
        }),
        road: new fields.BooleanField(),
        landmark: new fields.BooleanField(),
        vantage: new fields.BooleanField(),
      };
    }
  };
}

function behaviorPort(doc: RegionBehavior.Implementation): AreaBehaviorLike {
  return {
    uuid: doc.uuid,
    disabled: doc.disabled,
    system: doc.toObject().system,
    update: (system) => doc.update({ system } as never),
    delete: () => doc.delete(),
  };
}

const region = (uuid: string) => {
  const doc = fromUuidSync(uuid as `Scene.${string}`);
  return doc instanceof RegionDocument ? doc : null;
};
const token = (uuid: string) => {
  const doc = fromUuidSync(uuid as `Scene.${string}`);
  return doc instanceof TokenDocument ? doc : null;
};
const scene = (uuid: string) => {
  const doc = fromUuidSync(uuid as `Scene.${string}`);
  return doc instanceof Scene ? doc : null;
};

export const foundryMap: MapPort = {
  registerAreaBehavior(onEvent) {
    CONFIG.RegionBehavior.dataModels[AREA_BEHAVIOR] = defineAreaBehavior(onEvent) as never;
    CONFIG.RegionBehavior.typeIcons[AREA_BEHAVIOR] = "fa-solid fa-hourglass-half";
  },
  grid(uuid) {
    const grid = scene(uuid)?.grid;
    if (!grid) return null;
    return {
      type: grid.type,
      distance: grid.distance,
      units: grid.units,
      getOffset: (point) => grid.getOffset(point),
      getTopLeftPoint: (offset) => grid.getTopLeftPoint(offset),
    } satisfies GridLike;
  },
  behaviors: (uuid) =>
    (region(uuid)?.behaviors.contents ?? [])
      .filter((b) => (b.type as string) === AREA_BEHAVIOR)
      .map(behaviorPort),
  createBehavior: async (uuid, name, system) =>
    region(uuid)?.createEmbeddedDocuments("RegionBehavior", [{ type: AREA_BEHAVIOR, name, system } as never]),
  tokenInside(tokenUuid, regionUuid, position) {
    const doc = token(tokenUuid);
    const inside = region(regionUuid);
    return Boolean(doc && inside && doc.testInsideRegion(inside, { ...position, elevation: doc.elevation }));
  },
  place: async (uuid, position) => token(uuid)?.update(position, { [OWN_MOVE]: true } as never),
  partyFlag: (uuid) => scene(uuid)?.getFlag(MODULE_ID, "party") ?? null,
  setPartyFlag: async (uuid, value) => scene(uuid)?.setFlag(MODULE_ID, "party", value as never),
};
