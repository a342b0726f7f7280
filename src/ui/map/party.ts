/**
 * Who the party is on a scene and how it plays on that scene's map, kept by the host with the scene (Foundry:
 * the `turnkeeper.party` flag). Map play is off until the GM turns it on, so it never fights a GM who prefers
 * the buttons.
 */
import * as v from "valibot";
import { migrateVersioned, parseWith, type CoreError, type Migration, type Result } from "../../core";
import { MemberNamesSchema, PartyMemberSchema, TRAVEL_METHODS } from "../session/intents";

export const MAP_PARTY_VERSION = 1;

const integer = v.pipe(v.number(), v.safeInteger());

export const MapPartySchema = v.strictObject({
  version: v.literal(MAP_PARTY_VERSION),
  /** The party's moves on this scene's map move the clock. */
  play: v.optional(v.boolean(), false),
  /** The party's tokens by id; null: the tokens of the player characters on the scene. */
  tokens: v.optional(v.nullable(v.array(v.string())), null),
  /** The members' races or speeds and loads, by token id, where the rules read them (002 off its grid). */
  members: v.optional(v.array(PartyMemberSchema), []),
  /**
   * How the party travels a hex map: its method (R000-09), who is encumbered (R000-14), the weather (R001-21),
   * whether it force-marches (R000-11) and its navigator (R000-18, R000-19). Each hex's travel step takes it as
   * it is.
   */
  travel: v.optional(
    v.strictObject({
      method: v.optional(v.picklist(TRAVEL_METHODS)),
      encumbered: v.optional(MemberNamesSchema),
      inclement: v.optional(v.boolean()),
      forceMarch: v.optional(v.boolean()),
      navigator: v.optional(
        v.strictObject({
          score: integer,
          advantage: v.optional(v.boolean()),
          disadvantage: v.optional(v.boolean()),
        }),
      ),
    }),
    {},
  ),
});
export type MapParty = v.InferOutput<typeof MapPartySchema>;

const MIGRATIONS: readonly Migration[] = [];

/** The scene's party as stored (nothing stored: map play off, the player characters' tokens). */
export function parseMapParty(input: unknown): Result<MapParty, CoreError> {
  const raw = input ?? { version: MAP_PARTY_VERSION };
  const migrated = migrateVersioned(raw, MAP_PARTY_VERSION, MIGRATIONS, "party");
  return migrated.ok ? parseWith(MapPartySchema, migrated.value, "party") : migrated;
}
