/**
 * The map drawn as SVG in the page: the hex map of the wilderness or the dungeon's squares, the party's marker
 * (and, with several parties, each other party's, lettered, the one in play ringed: issue 22), above the hex
 * map the party's standing travel choices the preset has, and beside it a legend of the terrains drawn, the
 * road and the landmark.
 */
import type { OffsetHex } from "../../core";
import type { SandboxLocalizer } from "../setup/i18n";
import type { OtherMarker } from "./parties";
import { DUNGEON, HEXES, hexInfo, LANDMARK } from "./sample";

const SVG_NS = "http://www.w3.org/2000/svg";

interface Drawing {
  readonly width: number;
  readonly height: number;
  readonly parts: string[];
  /** Where the party's marker is drawn. */
  readonly marker: { x: number; y: number };
  /** The terrains drawn, each once, in the order first drawn. */
  readonly terrains: readonly string[];
}

/** Where a marker stands on the map drawn. */
type Centre = (space: OffsetHex) => { x: number; y: number };

const squareCentre: Centre = ({ col, row }) => ({
  x: (col + 0.5) * DUNGEON.cell,
  y: (row + 0.5) * DUNGEON.cell,
});

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

function drawHexes(i18n: SandboxLocalizer, here: OffsetHex): Drawing {
  const parts: string[] = [];
  const terrains = new Set<string>();
  for (let col = 0; col < HEXES.cols; col++) {
    for (let row = 0; row < HEXES.rows; row++) {
      const info = hexInfo({ col, row });
      if (info.terrain !== undefined) terrains.add(info.terrain);
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
  return {
    width: HEXES.size * (1.5 * HEXES.cols + 0.5) + 2,
    height: Math.sqrt(3) * HEXES.size * (HEXES.rows + 0.5) + 2,
    parts,
    marker: hexCentre(here),
    terrains: [...terrains],
  };
}

function drawSquares(here: OffsetHex): Drawing {
  const c = DUNGEON.cell;
  const parts: string[] = [];
  for (let col = 0; col < DUNGEON.cols; col++) {
    for (let row = 0; row < DUNGEON.rows; row++) {
      parts.push(
        `<rect class="tks-square" x="${col * c}" y="${row * c}" width="${c}" height="${c}" data-col="${col}" data-row="${row}"></rect>`,
      );
    }
  }
  return {
    width: DUNGEON.cols * c,
    height: DUNGEON.rows * c,
    parts,
    marker: squareCentre(here),
    terrains: [],
  };
}

/** A travel choice offered on the hex map, with the party's standing answer. */
export interface OfferedChoice {
  readonly id: string;
  readonly chosen: boolean;
}

function travelControls(i18n: SandboxLocalizer, offered: readonly OfferedChoice[]): string {
  const boxes = offered.map(
    ({ id, chosen }) =>
      `<label><input type="checkbox" data-map-choice="${id}"${chosen ? " checked" : ""} /> ${i18n.localize(`TURNKEEPER.Dialog.Travel.${id}`)}</label>`,
  );
  return boxes.length > 0 ? `<div class="tks-map-travel">${boxes.join("")}</div>` : "";
}

/** A legend entry: a swatch drawn as the map draws its hexes, and its name. */
const legendEntry = (entry: string, swatch: string, name: string) =>
  `<li data-legend="${entry}"><svg xmlns="${SVG_NS}" class="tks-map-swatch" viewBox="0 0 16 12" aria-hidden="true">${swatch}</svg><span>${name}</span></li>`;

/** The hex map's legend: each terrain drawn, the road and the landmark, in the words of the language. */
function legend(i18n: SandboxLocalizer, terrains: readonly string[]): string {
  const entries = terrains.map((id) =>
    legendEntry(
      id,
      `<rect class="tks-hex tks-terrain-${id}" x="1" y="1" width="14" height="10"></rect>`,
      i18n.localize(`TURNKEEPER.Terrain.${id}`),
    ),
  );
  entries.push(
    legendEntry(
      "road",
      `<rect class="tks-hex tks-road" x="1" y="1" width="14" height="10" fill="none"></rect>`,
      i18n.localize("TURNKEEPER.Sandbox.Map.roadLegend"),
    ),
    legendEntry(
      "landmark",
      `<text class="tks-landmark" x="8" y="11" text-anchor="middle" font-size="12">♜</text>`,
      i18n.localize("TURNKEEPER.Sandbox.Map.landmarkLegend"),
    ),
  );
  return `<ul class="tks-map-legend" aria-label="${i18n.localize("TURNKEEPER.Sandbox.Map.legend")}">${entries.join("")}</ul>`;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * A party out of play: a lettered marker set off a little from its space's centre, so it shows beside the
 * party in play's where both stand; a click puts it in play.
 */
function otherMarker(i18n: SandboxLocalizer, centre: Centre, other: OtherMarker): string {
  const { x, y } = centre(other.at);
  const [cx, cy] = [x + 6, y - 6];
  const name = escape(other.name);
  const label = escape(i18n.format("TURNKEEPER.Sandbox.Map.otherParty", { name: other.name }));
  const letter = escape([...other.name.trim()][0]?.toUpperCase() ?? "?");
  return `<g class="tks-party-other" data-map-party="${escape(other.id)}" tabindex="0" role="button" aria-label="${label}"><circle cx="${cx}" cy="${cy}" r="9"></circle><text x="${cx}" y="${cy + 4}" text-anchor="middle">${letter}</text><title>${name}</title></g>`;
}

/** The parties on the map: `inPlay` names the party in play where there are several (null with one). */
export interface MapParties {
  readonly inPlay: string | null;
  readonly others: readonly OtherMarker[];
}

/** The map region's HTML: the hint, the hex map's travel choices, the map with the party at `here`. */
export function mapHtml(
  i18n: SandboxLocalizer,
  wild: boolean,
  here: OffsetHex,
  offered: readonly OfferedChoice[],
  parties: MapParties = { inPlay: null, others: [] },
): string {
  const { width, height, parts, marker, terrains } = wild ? drawHexes(i18n, here) : drawSquares(here);
  const where = i18n.localize(`TURNKEEPER.Sandbox.Map.party.${wild ? "wilderness" : "dungeon"}`);
  const label =
    parties.inPlay === null
      ? where
      : escape(i18n.format("TURNKEEPER.Sandbox.Map.inPlay", { name: parties.inPlay, where }));
  for (const other of parties.others) parts.push(otherMarker(i18n, wild ? hexCentre : squareCentre, other));
  const ringed = parties.inPlay === null ? "" : " tks-party--in-play";
  parts.push(
    `<circle class="tks-party${ringed}" data-map="party" tabindex="0" role="button" aria-label="${label}" cx="${marker.x}" cy="${marker.y}" r="9"><title>${label}</title></circle>`,
  );
  return `<p class="tks-map-hint">${i18n.localize(`TURNKEEPER.Sandbox.Map.hint.${wild ? "wilderness" : "dungeon"}`)}</p>${wild ? travelControls(i18n, offered) : ""}<div class="tks-map-area"><svg xmlns="${SVG_NS}" class="tks-map-svg" data-map="${wild ? "hex" : "dungeon"}" viewBox="0 0 ${width.toFixed(0)} ${height.toFixed(0)}" role="img" aria-label="${i18n.localize("TURNKEEPER.Sandbox.Map.title")}">${parts.join("")}</svg>${wild ? legend(i18n, terrains) : ""}</div>`;
}
