import type { Preferences } from '@trilha/shared/notifications/schemas';
import { subscribedCommunities as enterable } from '../communities/public';
import { findPreferences, savePreferences as savePreferenceRows } from './preferences-repo';
import { ownerOf, type Scope } from './service';

/**
 * The modal's preferences (docs/notifications.md "Preferences"): the eight switches (all on without a
 * saved row) and, as `communities`, the ids of the communities the user may enter and has not muted.
 */
export async function readPreferences(scope: Scope): Promise<Preferences> {
  const { db, actor } = scope;
  const [{ switches, muted }, communities] = await Promise.all([findPreferences(db, ownerOf(scope)), enterable(db, actor)]);
  const mutedIds = new Set(muted);
  return { ...switches, communities: communities.map((c) => c.id).filter((id) => !mutedIds.has(id)) };
}

/**
 * Saves the switches, and mutes exactly the communities the user may enter that the list leaves out
 * (an id they cannot enter is ignored). Answers what was saved, as the read would.
 */
export async function savePreferences(scope: Scope, body: Preferences): Promise<Preferences> {
  const { db, actor } = scope;
  const communities = (await enterable(db, actor)).map((c) => c.id);
  const wanted = new Set(body.communities);
  const muted = communities.filter((id) => !wanted.has(id));
  const switches = { like: body.like, comment: body.comment, reply: body.reply, post: body.post };
  await savePreferenceRows(db, ownerOf(scope), { switches, muted });
  return { ...switches, communities: communities.filter((id) => wanted.has(id)) };
}
