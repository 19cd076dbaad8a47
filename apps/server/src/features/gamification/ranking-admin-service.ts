import type { RankingSwitchReply } from '@trilha/shared/gamification/admin-schemas';
import type { RequestScope } from '../../platform/request-scope';
import { firstCommunity } from '../communities/public';
import { findSettings, NO_SETTINGS, upsertShowRanking } from './scoring-repo';

/**
 * GET community/get-first/{tenant}: the school's ranking switch (spec 001 "reads show_ranking") and
 * its first community; spec 001 §6: with none, the drawer disables the switch.
 */
export async function readRankingSwitch({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>): Promise<RankingSwitchReply> {
  const [settings = NO_SETTINGS, community] = await Promise.all([findSettings(db, { tenantId }), firstCommunity(db, tenantId)]);
  return { show_ranking: settings.showRanking, has_community: community !== undefined, community: community ?? null };
}

/** PUT ranking/toggle-status/{0|1}/{tenant}: the school's switch; a community's own switch must be on too for its strip. */
export async function toggleRanking({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { show: boolean }): Promise<void> {
  await upsertShowRanking(db, { tenantId, show: props.show });
}
