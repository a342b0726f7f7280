/** The world's users as the adapters see them (`game.users`), a leaf every other port may build on. */

export interface UserLike {
  readonly id: string | null;
  readonly name: string | null;
  readonly isGM: boolean;
  readonly active: boolean;
}

/** `game.users`: every user of the world, whether logged in or not. */
export interface UsersPort extends Iterable<UserLike> {
  /** One active GM, a full GM before an assistant, the same on every client (`Users#activeGM`). */
  readonly activeGM?: UserLike | null;
  get(id: string): UserLike | undefined;
}
