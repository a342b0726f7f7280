/**
 * The turn queue: a binary min-heap of the active combatants, keyed by next segment, then higher
 * Initiative Order, then the stored tie-break (R003-11). A turn step copies the array once and moves one
 * entry in O(log n) instead of re-sorting everyone. The mutating helpers only ever touch arrays the caller
 * has just copied.
 */
import type { CombatantState } from "./state";

type Heap = CombatantState[];

/** What decides the order of turns; hosts that store combatants their own way compare these fields. */
export type TurnKey = Pick<CombatantState, "next" | "initiativeOrder" | "tie">;

/**
 * The engine's turn order as a comparator: earlier segment first, then higher Initiative Order, then the
 * stored tie-break (R003-11). Negative when `x` goes first; 0 only for equal keys.
 */
export function turnOrder(x: TurnKey, y: TurnKey): number {
  if (x.next !== y.next) return x.next - y.next;
  if (x.initiativeOrder !== y.initiativeOrder) return y.initiativeOrder - x.initiativeOrder;
  return x.tie - y.tie;
}

/** Whether `x` takes its turn before `y`. */
export function goesBefore(x: TurnKey, y: TurnKey): boolean {
  return turnOrder(x, y) < 0;
}

/** Same segment and Initiative Order: one simultaneous group. */
export function simultaneous(a: CombatantState, b: CombatantState): boolean {
  return a.next === b.next && a.initiativeOrder === b.initiativeOrder;
}

/** Moves the item at `pos` up towards the root, never above `top`. */
function siftUp(heap: Heap, pos: number, top = 0): void {
  const item = heap[pos]!;
  while (pos > top) {
    const parent = (pos - 1) >> 1;
    const p = heap[parent]!;
    if (!goesBefore(item, p)) break;
    heap[pos] = p;
    pos = parent;
  }
  heap[pos] = item;
}

/**
 * Floyd's bottom-up variant: walk the earlier child down to a leaf, then back up to where the item
 * belongs. A rescheduled combatant usually belongs near the bottom, so this costs about one comparison
 * per level instead of two.
 */
function siftDown(heap: Heap, pos: number): void {
  const item = heap[pos]!;
  const n = heap.length;
  const top = pos;
  for (;;) {
    let child = 2 * pos + 1;
    if (child >= n) break;
    if (child + 1 < n && goesBefore(heap[child + 1]!, heap[child]!)) child++;
    heap[pos] = heap[child]!;
    pos = child;
  }
  heap[pos] = item;
  siftUp(heap, pos, top);
}

/** Puts `c` at `pos` in place of what was there and restores the heap, whichever way its key moved. */
export function replaceAt(heap: Heap, pos: number, c: CombatantState): void {
  heap[pos] = c;
  if (pos > 0 && goesBefore(c, heap[(pos - 1) >> 1]!)) siftUp(heap, pos);
  else siftDown(heap, pos);
}

export function push(heap: Heap, c: CombatantState): void {
  heap.push(c);
  siftUp(heap, heap.length - 1);
}

export function removeAt(heap: Heap, pos: number): void {
  const last = heap.pop()!;
  if (pos < heap.length) replaceAt(heap, pos, last);
}

export function heapify(list: readonly CombatantState[]): Heap {
  const heap = [...list];
  for (let pos = (heap.length >> 1) - 1; pos >= 0; pos--) siftDown(heap, pos);
  return heap;
}

export function isHeap(heap: readonly CombatantState[]): boolean {
  for (let pos = 1; pos < heap.length; pos++) {
    if (goesBefore(heap[pos]!, heap[(pos - 1) >> 1]!)) return false;
  }
  return true;
}

/**
 * Everyone due in the earliest queued segment, in turn order. They form a subtree around the root, so
 * this visits only them and their children: O(k log k) for k due.
 */
export function frontSegment(heap: readonly CombatantState[]): CombatantState[] {
  if (heap.length === 0) return [];
  const segment = heap[0]!.next;
  const found: CombatantState[] = [];
  const stack = [0];
  while (stack.length > 0) {
    const pos = stack.pop()!;
    const c = heap[pos]!;
    if (c.next !== segment) continue;
    found.push(c);
    if (2 * pos + 1 < heap.length) stack.push(2 * pos + 1);
    if (2 * pos + 2 < heap.length) stack.push(2 * pos + 2);
  }
  return found.sort(turnOrder);
}
