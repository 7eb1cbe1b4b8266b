/** Every expiry on the server reads the time from a Clock, so tests move time instead of sleeping. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export interface TestClock extends Clock {
  advance(ms: number): void;
  set(ms: number): void;
}

export function createTestClock(start = Date.UTC(2024, 0, 15, 9, 0, 0)): TestClock {
  let current = start;
  return {
    now: () => current,
    advance: (ms) => {
      current += ms;
    },
    set: (ms) => {
      current = ms;
    },
  };
}
