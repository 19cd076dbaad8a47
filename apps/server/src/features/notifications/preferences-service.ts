import type { Preferences } from '@trilha/shared/notifications/schemas';
import type { SessionUser } from '../../platform/auth/session';
import type { Db } from '../../platform/db/client';
import { subscribedCommunities as enterable } from '../communities/public';
import { findPreferences, savePreferences } from './preferences-repo';
import type { Owner } from './repo';

type Scope = { db: Db; user: SessionUser };
const ownerOf = (user: SessionUser): Owner => ({ tenantId: user.tenantId, userId: user.id });

/**
 * The modal's preferences (docs/notifications.md "Preferences"): the eight switches (all on without a
 * saved row) and, as `communities`, the ids of the communities the user may enter and has not muted.
 */
export async function readPreferences({ db, user }: Scope): Promise<Preferences> {
  const [{ switches, muted }, communities] = await Promise.all([findPreferences(db, ownerOf(user)), enterable(db, user)]);
  const mutedIds = new Set(muted);
  return { ...switches, communities: communities.map((c) => c.id).filter((id) => !mutedIds.has(id)) };
}

/**
 * Saves the switches, and mutes exactly the communities the user may enter that the list leaves out
 * (an id they cannot enter is ignored). Answers what was saved, as the read would.
 */
export async function preferencesSaver({ db, user }: Scope, body: Preferences): Promise<Preferences> {
  const communities = (await enterable(db, user)).map((c) => c.id);
  const wanted = new Set(body.communities);
  const muted = communities.filter((id) => !wanted.has(id));
  const switches = { like: body.like, comment: body.comment, reply: body.reply, post: body.post };
  await savePreferences(db, ownerOf(user), { switches, muted });
  return { ...switches, communities: communities.filter((id) => wanted.has(id)) };
}
