import { SYSTEM_CAROUSELS } from '@trilha/shared/carousels/schemas';
import { HttpError } from '../../platform/errors';
import { bumpHomeVersion } from '../../platform/content-versions';
import type { RequestScope } from '../../platform/request-scope';
import { findCarouselByType, findContentConfig, setSalesUrl, setShowBlockedContent, updateCarousel } from './repo';
import { ensureSystemCarousels } from './system';

const noSchool = () => new HttpError(404, 'tenantNotFound');

/**
 * Spec 002 §7 get-content-config: whether the home shows content the student cannot open (locked)
 * or hides it, and the sales link a locked card offers (docs/catalog.md "Locked content").
 */
export async function readContentConfig({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>) {
  const config = await findContentConfig(db, { tenantId });
  if (!config) throw noSchool();
  return config;
}

/** The school's sales link ('' clears it). Locked cards read it when opened: no cached page changes. */
export async function saveSalesUrl(
  { db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>,
  props: { salesUrl: string },
): Promise<string | null> {
  const value = props.salesUrl === '' ? null : props.salesUrl;
  if (!(await setSalesUrl(db, { tenantId, value }))) throw noSchool();
  return value;
}

/** Spec 002 §7 show-all-content. */
export async function setBlockedContentShown(
  { db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>,
  props: { show: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const value = await setShowBlockedContent(tx, { tenantId, value: props.show });
    if (value === null) throw noSchool();
    await bumpHomeVersion(tx, tenantId);
    return value;
  });
}

/** Spec 002 §7 getMyListStats: the "Minha lista" system carousel's published flag. */
export async function readMyListPublished({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>): Promise<boolean> {
  await ensureSystemCarousels(db, tenantId);
  const row = await findCarouselByType(db, { tenantId, type: SYSTEM_CAROUSELS.myList });
  if (!row) throw noSchool();
  return row.published;
}

/** Spec 002 §7 updateMyListStats: the one system carousel whose publish state the school sets, from its Vitrine tab. */
export async function setMyListPublished(
  { db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>,
  props: { published: boolean },
): Promise<boolean> {
  await ensureSystemCarousels(db, tenantId);
  return db.transaction(async (tx) => {
    const row = await findCarouselByType(tx, { tenantId, type: SYSTEM_CAROUSELS.myList, forUpdate: true });
    if (!row) throw noSchool();
    const updated = await updateCarousel(tx, { tenantId, id: row.id, values: { published: props.published } });
    if (!updated) throw noSchool();
    await bumpHomeVersion(tx, tenantId);
    return updated.published;
  });
}
