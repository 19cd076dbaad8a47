import { MAX_COMMUNITIES } from '@trilha/shared/communities/schemas';
import type { Db } from '../../platform/db/client';
import { notFound } from '../../platform/errors';
import type { ActorScope } from '../../platform/request-scope';
import { releaseStoredFile, storeUpload } from '../../platform/uploads';
import type { ConfigForm, PreparedCover } from './config-form';
import {
  countCommunities,
  findCommunity,
  insertCommunity,
  listCommunityProducts,
  lockSchool,
  replaceCommunityProducts,
  updateCommunity,
  type CommunityRow,
  type CommunityWrite,
} from './repo';
import { checkProducts, refuse, type Scope } from './service';

/** The config form writes files too: the store, and the editor who uploads them (the actor). */
type ConfigScope = Scope & Pick<ActorScope, 'storage' | 'actor'>;

const configColumns = (f: ConfigForm['fields']): CommunityWrite & { title: string } => ({
  title: f.title,
  description: f.description,
  backgroundColor: f.background_color.toUpperCase(),
  isPrivate: f.is_private,
  hideChannelsGroups: f.hide_channels_groups,
  showRanking: f.has_ranking,
  showContinueWatching: f.has_continue_watching,
  upsellText: f.upsell_text,
  upsellLink: f.upsell_link,
  active: f.isActive,
});

/**
 * Runs a config write in one transaction with its cover stored inside it: the files row rolls back
 * with it, and bytes written for a failed write are deleted, so no orphan is left.
 */
async function withCover<T>(scope: ConfigScope, cover: PreparedCover | null, work: (tx: Db, url: string | null) => Promise<T>) {
  // Filled inside the transaction's callback; read after it failed.
  const written: string[] = [];
  try {
    return await scope.db.transaction(async (tx) => {
      if (!cover) return work(tx, null);
      const stored = await storeUpload(
        { db: tx, storage: scope.storage },
        { tenantId: scope.tenantId, userId: scope.actor.id, area: 'communities', ...cover },
      );
      written.push(stored.key);
      return work(tx, stored.url);
    });
  } catch (error) {
    for (const key of written) {
      await scope.storage.delete(key).catch(() => {
        // Best effort: the error that brought us here is the one to report.
      });
    }
    throw error;
  }
}

/** POST config/{tenant}: a community of the config form, its products and cover (spec 000 §3, §5). */
export async function createConfigCommunity(scope: ConfigScope, form: ConfigForm): Promise<CommunityRow> {
  const { tenantId } = scope;
  return withCover(scope, form.cover, async (tx, coverUrl) => {
    await lockSchool(tx, { tenantId });
    if ((await countCommunities(tx, { tenantId })) >= MAX_COMMUNITIES) refuse(scope, 409, 'limit');
    await checkProducts(scope, tx, form.fields.product_ids);
    const row = await insertCommunity(tx, { tenantId, values: { ...configColumns(form.fields), coverPath: coverUrl } });
    await replaceCommunityProducts(tx, { tenantId, id: row.id, productIds: form.fields.product_ids });
    return row;
  });
}

/** POST config/{tenant}/{id}: the same fields; an absent cover keeps the stored one, remove_cover=1 clears it. */
export async function updateConfigCommunity(scope: ConfigScope, props: { id: number; form: ConfigForm }): Promise<CommunityRow> {
  const { tenantId } = scope;
  const { fields, cover } = props.form;
  return withCover(scope, cover, async (tx, coverUrl) => {
    const before = await findCommunity(tx, { tenantId, id: props.id });
    if (!before) throw notFound();
    await checkProducts(scope, tx, fields.product_ids);
    const coverPath = coverUrl ?? (fields.remove_cover ? null : before.coverPath);
    // isActive has its own call (toggle-active): a form that leaves it out does not switch the community back on.
    const active = props.form.sent.has('isActive') ? fields.isActive : before.active;
    const row = await updateCommunity(tx, { tenantId, id: props.id, values: { ...configColumns(fields), active, coverPath } });
    if (!row) throw notFound();
    await replaceCommunityProducts(tx, { tenantId, id: row.id, productIds: fields.product_ids });
    // The replaced or removed cover's bytes go once this commits.
    if (before.coverPath && before.coverPath !== coverPath) await releaseStoredFile(tx, { tenantId, url: before.coverPath });
    return row;
  });
}

/** get config: the row and its product ids. */
export async function readConfigCommunity(scope: Scope, id: number) {
  const row = await findCommunity(scope.db, { tenantId: scope.tenantId, id });
  if (!row) throw notFound();
  const products = await listCommunityProducts(scope.db, { tenantId: scope.tenantId, id });
  return { row, productIds: products.map((p) => p.id) };
}
