/**
 * Intents for the property tests at the gates (issue 20): one valid intent of every type, and any value an
 * intent's sender could hand over: any JSON value, or a valid intent with one field changed, removed or added.
 */
import fc from "fast-check";
import { newArea, type Intent, type IntentType } from "../../src/ui";

/** One valid intent of every type (the compiler checks none is missing). */
export const SAMPLES: { readonly [T in IntentType]: Extract<Intent, { type: T }> } = {
  advance: { type: "advance", by: "1 turn", note: "down the stairs" },
  advanceUnit: { type: "advanceUnit", unit: "turn", count: 2 },
  action: { type: "action", action: "search", attempts: 2 },
  rest: { type: "rest" },
  camp: { type: "camp", tents: true },
  travelHex: { type: "travelHex", terrain: "grassland", navigator: { score: 10 } },
  setPace: { type: "setPace", pace: "normal" },
  moveParty: { type: "moveParty", feet: 120 },
  setLost: { type: "setLost", lost: null },
  checkEncounter: { type: "checkEncounter" },
  rollDue: { type: "rollDue" },
  dismissDue: { type: "dismissDue" },
  light: { type: "light", owner: "Actor.aldo", ownerName: "Aldo", source: "torch" },
  extinguish: { type: "extinguish", timer: "t1" },
  refuel: { type: "refuel", timer: "t1" },
  reaction: { type: "reaction", modifier: 1 },
  morale: { type: "morale", score: 7 },
  navigation: { type: "navigation", score: 12 },
  shelter: { type: "shelter", season: "summer" },
  pushedMount: { type: "pushedMount", mount: "Bess", hd: 2 },
  setArea: { type: "setArea", area: { ...newArea("dungeon", "Crypt"), level: "busy" } },
  undo: { type: "undo" },
  switchParty: { type: "switchParty", id: "party-2" },
  splitParty: { type: "splitParty", name: "Scouts", members: ["Actor.aldo"] },
  renameParty: { type: "renameParty", id: "party", name: "The main party" },
  mergeParties: { type: "mergeParties", from: "party-2", into: "party", gap: "wait" },
  running: { type: "running", change: { kind: "rate", rate: 10_000 } },
};

/** One of the samples with one field set to any JSON value or removed, or (with `extra`) a field added. */
export function oneFieldChanged<T extends object>(
  samples: readonly T[],
  extra?: string,
): fc.Arbitrary<unknown> {
  return fc.constantFrom(...samples).chain((sample) => {
    const keys = Object.keys(sample);
    return fc.oneof(
      fc
        .record({ key: fc.constantFrom(...keys, ...(extra ? [extra] : [])), value: fc.jsonValue() })
        .map(({ key, value }) => ({ ...sample, [key]: value }) as unknown),
      fc.constantFrom(...keys).map((key) => {
        const copy: Record<string, unknown> = { ...(sample as Record<string, unknown>) };
        delete copy[key];
        return copy as unknown;
      }),
      fc.constant(sample as unknown),
    );
  });
}

/** Any JSON value, or a valid intent with one field changed. */
export const anyIntent: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  oneFieldChanged(Object.values(SAMPLES), "extra"),
);
