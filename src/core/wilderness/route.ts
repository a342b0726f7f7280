/**
 * What a travel day is asked to do, validated: the party, the route (and other known hexes), the season,
 * weather and choices. Beyond the schema it checks terrains, that the route is connected, and that
 * mounts and vehicles add up; then it works out how long each stretch of the route takes.
 */
import * as v from "valibot";
import { IdSchema, wholeNumber } from "../schema/fields";
import { parseWith } from "../schema/issues";
import { coreError, type CoreError } from "../util/errors";
import { err, ok, type Result } from "../util/result";
import { faceTowards, hexKey } from "./hex";
import { canForceMarch, pushesMounts } from "./march";
import { partyPace, vehicleCapacity } from "./pace";
import { travelPartySchema, type TravelParty } from "./party";
import { SEASONS, type WildernessRules } from "./rules";
import { hexStretches, type Stretches } from "./step";
import { terrainRule } from "./terrain";

/** Built when a plan is checked rather than when the core loads (see party.ts). */
const travelDayInputSchema = () => {
  const hex = v.object({
    hex: v.object({ q: v.pipe(v.number(), v.safeInteger()), r: v.pipe(v.number(), v.safeInteger()) }),
    terrain: IdSchema,
    road: v.optional(v.boolean(), false),
    /** A landmark in the hex to steer by: a settlement, a tower, a lone hill (R000-18). */
    landmark: v.optional(v.boolean(), false),
    /** Thoroughly explored: the navigation save has advantage (R000-19). */
    explored: v.optional(v.boolean(), false),
    /** Treacherous or dense: the GM imposes disadvantage on the navigation save (R000-19). */
    treacherous: v.optional(v.boolean(), false),
    /** Explore (000: a watch, R000-08) or search (001: twice the crossing, R001-19) the hex when there. */
    search: v.optional(v.boolean(), false),
  });
  return v.object({
    orientation: v.picklist(["flat", "pointy"]),
    party: travelPartySchema(),
    /** The hexes the party means to cross, starting with the one it is in. */
    route: v.pipe(v.array(hex), v.nonEmpty("wilderness.noRoute")),
    /** Other hexes the host knows, where a party that veers off the route may go. */
    map: v.optional(v.array(hex), []),
    /** Progress already made on the first stretch (searching the first hex, or leaving it), as a fraction. */
    progress: v.optional(
      v.pipe(v.number(), v.minValue(0, "wilderness.badProgress"), v.ltValue(1, "wilderness.badProgress")),
      0,
    ),
    season: v.picklist(SEASONS),
    weather: v.optional(
      v.object({
        /** Heavy rain, snow or high winds (R001-21). */
        inclement: v.optional(v.boolean(), false),
        /** Hexes the weather takes off sight ranges (R000-17). */
        sightPenalty: v.optional(wholeNumber(0), 0),
      }),
      { inclement: false, sightPenalty: 0 },
    ),
    /** A third watch of travel (R000-11). */
    forceMarch: v.optional(v.boolean(), false),
    /** Push the mounts for speed (R000-09, R000-10). */
    pushMounts: v.optional(v.boolean(), false),
    /** The area's danger: added to an x-in-y chance, taken off a table's roll (R000-25). */
    danger: v.optional(v.pipe(v.number(), v.safeInteger()), 0),
    /** The most visible member's reaction modifier, for encounters (R001-24). */
    reactionModifier: v.optional(v.pipe(v.number(), v.safeInteger()), 0),
  });
};
export type TravelDayInput = v.InferInput<ReturnType<typeof travelDayInputSchema>>;
export type TravelPlan = v.InferOutput<ReturnType<typeof travelDayInputSchema>>;
export type TravelHex = TravelPlan["route"][number];

export interface CheckedPlan {
  readonly plan: TravelPlan;
  /** By `hexKey`, for every hex in the route and the map. */
  readonly stretches: ReadonlyMap<string, Stretches>;
  /** Whether the mounts are pushed today, by choice or by a mounted force march (R000-10, R000-11). */
  readonly pushing: boolean;
}

function stretchesFor(
  rules: WildernessRules,
  plan: TravelPlan,
  hex: TravelHex,
  path: string,
): Result<Stretches, CoreError> {
  const { travel } = rules;
  const hexesPerWatch =
    travel.kind === "hexesPerWatch" ? partyPace(travel, plan.party, plan.pushMounts).hexesPerWatch : 0;
  const found = hexStretches(rules, hex, { hexesPerWatch, inclement: plan.weather.inclement });
  return found.ok ? found : err({ ...found.error, path, params: { ...found.error.params, path } });
}

function checkMounts(rules: WildernessRules, party: TravelParty): Result<void, CoreError> {
  const ids = new Set(party.mounts.map((mount) => mount.id));
  const used = new Set<string>();
  const claims = [
    ...party.members.flatMap((member, index) =>
      member.mount === undefined ? [] : [{ id: member.mount, path: `party.members[${index}].mount` }],
    ),
    ...(party.vehicle?.hitched ?? []).map((id, index) => ({ id, path: `party.vehicle.hitched[${index}]` })),
  ];
  for (const { id, path } of claims) {
    if (!ids.has(id)) return err(coreError("wilderness.unknownMount", { path, received: id }, path));
    if (used.has(id)) return err(coreError("wilderness.mountTwice", { path, received: id }, path));
    used.add(id);
  }
  const { travel } = rules;
  if (!party.vehicle || travel.kind !== "hexesPerWatch") return ok(undefined);
  const capacity = vehicleCapacity(travel, party.vehicle, party.mounts);
  if (!capacity.ok) {
    const path = `party.${capacity.error.path ?? "vehicle"}`;
    return err({ ...capacity.error, path, params: { ...capacity.error.params, path } });
  }
  if (party.vehicle.load > capacity.value) {
    const path = "party.vehicle.load";
    return err(
      coreError(
        "wilderness.overCapacity",
        { path, received: party.vehicle.load, capacity: capacity.value },
        path,
      ),
    );
  }
  return ok(undefined);
}

export function checkTravelPlan(
  rules: WildernessRules,
  input: TravelDayInput,
): Result<CheckedPlan, CoreError> {
  const parsed = parseWith(travelDayInputSchema(), input);
  if (!parsed.ok) return parsed;
  const plan = parsed.value;
  const mounts = checkMounts(rules, plan.party);
  if (!mounts.ok) return mounts;
  const { travel } = rules;
  if (travel.kind === "hexesPerWatch" && partyPace(travel, plan.party, plan.pushMounts).hexesPerWatch <= 0) {
    return err(coreError("wilderness.cannotMove", { path: "party" }, "party"));
  }
  if (rules.navigation !== null && !plan.party.map && plan.party.navigator === undefined) {
    return err(coreError("wilderness.noNavigator", { path: "party.navigator" }, "party.navigator"));
  }
  if (plan.forceMarch && !canForceMarch(rules.day)) {
    return err(coreError("wilderness.noSpareWatch", { path: "forceMarch" }, "forceMarch"));
  }
  const shelterRows = rules.shelter && !plan.party.tents ? rules.shelter.terrain : null;
  const stretches = new Map<string, Stretches>();
  for (const [name, hexes] of [
    ["map", plan.map],
    ["route", plan.route],
  ] as const) {
    for (const [index, hex] of hexes.entries()) {
      const path = `${name}[${index}].terrain`;
      const found = stretchesFor(rules, plan, hex, path);
      if (!found.ok) return found;
      // Camp may fall in any hex the party reaches, so each needs a shelter row (R000-23).
      const shelter = shelterRows ? terrainRule(shelterRows, hex.terrain, path) : ok(undefined);
      if (!shelter.ok) return shelter;
      stretches.set(hexKey(hex.hex), found.value);
    }
  }
  for (let index = 1; index < plan.route.length; index++) {
    const from = (plan.route[index - 1] as TravelHex).hex;
    const to = (plan.route[index] as TravelHex).hex;
    if (!faceTowards(plan.orientation, from, to).ok) {
      const path = `route[${index}].hex`;
      return err(coreError("wilderness.notAdjacent", { path, from: hexKey(from), to: hexKey(to) }, path));
    }
  }
  const mounted =
    plan.party.members.some((member) => member.mount !== undefined) || plan.party.vehicle !== undefined;
  const pushing =
    travel.kind === "hexesPerWatch" &&
    pushesMounts(travel, { pushMounts: plan.pushMounts, forceMarch: plan.forceMarch, mounted });
  return ok({ plan, stretches, pushing });
}
