/**
 * The strip's chips: a combatant shown in a segment's cell by its initials, the longer form where two
 * would read the same.
 */

/**
 * A chip's label: the initials of a name's first two words, and its trailing number ("Goblin skulker 3" is
 * "GS3"); a one-word name gives its first two letters ("Brakka" is "Br"). `long` takes one letter more
 * from the last word it reads ("GSk", "Bra"), to tell apart names whose short labels are the same.
 */
export function chipLabel(name: string, long = false): string {
  const words = name.split(/\s+/).filter((w) => w !== "");
  const number = words.length > 1 && /^\d+$/.test(words.at(-1)!) ? words.pop()! : "";
  const [first = "", second] = words;
  const [a = "", ...rest] = [...first];
  const [b = "", ...more] = second === undefined ? rest : [...second];
  const tail = second === undefined ? b : b.toUpperCase();
  return a.toUpperCase() + tail + (long ? (more[0] ?? "") : "") + number;
}

/** Each member's chip label, the longer one where two short ones would be the same. */
export function chipLabels(
  members: readonly { readonly id: string; readonly name: string }[],
): Map<string, string> {
  const short = members.map((m) => chipLabel(m.name));
  const uses = new Map<string, number>();
  for (const label of short) uses.set(label, (uses.get(label) ?? 0) + 1);
  return new Map(
    members.map((m, k) => [m.id, uses.get(short[k]!)! > 1 ? chipLabel(m.name, true) : short[k]!]),
  );
}
