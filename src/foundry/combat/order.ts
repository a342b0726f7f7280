/**
 * The order Foundry's `turns` take in a Turnkeeper combat: whoever interrupts, then the engine's queue
 * (next segment, higher Initiative Order, stored tie: never re-rolled, so every client sorts alike), then
 * those holding and those defeated in the order they left the count, then those yet to roll by name.
 * Everything it reads is on the combatants, so any change of order is a change of combatants and Foundry
 * sorts its turns again.
 */
import { turnOrder } from "../../core";
import type { EngineFlag } from "./flags";

export interface OrderEntry {
  readonly id: string;
  readonly name: string;
  readonly engine: EngineFlag | undefined;
}

function rank(e: OrderEntry): number {
  if (e.engine === undefined) return 4;
  if (e.engine.interrupting) return 0;
  if (e.engine.state.status === "active") return 1;
  return e.engine.state.status === "holding" ? 2 : 3;
}

export function compareEntries(a: OrderEntry, b: OrderEntry): number {
  const ra = rank(a);
  const rb = rank(b);
  if (ra !== rb) return ra - rb;
  if (ra === 1) {
    const d = turnOrder(a.engine!.state, b.engine!.state);
    if (d !== 0) return d;
  } else if (ra === 2 || ra === 3) {
    const d = (a.engine!.aside ?? Infinity) - (b.engine!.aside ?? Infinity);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

export function orderedIds(entries: readonly OrderEntry[]): string[] {
  return [...entries].sort(compareEntries).map((e) => e.id);
}
