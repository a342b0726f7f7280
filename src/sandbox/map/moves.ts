/**
 * The party's moves on the sample maps, sent to the same session as Foundry's token moves: a dungeon move's
 * distance towards the next turn, a hex move travelled hex by hex (src/ui/map/hex-route.ts), asking the game
 * master at each stop (a new watch or day, lost, an encounter) whether to go on, in the page's own dialog as
 * Foundry's map asks in a DialogV2. Where the party stops, the area in force takes that hex's terrain, as
 * a Foundry region's area follows the party's token.
 */
import type { CoreError, OffsetHex, WildernessRules } from "../../core";
import type { Session } from "../../ui";
import { stopQuestion, travelRoute, type RouteStop } from "../../ui/map";
import type { SandboxLocalizer } from "../setup/i18n";
import type { OfferedChoice } from "./draw";
import type { PositionStore } from "./positions";
import { DUNGEON, HEX_LAYOUT, hexInfo } from "./sample";

export interface MoveDeps {
  readonly i18n: SandboxLocalizer;
  readonly session: Session;
  readonly positions: PositionStore;
  /** The preset's wilderness rules and when its days start. */
  readonly rules: WildernessRules;
  readonly dayStart: number;
  showError(error: CoreError): void;
  /** Asks the GM in the page's dialog (title, question, the go-ahead button's label); true to go ahead. */
  ask(title: string, question: string, confirm: string): Promise<boolean>;
  /** The party stands in a hex of this terrain: the area in force takes it (the table's settings keep it). */
  enterTerrain(terrain: string): Promise<void>;
}

/** Walks the party to a square: as far as the longer of its two distances, in squares. */
export async function walk(deps: MoveDeps, to: OffsetHex): Promise<void> {
  const { positions, session } = deps;
  const from = positions.get().dungeon;
  const squares = Math.max(Math.abs(to.col - from.col), Math.abs(to.row - from.row));
  positions.set({ ...positions.get(), dungeon: to });
  if (squares === 0) return;
  const moved = await session.perform({
    type: "moveParty",
    feet: squares * DUNGEON.squareFeet,
    squareFeet: DUNGEON.squareFeet,
  });
  if (!moved.ok) deps.showError(moved.error);
}

/** Travels the party to a hex, hex by hex, with the travel choices ticked above the map. */
export async function travel(
  deps: MoveDeps,
  to: OffsetHex,
  offered: readonly OfferedChoice[],
): Promise<void> {
  const { positions, session, i18n, rules } = deps;
  const travelled = await travelRoute(
    session,
    (intent) => session.perform(intent),
    {
      layout: HEX_LAYOUT,
      from: positions.get().hex,
      to,
      // The sample party: on foot, Varda navigating (Cunning 12), with the choices ticked above the map.
      travel: {
        method: "foot",
        navigator: { name: "Varda", score: 12, assumed: true },
        ...Object.fromEntries(offered.map(({ id, chosen }) => [id, chosen])),
      },
      hexInfo,
      arrived: async (hex) => positions.set({ ...positions.get(), hex }),
      goOn: (stop: RouteStop) =>
        deps.ask(
          i18n.localize("TURNKEEPER.Map.goOnTitle"),
          stopQuestion(stop, rules, "foot")
            .map((key) => i18n.localize(key))
            .join(" "),
          i18n.localize(stop === "forceMarch" ? "TURNKEEPER.Map.forceMarch" : "TURNKEEPER.Map.goOn"),
        ),
    },
    rules.day,
    deps.dayStart,
  );
  if (!travelled.ok) deps.showError(travelled.error);
  // Once the route is over: a new area mid-route would stand between a hex's checks and the question they ask.
  const { terrain } = hexInfo(positions.get().hex);
  if (terrain !== undefined) await deps.enterTerrain(terrain);
}
