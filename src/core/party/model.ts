/**
 * A party (issue 22): a named group of the world's members (actor or token ids) with its own time, area,
 * travel state and lights. The world keeps one or more; this is what names one, its members bounded.
 */
import * as v from "valibot";
import { IdSchema, LIMITS, NameSchema } from "../schema";

/** The id of the party a world starts with, and of the one an older state's single party becomes. */
export const FIRST_PARTY_ID = "party";

/** Who is in a party: actor or token ids (the owners its lights are lit for). */
export const MembersSchema = v.pipe(v.array(NameSchema), v.maxLength(LIMITS.list));

export const PartySchema = v.strictObject({
  id: v.pipe(IdSchema, v.maxLength(LIMITS.name)),
  /** The GM's name for it; empty for the world's first party, which hosts call by its default name. */
  name: NameSchema,
  /**
   * Its members. An empty list holds everyone no other party lists: the world's first party (an older state's
   * single party, which knew no members) and any party it joins.
   */
  members: MembersSchema,
});
export type Party = v.InferOutput<typeof PartySchema>;

/** The world's first party: everyone, under the default name. */
export const firstParty = (): Party => ({ id: FIRST_PARTY_ID, name: "", members: [] });

/** An id for a new party that none of `taken` has ("party-2", "party-3"...). */
export function newPartyId(taken: readonly string[]): string {
  const used = new Set(taken);
  let n = 2;
  while (used.has(`${FIRST_PARTY_ID}-${n}`)) n++;
  return `${FIRST_PARTY_ID}-${n}`;
}

/** The party a member belongs to: the one that lists them, else the one that holds everyone else, if any. */
export function partyOf<P extends Party>(parties: readonly P[], member: string): P | undefined {
  return parties.find((p) => p.members.includes(member)) ?? parties.find((p) => p.members.length === 0);
}

/** Two parties' members as one list, each once; a party of everyone else joined is one still. */
export const joined = (a: readonly string[], b: readonly string[]): string[] =>
  a.length === 0 || b.length === 0 ? [] : [...new Set([...a, ...b])];
