/** Loading a lazily loaded part (a chunk of its own, loaded by `import()`) once, on first use. */

/** Loads something once, on first call, and hands out the same one after. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => (loaded ??= load());
}
