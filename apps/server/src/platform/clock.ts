/**
 * The app's time for rules that hinge on an instant a client races against (a quiz's deadline):
 * services read `ctx.clock.now()` so tests set the time instead of waiting for it.
 */
export type Clock = { now: () => Date };

export const systemClock = (): Clock => ({ now: () => new Date() });
