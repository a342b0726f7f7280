/**
 * The fake fails loudly: a faked Foundry object answers only for the members it implements. Reading any other
 * member throws with the member's name, so an adapter that reaches for something the fake (and so the contract,
 * an entry in docs/contract/<file>.md) does not cover fails its test instead of running on `undefined`. A feature
 * check with `in` (`"movement" in token`) is a question, not a use, and answers truthfully.
 */

/**
 * Names that JavaScript and the test tools probe on any value they are handed (a promise's resolution looks for
 * `then`, JSON for `toJSON`, Vitest's equality and printing for the rest). Foundry's objects do not have them
 * either, so they read as absent instead of throwing.
 */
const PROBES = new Set([
  "then",
  "toJSON",
  "asymmetricMatch",
  "$$typeof",
  "nodeType",
  "tagName",
  "constructor",
  "_isMockFunction",
  "@@__IMMUTABLE_ITERABLE__@@",
  "@@__IMMUTABLE_RECORD__@@",
]);

const strictObjects = new WeakSet<object>();

export class UnfakedMemberError extends Error {}

/** Wraps `target` so that reading a member it lacks throws `UnfakedMemberError` naming `name.member`. */
export function strict<T extends object>(target: T, name: string): T {
  const proxy = new Proxy(target, {
    get(t, member, receiver) {
      if (typeof member === "symbol" || member in t || PROBES.has(member))
        return Reflect.get(t, member, receiver) as unknown;
      throw new UnfakedMemberError(`The Foundry fake does not implement ${name}.${member}`);
    },
  });
  strictObjects.add(proxy);
  return proxy;
}

/** Whether a value is one of the fake's strict objects (for the fake's own self-test). */
export const isStrict = (value: object): boolean => strictObjects.has(value);
