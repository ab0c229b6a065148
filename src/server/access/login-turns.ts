/** How long a key keeps its turn once it has come: someone told "try again in 95 s" may be late. */
export const TURN_GRACE_MS = 60_000;
/** The most turns handed out ahead: bounds the memory a crowd of addresses can make the queue take. */
export const MAX_WAITING_TURNS = 1_000;

export type LoginTurns = {
  /**
   * 0 when `key` may have its password checked now, which uses up its turn; else the ms until
   * its turn. Turns come in the order keys first asked, one per key, so polling faster or more
   * often never moves a key ahead; `spacing(ahead)` is the gap after a new turn when `ahead`
   * turns are already handed out and not yet used.
   */
  take(key: string, at: number, spacing: (ahead: number) => number): number;
};

/**
 * The queue of browsers without a device cookie while the global failure budget is spent: each
 * reserves the next free turn, in a Map kept in order of the turns, so the past ones are at
 * the front and forgetting them is O(1) each.
 */
export function createLoginTurns(): LoginTurns {
  const turns = new Map<string, number>();
  let nextTurnAt = Number.NEGATIVE_INFINITY;

  function forgetLapsed(at: number): void {
    for (const [key, turnAt] of turns) {
      if (turnAt + TURN_GRACE_MS >= at) return;
      turns.delete(key);
    }
  }

  return {
    take(key, at, spacing) {
      forgetLapsed(at);
      const held = turns.get(key);
      if (held !== undefined) {
        if (at < held) return held - at;
        turns.delete(key);
        return 0;
      }
      const turnAt = Math.max(at, nextTurnAt);
      const gap = spacing(turns.size);
      // A full queue hands out no turn: the key asks again when the queue has moved.
      if (turnAt - at >= MAX_WAITING_TURNS * gap) return turnAt - at;
      nextTurnAt = turnAt + gap;
      if (turnAt === at) return 0;
      turns.set(key, turnAt);
      return turnAt - at;
    },
  };
}
