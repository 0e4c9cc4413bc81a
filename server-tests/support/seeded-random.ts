export interface SeededRandom {
  /** In [0, 1). */
  next(): number
  /** An integer in [0, below). */
  int(below: number): number
  pick<T>(items: readonly T[]): T
  chance(probability: number): boolean
  bytes(length: number): Buffer
}

/** A small deterministic generator (mulberry32): the same seed gives the same sequence, so a failure can be replayed. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (below: number) => Math.floor(next() * below)
  return {
    next,
    int,
    pick: (items) => items[int(items.length)]!,
    chance: (probability) => next() < probability,
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(256))),
  }
}
