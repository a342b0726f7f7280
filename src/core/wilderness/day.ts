/**
 * The travel day in one call: given the party, the route, the weather and the rules, it walks the day watch
 * by watch (navigation, movement, fatigue or exertion, encounter checks, camp and shelter) and returns a
 * log of events, where the party ended up and the time to advance.
 *
 * Movement is continuous: a hex is entered only once its whole cost is paid, and partial progress carries
 * into the next watch, or the next day through `progress`. The hexes a watch are those the hex step reads
 * (`hexStretches`): fractions rounded down, and below one hex a watch the fraction carried, so a walker is
 * never stuck in a swamp for ever (R000-12). A party that veers off its route keeps going the
 * way it veered, through the hexes of `route` and `map`, until the day ends or it reaches a hex the host
 * did not describe; the host then plans a new route from `position`.
 */
import type { DicePort } from "../dice/port";
import { rollReaction, type Reaction } from "../social/reaction";
import type { SocialRules } from "../social/rules";
import type { EncounterCheckResult } from "../tables/encounter";
import type { CoreError } from "../util/errors";
import { ok, type Result } from "../util/result";
import { accrueFatigue, restRecovery } from "./crossing";
import { rollEncounterDistance, rollWatchChecks, type EncounterDistance } from "./encounters";
import { faceTowards, hexKey, neighbour, veerFace, type Hex, type HexFace } from "./hex";
import { dayRoles } from "./march";
import { navigate, type Save } from "./navigation";
import { rollPushedMount } from "./pace";
import type { Mount } from "./party";
import { checkTravelPlan, type TravelDayInput, type TravelHex, type TravelPlan } from "./route";
import type { Veer, WatchRole, WildernessRules } from "./rules";
import { nightWithoutShelter, seekShelter } from "./shelter";
import { canSee } from "./sight";
import type { Stretches } from "./step";

export type TravelEvent = { readonly at: number } & (
  | {
      readonly type: "enterHex";
      readonly hex: Hex;
      readonly terrain: string;
      readonly routeIndex: number | null;
    }
  | { readonly type: "arrived"; readonly hex: Hex }
  | { readonly type: "searched"; readonly hex: Hex }
  /** 001's two landmarks: the one seen on entering, and the one a search finds (R001-17). */
  | { readonly type: "landmark"; readonly hex: Hex; readonly which: "entry" | "search" }
  | { readonly type: "navigation"; readonly save: Save }
  /** A failed navigation save; `face` is the face the party now leaves by, null if it stays on course. */
  | { readonly type: "lost"; readonly roll: number; readonly veer: Veer; readonly face: HexFace | null }
  | { readonly type: "offMap"; readonly hex: Hex }
  | {
      readonly type: "encounterCheck";
      readonly watch: number;
      readonly check: EncounterCheckResult;
      readonly window: number | null;
      /** Rolled when the check is an encounter: how far off it begins, and the reaction (R000-25, R001-10). */
      readonly distance: EncounterDistance | null;
      readonly reaction: Reaction | null;
    }
  | {
      readonly type: "fatigue";
      readonly change: number;
      readonly total: number;
      readonly reason: "travel" | "rest" | "table";
    }
  | {
      readonly type: "exert";
      readonly member: string;
      /** The attribute, or "any" for the member's choice. */
      readonly attribute: string;
      readonly amount: number;
      readonly reason: "encumbrance" | "noShelter";
    }
  | { readonly type: "shelter"; readonly found: boolean; readonly roll: number | null }
  | { readonly type: "nightWithoutShelter"; readonly healing: "recoveryDie" }
  | { readonly type: "mountDied"; readonly mount: string; readonly roll: number; readonly target: number }
);

export interface TravelPosition {
  readonly hex: Hex;
  /** Index in the route, or null once the party has veered off it. */
  readonly routeIndex: number | null;
  /** Fraction of the current stretch done, to pass back as `progress` with the rest of the route. */
  readonly progress: number;
  /** Whether the current hex's search is still to finish. */
  readonly searchPending: boolean;
  readonly arrived: boolean;
}

export interface TravelDay {
  /** In time order; `at` is seconds from the start of the day. */
  readonly events: readonly TravelEvent[];
  /** World seconds to advance: the whole day. */
  readonly seconds: number;
  readonly position: TravelPosition;
  readonly fatigue: number;
  /** The mounts still alive, their consecutive pushed days brought up to date. */
  readonly mounts: readonly Mount[];
}

/** What a travel day reads of a preset: its wilderness and social sections. */
export interface TravelDayRules {
  readonly wilderness: WildernessRules;
  readonly social: SocialRules;
}

/** Plans and resolves one day of hex-crawl travel. Bad input returns an error and rolls nothing. */
export function travelDay(
  rules: TravelDayRules,
  input: TravelDayInput,
  dice: DicePort,
): Result<TravelDay, CoreError> {
  const checked = checkTravelPlan(rules.wilderness, input);
  if (!checked.ok) return checked;
  const { plan, stretches, pushing } = checked.value;
  const roles = dayRoles(rules.wilderness.day, plan.forceMarch);
  return ok(new Journey(rules, plan, stretches, dice).run(roles, pushing));
}

/** One day's walk, built only from a checked plan, so its lookups cannot fail. */
class Journey {
  private readonly events: TravelEvent[] = [];
  private readonly known = new Map<string, TravelHex>();
  private readonly watchSeconds: number;
  private here: TravelHex;
  private routeIndex: number | null = 0;
  /** The face a lost party keeps leaving by, once it has veered. */
  private heading: HexFace | null = null;
  private progress: number;
  private searchPending: boolean;
  private stopped = false;
  private fatigue: number;
  private fatigueOwed = 0;
  private travelled = false;

  constructor(
    private readonly rules: TravelDayRules,
    private readonly plan: TravelPlan,
    private readonly stretches: ReadonlyMap<string, Stretches>,
    private readonly dice: DicePort,
  ) {
    for (const hex of [...plan.map, ...plan.route]) this.known.set(hexKey(hex.hex), hex);
    this.watchSeconds = rules.wilderness.day.watchSeconds;
    this.here = plan.route[0] as TravelHex;
    this.progress = plan.progress;
    this.searchPending = this.here.search;
    this.fatigue = plan.party.fatigue;
  }

  run(roles: readonly WatchRole[], pushing: boolean): TravelDay {
    const daySeconds = roles.length * this.watchSeconds;
    const firstCamp = roles.indexOf("camp");
    roles.forEach((role, watch) => {
      const start = watch * this.watchSeconds;
      if (role === "travel") this.travelWatch(start);
      else this.rest(start);
      if (watch === firstCamp) this.camp(start, daySeconds);
      this.encounterChecks(watch, start);
    });
    const mounts = this.mountsAfter(pushing && this.travelled, daySeconds);
    const arrived = this.routeIndex === this.plan.route.length - 1 && !this.searchPending;
    const { here, routeIndex, progress, searchPending, fatigue } = this;
    return {
      // A stable sort keeps same-moment events in the order they happened.
      events: [...this.events].sort((a, b) => a.at - b.at),
      seconds: daySeconds,
      position: { hex: here.hex, routeIndex, progress, searchPending, arrived },
      fatigue,
      mounts,
    };
  }

  private log(event: TravelEvent): void {
    this.events.push(event);
  }

  private stretchesAt(hex: TravelHex): Stretches {
    return this.stretches.get(hexKey(hex.hex)) as Stretches;
  }

  /** The hex the party is heading into; null once it has arrived or walked off the known map. */
  private nextHex(at: number): TravelHex | null {
    if (this.heading === null) return this.plan.route[(this.routeIndex ?? -1) + 1] ?? null;
    const step = neighbour(this.plan.orientation, this.here.hex, this.heading);
    if (!step.ok) return null;
    const hex = this.known.get(hexKey(step.value));
    if (!hex) this.log({ type: "offMap", at, hex: step.value });
    return hex ?? null;
  }

  private travelWatch(start: number): void {
    const atEnd =
      !this.searchPending && this.heading === null && this.routeIndex === this.plan.route.length - 1;
    if (this.stopped || atEnd) return;
    this.navigation(start);
    const end = start + this.watchSeconds;
    let now = start;
    while (now < end) {
      const next = this.searchPending ? null : this.nextHex(now);
      if (!this.searchPending && !next) {
        this.stopped = true;
        break;
      }
      const total = next ? this.stretchesAt(next).cross : this.stretchesAt(this.here).search;
      const left = total * (1 - this.progress);
      if (now + left > end) {
        this.progress += (end - now) / total;
        now = end;
        break;
      }
      now += left;
      this.progress = 0;
      if (next) this.enter(next, now);
      else this.finishSearch(now);
    }
    if (now > start) this.afterTravel(start, now);
  }

  private enter(next: TravelHex, at: number): void {
    this.here = next;
    this.routeIndex = this.heading === null && this.routeIndex !== null ? this.routeIndex + 1 : null;
    const { hex, terrain } = next;
    this.log({ type: "enterHex", at, hex, terrain, routeIndex: this.routeIndex });
    if (this.hasLandmarks()) this.log({ type: "landmark", at, hex, which: "entry" });
    if (this.routeIndex === this.plan.route.length - 1) this.log({ type: "arrived", at, hex });
    // Only the planned route's hexes are searched; a lost party does not know where it is.
    this.searchPending = this.routeIndex !== null && next.search;
  }

  private finishSearch(at: number): void {
    this.searchPending = false;
    this.log({ type: "searched", at, hex: this.here.hex });
    if (this.hasLandmarks()) this.log({ type: "landmark", at, hex: this.here.hex, which: "search" });
  }

  private hasLandmarks(): boolean {
    const { travel } = this.rules.wilderness;
    return travel.kind === "hoursPerHex" && travel.landmarks;
  }

  /** A settlement or other marked landmark here, or landmark terrain (mountains) within sight (R000-17, R000-18). */
  private landmarkInSight(): boolean {
    const { wilderness } = this.rules;
    const conditions = { vantage: false, weatherPenalty: this.plan.weather.sightPenalty };
    return [...this.known.values()].some(
      (hex) =>
        (hex.landmark || Object.hasOwn(wilderness.visibility.landmarks, hex.terrain)) &&
        canSee(wilderness, this.here.hex, hex, conditions),
    );
  }

  private navigation(at: number): void {
    const { map } = this.plan.party;
    const guide = this.plan.party.navigator;
    if (this.heading !== null || !guide) return;
    const { veer, save } = navigate(
      this.rules.wilderness,
      {
        score: guide.score,
        map,
        landmarkInSight: this.landmarkInSight(),
        advantage: this.here.explored || guide.localKnowledge || guide.occupation,
        disadvantage: this.here.treacherous,
      },
      this.dice,
    );
    if (save) this.log({ type: "navigation", at, save });
    if (!veer) return;
    const next = this.searchPending ? undefined : this.plan.route[(this.routeIndex ?? -1) + 1];
    const exit = next ? faceTowards(this.plan.orientation, this.here.hex, next.hex) : null;
    const face =
      exit?.ok && veer.direction !== "straight"
        ? veerFace(this.plan.orientation, exit.value, veer.direction)
        : null;
    this.heading = face?.ok ? face.value : null;
    this.log({ type: "lost", at, roll: veer.roll, veer: veer.direction, face: this.heading });
  }

  private afterTravel(start: number, end: number): void {
    this.travelled = true;
    const { travel } = this.rules.wilderness;
    if (travel.kind === "hexesPerWatch") {
      // Encumbered members Exert for each watch spent travelling (R000-14).
      const { exert, attribute } = travel.encumbrance;
      for (const member of this.plan.party.members) {
        if (!member.encumbered) continue;
        const amount = this.dice.roll(exert).total;
        this.log({ type: "exert", at: end, member: member.id, attribute, amount, reason: "encumbrance" });
      }
      return;
    }
    const { slots, owed } = accrueFatigue(travel, this.fatigueOwed, end - start, this.plan.weather.inclement);
    this.fatigueOwed = owed;
    if (slots > 0) this.changeFatigue(slots, end, "travel");
  }

  private rest(start: number): void {
    const { travel } = this.rules.wilderness;
    if (travel.kind !== "hoursPerHex") return;
    const slots = Math.min(this.fatigue, restRecovery(travel, this.watchSeconds));
    if (slots > 0) this.changeFatigue(-slots, start + this.watchSeconds, "rest");
  }

  private changeFatigue(change: number, at: number, reason: "travel" | "rest" | "table"): void {
    this.fatigue += change;
    this.log({ type: "fatigue", at, change, total: this.fatigue, reason });
  }

  /** Seeking natural shelter without tents (R000-23), and the cost of a night without it (R000-24). */
  private camp(at: number, dayEnd: number): void {
    const { wilderness } = this.rules;
    if (!wilderness.shelter || this.plan.party.tents) return;
    const search = seekShelter(wilderness, this.here.terrain, this.plan.season, this.dice);
    if (!search.ok) return;
    this.log({ type: "shelter", at, found: search.value.found, roll: search.value.roll });
    if (search.value.found) return;
    const night = nightWithoutShelter(
      wilderness,
      this.plan.party.members.map((member) => member.id),
      this.dice,
    );
    if (!night.ok) return;
    this.log({ type: "nightWithoutShelter", at, healing: night.value.healing });
    for (const { member, amount } of night.value.exertions) {
      this.log({ type: "exert", at: dayEnd, member, attribute: "any", amount, reason: "noShelter" });
    }
  }

  private encounterChecks(watch: number, start: number): void {
    for (const placed of rollWatchChecks(this.rules.wilderness, this.dice, this.plan.danger)) {
      const { roll, total, effect } = placed;
      const at = start + placed.at;
      const met = effect.type === "encounter";
      const distance = met ? rollEncounterDistance(this.rules.wilderness, this.dice) : null;
      const reaction = met ? rollReaction(this.rules.social, this.plan.reactionModifier, this.dice) : null;
      const check = { roll, total, effect };
      this.log({ type: "encounterCheck", at, watch, check, window: placed.window, distance, reaction });
      if (effect.type === "fatigue") this.changeFatigue(effect.slots, at, "table");
    }
  }

  /** Pushed mounts roll for their lives at the end of the day (R000-10); the rest lose their streak. */
  private mountsAfter(pushed: boolean, dayEnd: number): Mount[] {
    const { travel } = this.rules.wilderness;
    if (!pushed || travel.kind !== "hexesPerWatch") {
      return this.plan.party.mounts.map((mount) => ({ ...mount, pushedDays: 0 }));
    }
    return this.plan.party.mounts.flatMap((mount) => {
      const { roll, target, success } = rollPushedMount(travel, mount, this.dice);
      if (!success) return [{ ...mount, pushedDays: mount.pushedDays + 1 }];
      this.log({ type: "mountDied", at: dayEnd, mount: mount.id, roll, target });
      return [];
    });
  }
}
