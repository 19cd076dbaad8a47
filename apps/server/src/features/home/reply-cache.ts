import type { Versions } from '../../platform/content-versions';
import { userReplyCache } from '../../platform/user-replies';

/**
 * The composed home/carousels reply of one user, as the bytes sent. An entry is good only for the
 * exact inputs it was made from: the school's versions (snapshot), the user's data read (the
 * viewer stamps each read, and a forget or the 10 s expiry makes a new one) and the trending list
 * (recomputed every 10 minutes), so it never outlives any of them.
 */
export type ReplyInputs = Versions & { stamp: number; trending: readonly number[] };

/**
 * Fewer entries than the viewer cache: a reply is tens of KB, the viewer data a few. 1,000 keeps
 * the students active at the same moment warm and at most about 50 MB for the largest schools.
 */
export const homeReplies = userReplyCache<ReplyInputs>(
  {
    name: 'home-replies',
    what: 'home carousels reply',
    where: 'features/home/reply-cache.ts',
    checkedAgainst: 'versions, viewer stamp, trending list',
    max: 1_000,
  },
  (a, b) => a.home === b.home && a.catalog === b.catalog && a.stamp === b.stamp && a.trending === b.trending,
);
