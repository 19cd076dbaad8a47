/**
 * The accounts' domain event (docs/gamification.md "The engine": login scores once a UTC day):
 * written in the transaction that opens the session of a password sign-in.
 */
export type SignedInEvent = { userId: number };

declare module '../../platform/events' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation: only an interface merges into the declaration it extends
  interface DomainEventPayloads {
    'accounts.signed_in': SignedInEvent;
  }
}
