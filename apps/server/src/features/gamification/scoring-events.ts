/**
 * Published in the transaction of a Pontuação save that changed what an action is worth (points per action,
 * or a per-day bonus): the engine's recalculation (docs/gamification.md "The engine", decision 0002) runs
 * from it after commit, never inside the request. `changed` names the fields that changed.
 */
export type PointsChangedEvent = { changed: string[] };

declare module '../../platform/events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'gamification.points.changed': PointsChangedEvent;
  }
}
