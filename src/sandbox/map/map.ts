/**
 * The sandbox's map, drawn in the page as SVG: a small dungeon of 5-ft squares while a dungeon is in force, a
 * flat-topped hex map of the wilderness otherwise. The party's marker moves by a click on a space or by the
 * arrow keys (on the hex map ↑ and ↓ go north and south, → and ← north-east and north-west, with Shift
 * south-east and south-west). Its moves go to the same session as Foundry's token moves: a dungeon move's
 * distance towards the next turn, a hex move travelled hex by hex (src/ui/map/hex-route.ts). Above the hex map the
 * party's standing travel choices the preset has: bad weather (R001-21) and a force march (R000-11).
 */
import {
  hexToOffset,
  neighbour,
  offsetToHex,
  travelChoices,
  type CoreError,
  type HexFace,
  type OffsetHex,
  type WildernessRules,
} from "../../core";
import type { HexLayout } from "../../core/wilderness/map";
import type { Session } from "../../ui";
import { stopQuestion, travelRoute, type HexInfo, type RouteStop } from "../../ui/map";
import type { SandboxLocalizer } from "../setup/i18n";

export const MAP_VERSION = 1;

/** The party's standing travel choices on the hex map (as Foundry's party settings keep them). */
export interface MapTravel {
  readonly inclement?: boolean;
  readonly forceMarch?: boolean;
}
const TRAVEL_CHOICES = ["inclement", "forceMarch"] as const;

/** Where the party's marker stands on each map, and how it travels the hex map. */
export interface MapPositions {
  readonly version: typeof MAP_VERSION;
  readonly dungeon: OffsetHex;
  readonly hex: OffsetHex;
  readonly travel?: MapTravel;
}

export const DUNGEON = { cols: 16, rows: 10, squareFeet: 5, cell: 26 } as const;
export const HEXES = { cols: 9, rows: 6, size: 22 } as const;
export const HEX_LAYOUT: HexLayout = { orientation: "flat", parity: "odd" };

/** The sample wilderness: each column's terrain, a road along row 2, a tower to steer by at (6, 1). */
const COLUMN_TERRAIN = [
  "grassland",
  "grassland",
  "lightForest",
  "hills",
  "hills",
  "heavyForest",
  "swamp",
  "mountains",
  "grassland",
];
const ROAD_ROW = 2;
const LANDMARK = { col: 6, row: 1 };

export function freshPositions(): MapPositions {
  return { version: MAP_VERSION, dungeon: { col: 1, row: 1 }, hex: { col: 1, row: 3 } };
}

export function loadPositions(raw: unknown): MapPositions {
  const ok = (p: unknown, cols: number, rows: number): p is OffsetHex => {
    const { col, row } = (p ?? {}) as Partial<OffsetHex>;
    return (
      Number.isSafeInteger(col) &&
      Number.isSafeInteger(row) &&
      col! >= 0 &&
      row! >= 0 &&
      col! < cols &&
      row! < rows
    );
  };
  const value = raw as Partial<MapPositions> | null;
  if (
    value?.version !== MAP_VERSION ||
    !ok(value.dungeon, DUNGEON.cols, DUNGEON.rows) ||
    !ok(value.hex, HEXES.cols, HEXES.rows)
  ) {
    return freshPositions();
  }
  // Only the choices the map knows, and only when they are yes or no.
  const stored: Record<string, unknown> = { ...value.travel };
  const travel = Object.fromEntries(
    TRAVEL_CHOICES.flatMap((id) => (typeof stored[id] === "boolean" ? [[id, stored[id]]] : [])),
  ) as MapTravel;
  return { version: MAP_VERSION, dungeon: value.dungeon, hex: value.hex, travel };
}

export function hexInfo(hex: OffsetHex): HexInfo {
  return {
    terrain: COLUMN_TERRAIN[hex.col] ?? "grassland",
    road: hex.row === ROAD_ROW,
    landmark: hex.col === LANDMARK.col && hex.row === LANDMARK.row,
    // Hills and mountains are vantage points: from them the tower is seen a hex away (R000-17).
    vantage: ["hills", "mountains"].includes(COLUMN_TERRAIN[hex.col] ?? ""),
  };
}

const inside = (hex: OffsetHex, cols: number, rows: number) =>
  hex.col >= 0 && hex.row >= 0 && hex.col < cols && hex.row < rows;

function hexCentre({ col, row }: OffsetHex) {
  const s = HEXES.size;
  return { x: s + 1.5 * s * col, y: s + Math.sqrt(3) * s * (row + 0.5 * (col & 1)) };
}

function hexPoints(hex: OffsetHex): string {
  const { x, y } = hexCentre(hex);
  const s = HEXES.size - 1;
  return Array.from({ length: 6 }, (_, k) => {
    const a = (Math.PI / 3) * k;
    return `${(x + s * Math.cos(a)).toFixed(1)},${(y + s * Math.sin(a)).toFixed(1)}`;
  }).join(" ");
}

/** The neighbour an arrow key points to on the flat-topped map. */
const KEY_FACES: Record<string, readonly [plain: string, shifted: string]> = {
  ArrowUp: ["n", "n"],
  ArrowDown: ["s", "s"],
  ArrowRight: ["ne", "se"],
  ArrowLeft: ["nw", "sw"],
};
const KEY_STEPS: Record<string, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
};

/** The hex an arrow key leads to from `from`, or null off the map. */
function hexStep(from: OffsetHex, event: KeyboardEvent): OffsetHex | null {
  const face = KEY_FACES[event.key]?.[event.shiftKey ? 1 : 0] as HexFace;
  const axial = offsetToHex(HEX_LAYOUT.orientation, HEX_LAYOUT.parity, from);
  const moved = neighbour(HEX_LAYOUT.orientation, axial, face);
  if (!moved.ok) return null;
  const next = hexToOffset(HEX_LAYOUT.orientation, HEX_LAYOUT.parity, moved.value);
  return inside(next, HEXES.cols, HEXES.rows) ? next : null;
}

/** The square an arrow key leads to from `from`, or null off the map. */
function squareStep(from: OffsetHex, key: string): OffsetHex | null {
  const [dc, dr] = KEY_STEPS[key] ?? [0, 0];
  const next = { col: from.col + dc, row: from.row + dr };
  return inside(next, DUNGEON.cols, DUNGEON.rows) ? next : null;
}

export interface MapHostOptions {
  readonly doc: Document;
  readonly root: HTMLElement;
  readonly i18n: SandboxLocalizer;
  readonly session: Session;
  /** Whether the wilderness map is shown (a wilderness area is in force). */
  readonly wilderness: () => boolean;
  readonly positions: () => MapPositions;
  readonly save: (positions: MapPositions) => void;
  readonly busyWhile: (task: () => Promise<void>) => Promise<void>;
  /** Shows a session error; the page renders everything again afterwards. */
  readonly showError: (error: CoreError) => void;
  readonly refresh: () => void;
  /** The preset's wilderness rules and when its days start. */
  readonly rules: WildernessRules;
  readonly dayStart: number;
}

export interface MapHost {
  render(): void;
  /** Moves the party's marker to a space, as a click there does. */
  moveTo(space: OffsetHex): Promise<void>;
}

export function mountMap(o: MapHostOptions): MapHost {
  const { doc, root, i18n, session } = o;
  const svgNs = "http://www.w3.org/2000/svg";
  const choices = travelChoices(o.rules);
  /** The choices the preset has, with the party's standing answers. */
  const offered = () =>
    TRAVEL_CHOICES.filter((id) => (id === "inclement" ? choices.weather : choices.forceMarch)).map((id) => ({
      id,
      chosen: o.positions().travel?.[id] ?? false,
    }));

  function travelControls(): string {
    const boxes = offered().map(
      ({ id, chosen }) =>
        `<label><input type="checkbox" data-map-choice="${id}"${chosen ? " checked" : ""} /> ${i18n.localize(`TURNKEEPER.Dialog.Travel.${id}`)}</label>`,
    );
    return boxes.length > 0 ? `<div class="tks-map-travel">${boxes.join("")}</div>` : "";
  }

  function render() {
    const wild = o.wilderness();
    const here = wild ? o.positions().hex : o.positions().dungeon;
    const parts: string[] = [];
    let width: number;
    let height: number;
    let marker: { x: number; y: number };
    if (wild) {
      width = HEXES.size * (1.5 * HEXES.cols + 0.5) + 2;
      height = Math.sqrt(3) * HEXES.size * (HEXES.rows + 0.5) + 2;
      for (let col = 0; col < HEXES.cols; col++) {
        for (let row = 0; row < HEXES.rows; row++) {
          const info = hexInfo({ col, row });
          const name = i18n.localize(`TURNKEEPER.Terrain.${info.terrain}`);
          parts.push(
            `<polygon class="tks-hex tks-terrain-${info.terrain}${info.road ? " tks-road" : ""}" points="${hexPoints({ col, row })}" data-col="${col}" data-row="${row}"><title>${name}${info.road ? ` · ${i18n.localize("TURNKEEPER.Sandbox.Map.road")}` : ""}</title></polygon>`,
          );
        }
      }
      const tower = hexCentre(LANDMARK);
      parts.push(
        `<text class="tks-landmark" x="${tower.x}" y="${tower.y + 5}" text-anchor="middle">♜<title>${i18n.localize("TURNKEEPER.Sandbox.Map.landmark")}</title></text>`,
      );
      marker = hexCentre(here);
    } else {
      const c = DUNGEON.cell;
      width = DUNGEON.cols * c;
      height = DUNGEON.rows * c;
      for (let col = 0; col < DUNGEON.cols; col++) {
        for (let row = 0; row < DUNGEON.rows; row++) {
          parts.push(
            `<rect class="tks-square" x="${col * c}" y="${row * c}" width="${c}" height="${c}" data-col="${col}" data-row="${row}"></rect>`,
          );
        }
      }
      marker = { x: (here.col + 0.5) * c, y: (here.row + 0.5) * c };
    }
    const label = i18n.localize(`TURNKEEPER.Sandbox.Map.party.${wild ? "wilderness" : "dungeon"}`);
    parts.push(
      `<circle class="tks-party" data-map="party" tabindex="0" role="button" aria-label="${label}" cx="${marker.x}" cy="${marker.y}" r="${wild ? 9 : 9}"><title>${label}</title></circle>`,
    );
    root.innerHTML = `<p class="tks-map-hint">${i18n.localize(`TURNKEEPER.Sandbox.Map.hint.${wild ? "wilderness" : "dungeon"}`)}</p>${wild ? travelControls() : ""}<svg xmlns="${svgNs}" class="tks-map-svg" data-map="${wild ? "hex" : "dungeon"}" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" role="img" aria-label="${i18n.localize("TURNKEEPER.Sandbox.Map.title")}">${parts.join("")}</svg>`;
  }

  async function walk(to: OffsetHex) {
    const from = o.positions().dungeon;
    const squares = Math.max(Math.abs(to.col - from.col), Math.abs(to.row - from.row));
    o.save({ ...o.positions(), dungeon: to });
    if (squares === 0) return;
    const moved = await session.perform({
      type: "moveParty",
      feet: squares * DUNGEON.squareFeet,
      squareFeet: DUNGEON.squareFeet,
    });
    if (!moved.ok) o.showError(moved.error);
  }

  async function travel(to: OffsetHex) {
    const travelled = await travelRoute(
      session,
      (intent) => session.perform(intent),
      {
        layout: HEX_LAYOUT,
        from: o.positions().hex,
        to,
        // The sample party: on foot, Varda navigating (Cunning 12), with the choices ticked above the map.
        travel: {
          method: "foot",
          navigator: { score: 12 },
          ...Object.fromEntries(offered().map(({ id, chosen }) => [id, chosen])),
        },
        hexInfo,
        arrived: async (hex) => o.save({ ...o.positions(), hex }),
        goOn: async (stop: RouteStop) =>
          doc.defaultView?.confirm(
            stopQuestion(stop, o.rules, "foot")
              .map((key) => i18n.localize(key))
              .join(" "),
          ) ?? false,
      },
      o.rules.day,
      o.dayStart,
    );
    if (!travelled.ok) o.showError(travelled.error);
  }

  async function moveTo(space: OffsetHex) {
    await o.busyWhile(async () => {
      if (o.wilderness()) await travel(space);
      else await walk(space);
      await session.idle();
      o.refresh();
    });
  }

  root.addEventListener("click", (event) => {
    const cell = (event.target as Element).closest("[data-col]");
    if (!cell) return;
    void moveTo({ col: Number(cell.getAttribute("data-col")), row: Number(cell.getAttribute("data-row")) });
  });
  root.addEventListener("change", (event) => {
    const box = (event.target as Element).closest<HTMLInputElement>("[data-map-choice]");
    const id = box?.getAttribute("data-map-choice");
    if (!box || !TRAVEL_CHOICES.some((choice) => choice === id)) return;
    const positions = o.positions();
    o.save({ ...positions, travel: { ...positions.travel, [id as string]: box.checked } });
  });
  root.addEventListener("keydown", (event) => {
    if (!(event.target as Element).closest('[data-map="party"]') || !(event.key in KEY_STEPS)) return;
    event.preventDefault();
    const next = o.wilderness()
      ? hexStep(o.positions().hex, event)
      : squareStep(o.positions().dungeon, event.key);
    if (next) void moveTo(next).then(() => root.querySelector<SVGElement>('[data-map="party"]')?.focus());
  });
  return { render, moveTo };
}
