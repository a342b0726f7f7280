/**
 * Turnkeeper's region behaviour type, `turnkeeper.area` (declared in module.json's `documentTypes`): defined at
 * `init`, when `foundry.data.regionBehaviors.RegionBehaviorType` exists, and put in
 * `CONFIG.RegionBehavior.dataModels`, with its label and icon for Foundry's behaviour picker. Its data is an
 * area's fields and what the map reads under a hex.
 */
import { AREA_TYPES, DANGER_LEVELS, PARTY_WHERE } from "../../ui";
import { MODULE_ID } from "../setup/constants";
import type { AreaBehaviorEvent } from "../env/map";

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

/** Where the behaviour's field labels are, as a prefix (lang/en.json, TURNKEEPER.Map.Behavior.FIELDS). */
const FIELD_STRINGS = "TURNKEEPER.Map.Behavior.";

const choices = (ids: readonly string[], prefix: string) =>
  Object.fromEntries(ids.map((id) => [id, `${prefix}${id}`]));

function defineAreaBehavior(onEvent: (event: AreaBehaviorEvent) => unknown) {
  const fields = foundry.data.fields;
  const { TOKEN_ENTER, TOKEN_EXIT } = CONST.REGION_EVENTS;
  async function handle(this: BehaviorSystem, event: RegionEventLike): Promise<void> {
    const sceneUuid = this.region?.parent?.uuid;
    if (sceneUuid) await onEvent({ name: event.name, sceneUuid, tokenUuid: event.data.token?.uuid ?? null });
  }
  // The fields of an area (src/ui/map/areas.ts) and what the map reads under a hex: road, landmark, vantage point.
  const Base = foundry.data.regionBehaviors.RegionBehaviorType as unknown as AreaBehaviorBase;
  return class TurnkeeperAreaBehavior extends Base {
    // Foundry reads each field's label and hint at `<prefix>.FIELDS.<field>.label|hint`.
    static LOCALIZATION_PREFIXES = [FIELD_STRINGS.slice(0, -1)];
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

export function registerAreaBehavior(onEvent: (event: AreaBehaviorEvent) => unknown): void {
  CONFIG.RegionBehavior.dataModels[AREA_BEHAVIOR] = defineAreaBehavior(onEvent) as never;
  // The behaviour picker shows the label (a key Foundry localizes, where lang/en.json names sub-types:
  // `TYPES.RegionBehavior.<type>`); without one it shows the raw type.
  const labels = (CONFIG.RegionBehavior.typeLabels ??= {} as never) as Record<string, string>;
  labels[AREA_BEHAVIOR] = `TYPES.RegionBehavior.${AREA_BEHAVIOR}`;
  CONFIG.RegionBehavior.typeIcons[AREA_BEHAVIOR] = "fa-solid fa-hourglass-half";
}
