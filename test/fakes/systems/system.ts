/**
 * What a game system's fake is (one file each in this folder, after the system's public source): its Combat
 * class, or core's when it has none of its own, the hooks it registers, and the behaviours it fakes, each
 * recorded when it runs so a test can check that the system's own method ran through Turnkeeper's override.
 * Every behaviour has its heading, with the system's repository and path, in docs/contract/systems.md.
 */
import type { FakeClient, FakeWorld } from "../foundry";
import { FakeCombat } from "../foundry-combat-doc";

export interface SystemFake {
  /** The system's id, as `game.system.id`. */
  readonly id: string;
  /** The system's `CONFIG.Combat.documentClass`. */
  readonly documentClass: typeof FakeCombat;
  /** What the system registers on a client before Turnkeeper's `init` (its own hooks). */
  readonly install?: (client: FakeClient, world: FakeWorld) => void;
  /** The behaviours it records, as docs/contract/systems.md names them. */
  readonly behaviours: readonly string[];
}

/** One behaviour of a system that ran: which, on whose client, and what it did where it says (`detail`). */
export interface SystemCall {
  readonly behaviour: string;
  readonly user: string;
  readonly detail?: string;
}

const logs = new WeakMap<FakeWorld, SystemCall[]>();

/** What the systems' fakes did in this world, in order. */
export function systemLog(world: FakeWorld): SystemCall[] {
  let log = logs.get(world);
  if (!log) logs.set(world, (log = []));
  return log;
}

/** Records that a system's behaviour ran on a user's client. */
export function recordCall(world: FakeWorld, behaviour: string, user: string, detail?: string): void {
  systemLog(world).push({ behaviour, user, ...(detail === undefined ? {} : { detail }) });
}

/** A system's Combat class records with the world and user of the client it is on. */
export class RecordingCombat extends FakeCombat {
  protected recordCall(behaviour: string, detail?: string): void {
    recordCall(this.side.server.world, behaviour, this.user.name, detail);
  }
}

/** Core's Combat class, for systems that keep it (Shadowdark, DCC): their behaviours are hooks. */
export const CORE_COMBAT = FakeCombat;
