/**
 * The MapPort made of Foundry's own scenes, grids, tokens and region behaviours (v13 API; v14 keeps these),
 * loaded on the active GM's client only.
 */
import { MODULE_ID } from "../setup/constants";
import { OWN_MOVE, type AreaBehaviorLike, type GridLike, type MapPort } from "../env/map";
import { AREA_BEHAVIOR } from "./foundry-behavior";

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
  position(uuid) {
    const doc = token(uuid);
    return doc ? { x: doc.x, y: doc.y } : null;
  },
  place: async (uuid, position) => token(uuid)?.update(position, { [OWN_MOVE]: true } as never),
  partyFlag: (uuid) => scene(uuid)?.getFlag(MODULE_ID, "party") ?? null,
  setPartyFlag: async (uuid, value) => scene(uuid)?.setFlag(MODULE_ID, "party", value as never),
};
