/**
 * The turns' part, section by section: whose turn it is (its group leads), the turns to come, then those
 * waiting to roll, holding and defeated. Each member shows in one section only, so its row and controls
 * appear once (R003-11: a simultaneous group stays whole).
 */
import { partView, type FightBasis, type TrackerBasis } from "./basis";
import { actingIds } from "./members";
import type { BlockView, GroupView, MemberView, SectionView, TurnsPartView } from "./model";

export function buildTurnsView(basis: TrackerBasis): TurnsPartView {
  return { ...partView(basis), sections: basis.fight === null ? [] : sectionsOf(basis.fight) };
}

/** A line of members: a group of the turn order (with its divider), or a plain list when `g` is null. */
function blockView(
  members: readonly MemberView[],
  g: GroupView | null,
  divider: BlockView["divider"] = null,
  previous?: GroupView,
  next = false,
): BlockView {
  return {
    isGroup: g !== null,
    group: g,
    divider,
    sameSegment: previous !== undefined && previous.at.absolute === g?.at.absolute,
    next,
    kinds: [
      ...(next ? ["TURNKEEPER.Tracker.Next"] : []),
      ...(g?.simultaneous ? ["TURNKEEPER.Tracker.Simultaneous"] : []),
    ],
    members,
    effects: g?.effects ?? [],
  };
}

/** Whose turn it is now: the group acting, or why nobody shows (the count waits, or someone hidden acts). */
function actingSection(fight: FightBasis, nowGroup: GroupView | undefined): SectionView {
  const { state } = fight;
  return {
    key: "acting",
    headingKey: "TURNKEEPER.Tracker.Acting",
    // Someone the viewer cannot see may be acting: the count is not stuck, it waits on the GM.
    emptyKey:
      actingIds(state).length > 0
        ? "TURNKEEPER.Tracker.HiddenActing"
        : state.now < 1
          ? "TURNKEEPER.Tracker.FirstRoll"
          : "TURNKEEPER.Tracker.NobodyActing",
    blocks: nowGroup === undefined ? [] : [blockView(nowGroup.members, nowGroup)],
  };
}

/** Those out of the turn order, in the engine's order for those aside; a section each, when any. */
function asideSections(fight: FightBasis): SectionView[] {
  const aside = (status: string) =>
    fight.state.aside.flatMap((c) => (c.status === status ? (fight.members[c.id] ?? []) : []));
  const lists = [
    ["waiting", fight.waiting],
    // An interrupter shows where it acts, not again among those holding.
    ["holding", aside("holding").filter((m) => !m.acting)],
    ["defeated", aside("defeated")],
  ] as const;
  return lists.flatMap(([key, ms]) =>
    ms.length === 0
      ? []
      : [
          {
            key,
            headingKey: `TURNKEEPER.Tracker.${key[0]!.toUpperCase()}${key.slice(1)}`,
            emptyKey: null,
            blocks: [blockView(ms, null)],
          },
        ],
  );
}

function sectionsOf(fight: FightBasis): SectionView[] {
  const { running } = fight;
  // The group whose turn it is leads the tracker; the turn order below lists only the turns to come.
  const nowGroup = fight.groups.find((g) => g.isNow && g.members.some((m) => m.acting));
  const order = fight.groups.filter((g) => g !== nowGroup);
  return [
    ...(running ? [actingSection(fight, nowGroup)] : []),
    {
      key: "order",
      headingKey: "TURNKEEPER.Tracker.Order",
      emptyKey: "TURNKEEPER.Tracker.NoTurns",
      blocks: order.map((g, k) => blockView(g.members, g, g.divider, order[k - 1], running && k === 0)),
    },
    ...asideSections(fight),
  ];
}
