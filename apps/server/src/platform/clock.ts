/**
 * The app's time for rules that hinge on an instant a client races against (a quiz's deadline):
 * services read `ctx.clock.now()` so tests set the time instead of waiting for it.
 */
export type Clock = { now: () => Date };

export const systemClock = (): Clock => ({ now: () => new Date() });

/**
 * The system's time moved forward by what a test asked (TEST_CLOCK, platform/test-clock.ts): a
 * test of a server in another process skips the seconds a rule waits for (a lesson's believed
 * watching time) instead of sleeping through them.
 */
export function adjustableClock(): Clock & { advance: (ms: number) => Date } {
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  return {
    now,
    advance: (ms) => {
      offset += ms;
      return now();
    },
  };
}
