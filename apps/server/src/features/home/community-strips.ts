import type { CommunityStrips } from '@trilha/shared/communities/feed-schemas';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { readViewer } from '../catalog/public';
import { CardView } from './cards';
import { loadSnapshot } from './snapshot';

/**
 * A community's strips as home cards, from the viewer and the school's snapshot the home keeps (a
 * warm read runs no query): the user's unfinished lessons of `courseIds` (every course when null)
 * and those courses, each strip only when asked for. Locked courses follow the school's "show
 * blocked content" setting, as on the home.
 */
export async function learningStrips(
  db: Db,
  user: SessionUser,
  courseIds: ReadonlySet<number> | null,
  want: { continueWatching: boolean; courses: boolean },
): Promise<CommunityStrips> {
  if (!want.continueWatching && !want.courses) return { continue_watching: [], courses: [] };
  const viewer = await readViewer(db, user);
  const snapshot = await loadSnapshot(db, user.tenantId, viewer.versions);
  const view = new CardView(snapshot, viewer, !snapshot.showBlocked);
  return {
    continue_watching: want.continueWatching ? view.continueLessons(courseIds) : [],
    courses: want.courses ? view.courseCards(courseIds) : [],
  };
}
