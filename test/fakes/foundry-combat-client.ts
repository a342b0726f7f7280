/**
 * One client's combat documents in the typed fake: built from the server's data (foundry-combat.ts) with that
 * client's `CONFIG.Combat.documentClass`, and told of every change the server broadcasts, as Foundry's client
 * is (the source changes, the document's own handlers run, then the hooks).
 */
import type { CombatLike, CombatUpdateOptions } from "../../src/foundry/combat/ports";
import type { FakeClient } from "./foundry";
import type { FakeCombatServer, FakeCombatSource } from "./foundry-combat";
import { FakeCombat } from "./foundry-combat-doc";
import { wire } from "./wire";

interface FakeCombatInternals {
  fakeSync(source: FakeCombatSource): void;
  _onUpdate(changed: object, options: object, userId: string): void;
}

/** One client's combat documents, built from the server's data with that client's document class. */
export class FakeCombatClient {
  private readonly docs = new Map<string, CombatLike & FakeCombatInternals>();
  /** Stands for `ui.combat.render()`, which Foundry calls from `Combat#_onUpdate` for the viewed combat. */
  renders = 0;
  /** Work Foundry starts and does not wait for (core's turn events): kept so a test can wait for it. */
  private readonly running: Promise<unknown>[] = [];

  constructor(
    readonly server: FakeCombatServer,
    readonly client: FakeClient,
  ) {}

  /** Keeps a promise Foundry would not wait for. */
  started(work: Promise<unknown>): void {
    this.running.push(work);
  }

  /** Waits for the work started so far, and what it started in turn. */
  async settle(): Promise<void> {
    while (this.running.length > 0) await Promise.all(this.running.splice(0));
  }

  /** The client's document for a combat, built on first use with `CONFIG.Combat.documentClass`. */
  doc(id: string): (CombatLike & FakeCombatInternals) | undefined {
    let doc = this.docs.get(id);
    if (!doc) {
      const source = this.server.combats.get(id);
      if (!source) return undefined;
      const Class = this.client.config.Combat?.documentClass ?? FakeCombat;
      doc = new Class(wire(source), { side: this }) as CombatLike & FakeCombatInternals;
      this.docs.set(id, doc);
    }
    return doc;
  }

  /** Stands for a client receiving a Combat update: its source changes, then `_onUpdate`, then `updateCombat`. */
  applyUpdate(
    id: string,
    changed: Record<string, unknown>,
    options: CombatUpdateOptions,
    userId: string,
  ): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    doc.fakeSync(this.server.combats.get(id)!);
    doc._onUpdate(changed, options, userId);
    this.client.Hooks.callAll("updateCombat", doc, changed, options, userId);
  }

  applyCombatants(id: string, userId: string, ids: string[], action: "create" | "delete"): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    const gone = action === "delete" ? ids.flatMap((cid) => doc.combatants.get(cid) ?? []) : [];
    doc.fakeSync(this.server.combats.get(id)!);
    doc.setupTurns();
    this.renders++;
    if (action === "create") {
      for (const cid of ids)
        this.client.Hooks.callAll("createCombatant", doc.combatants.get(cid), {}, userId);
    } else {
      for (const c of gone) this.client.Hooks.callAll("deleteCombatant", c, {}, userId);
    }
  }

  /** One Combatant update operation (one or several of them): sorted and rendered once, a hook for each. */
  applyCombatantUpdates(id: string, changes: readonly Record<string, unknown>[], userId: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    doc.fakeSync(this.server.combats.get(id)!);
    doc.setupTurns();
    this.renders++;
    for (const { _id, ...change } of changes)
      this.client.Hooks.callAll("updateCombatant", doc.combatants.get(String(_id)), change, {}, userId);
  }

  applyDelete(id: string, userId: string): void {
    const doc = this.docs.get(id);
    this.docs.delete(id);
    if (doc) this.client.Hooks.callAll("deleteCombat", doc, {}, userId);
  }
}
