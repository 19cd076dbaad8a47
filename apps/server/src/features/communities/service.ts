import { MAX_COMMUNITIES, type LegacyCreate, type LegacyEdit } from '@trilha/shared/communities/schemas';
import type { CommunityTranslationKey } from '@trilha/shared/communities/messages';
import type { Db } from '../../platform/db/client';
import { HttpError, notFound } from '../../platform/errors';
import type { RequestScope } from '../../platform/request-scope';
import { releaseStoredFile } from '../../platform/uploads';
import { publishRemoved } from './feed-events';
import { communityText } from './messages';
import {
  addCommunityProducts,
  clearOtherPrincipal,
  countCommunities,
  deleteCommunity,
  findActiveProductIds,
  findCommunity,
  insertCommunity,
  listCommunities,
  listCommunityProducts,
  lockSchool,
  removeCommunityProducts,
  replaceCommunityProducts,
  setAllActive,
  setCommunitiesPage,
  setCommunityOrder,
  updateCommunity,
  type CommunityRow,
  type CommunityWrite,
} from './repo';

/** Which school and language: every call below runs inside `tenantId` (the route checked the editor). */
export type Scope = Pick<RequestScope, 'db' | 'tenantId' | 'lang'>;

export const refuse = (scope: Scope, status: 400 | 409, key: CommunityTranslationKey): never => {
  throw new HttpError(status, null, communityText(scope.lang, key));
};

type ContentFlags = Pick<LegacyCreate, 'publications' | 'comments' | 'likes' | 'text' | 'allow_files' | 'videos' | 'images' | 'carousels'>;
const contentColumns = (v: ContentFlags): CommunityWrite => ({
  publications: v.publications,
  comments: v.comments,
  likes: v.likes,
  text: v.text,
  allowFiles: v.allow_files,
  videos: v.videos,
  images: v.images,
  carousels: v.carousels,
});

type LegacyFields = Omit<LegacyEdit, 'id' | 'tenant_id' | 'permissions_array'>;
const legacyColumns = (v: LegacyFields): CommunityWrite & { title: string } => ({
  title: v.title,
  description: v.description,
  principal: v.principal,
  showRanking: v.show_ranking,
  showContinueWatching: v.show_continue_watching,
  backgroundImage: v.background_color,
  primaryTextColor: v.primary_text_color,
  secondaryTextColor: v.secondary_text_color,
  shadowColor: v.shadow_color,
  fontFamily: v.font_family,
  buttonSalesText: v.button_sales_text,
  salesUrl: v.sales_url,
  links: v.links,
});

/** Every id must be an active product of the school: inactive products are never offered (spec 000 §3). */
export async function checkProducts(scope: Scope, db: Db, ids: number[]) {
  const active = await findActiveProductIds(db, { tenantId: scope.tenantId, ids });
  if (ids.some((id) => !active.has(id))) refuse(scope, 400, 'inactiveProduct');
}

export const readCommunityList = (scope: Scope) => listCommunities(scope.db, { tenantId: scope.tenantId });

/** Legacy create (spec 000 §3 and §5): the record, the eight content toggles and its products, in one transaction. */
export async function createLegacyCommunity(scope: Scope, input: LegacyCreate): Promise<CommunityRow> {
  const { tenantId } = scope;
  return scope.db.transaction(async (tx) => {
    await lockSchool(tx, { tenantId });
    if ((await countCommunities(tx, { tenantId })) >= MAX_COMMUNITIES) refuse(scope, 409, 'limit');
    await checkProducts(scope, tx, input.permissions_array);
    // One principal per school (a unique index): a new principal takes the flag from the last one.
    if (input.principal) await clearOtherPrincipal(tx, { tenantId, id: null });
    const row = await insertCommunity(tx, { tenantId, values: { ...legacyColumns(input), ...contentColumns(input) } });
    await addCommunityProducts(tx, { tenantId, id: row.id, productIds: input.permissions_array });
    return row;
  });
}

/** edit-community: the record; when the body names products, they become exactly those. */
export async function updateLegacyCommunity(scope: Scope, input: LegacyEdit): Promise<CommunityRow> {
  const { tenantId } = scope;
  return scope.db.transaction(async (tx) => {
    if (input.principal) await clearOtherPrincipal(tx, { tenantId, id: input.id });
    const row = await updateCommunity(tx, { tenantId, id: input.id, values: legacyColumns(input) });
    if (!row) throw notFound();
    if (input.permissions_array) {
      if (input.permissions_array.length === 0) refuse(scope, 400, 'selectProduct');
      await checkProducts(scope, tx, input.permissions_array);
      await replaceCommunityProducts(tx, { tenantId, id: row.id, productIds: input.permissions_array });
    }
    return row;
  });
}

export async function updateContentMedia(scope: Scope, input: ContentFlags & { id: number }): Promise<CommunityRow> {
  const row = await updateCommunity(scope.db, { tenantId: scope.tenantId, id: input.id, values: contentColumns(input) });
  if (!row) throw notFound();
  return row;
}

export async function setCommunityStatus(scope: Scope, props: { id: number; active: boolean }): Promise<CommunityRow> {
  const row = await updateCommunity(scope.db, { tenantId: scope.tenantId, id: props.id, values: { active: props.active } });
  if (!row) throw notFound();
  return row;
}

/** add-plans: the products join the community's access (those already there stay as they are). */
export async function addPlans(scope: Scope, props: { id: number; productIds: number[] }) {
  const { tenantId } = scope;
  await scope.db.transaction(async (tx) => {
    if (!(await findCommunity(tx, { tenantId, id: props.id }))) throw notFound();
    await checkProducts(scope, tx, props.productIds);
    await addCommunityProducts(tx, { tenantId, id: props.id, productIds: props.productIds });
  });
}

/** remove-plans: a legacy community keeps at least one product (spec 000 §5), so the last one stays. */
export async function removePlans(scope: Scope, props: { id: number; productIds: number[] }) {
  const { tenantId } = scope;
  await scope.db.transaction(async (tx) => {
    await lockSchool(tx, { tenantId });
    if (!(await findCommunity(tx, { tenantId, id: props.id }))) throw notFound();
    const current = await listCommunityProducts(tx, { tenantId, id: props.id });
    const removing = new Set(props.productIds);
    if (current.length > 0 && current.every((p) => removing.has(p.id))) refuse(scope, 400, 'selectProduct');
    await removeCommunityProducts(tx, { tenantId, id: props.id, productIds: props.productIds });
  });
}

/**
 * Deletes the community with its access rows and everything in it; its cover's bytes go once that
 * commits. Every post, comment, reply and like it held is published as removed, so the points they
 * earned anyone are taken back (docs/gamification.md "Taking points back").
 */
export async function removeCommunity(scope: Scope & Pick<RequestScope, 'events'>, props: { id: number }) {
  const { tenantId } = scope;
  await scope.db.transaction(async (tx) => {
    const row = await deleteCommunity(tx, { tenantId, id: props.id });
    if (!row) throw notFound();
    if (row.coverPath) await releaseStoredFile(tx, { tenantId, url: row.coverPath });
    // The posts' pictures, videos and documents go with them: their bytes by a job after commit.
    for (const key of row.mediaKeys) await releaseStoredFile(tx, { tenantId, url: key });
    await publishRemoved({ events: scope.events, tx, tenantId, communityId: props.id }, row.removed);
  });
}

/** reorder: the body lists every community of the school once; the given orders sort them and become 1..n. */
export async function orderCommunities(scope: Scope, props: { communities: { id: number; order: number }[] }) {
  const { tenantId } = scope;
  return scope.db.transaction(async (tx) => {
    await lockSchool(tx, { tenantId });
    const current = await listCommunities(tx, { tenantId });
    const known = new Set(current.map((c) => c.id));
    const ids = props.communities.map((c) => c.id);
    const sameSet = ids.length === known.size && new Set(ids).size === ids.length && ids.every((id) => known.has(id));
    if (!sameSet) refuse(scope, 400, 'orderMismatch');
    const sorted = [...props.communities].sort((a, b) => a.order - b.order || ids.indexOf(a.id) - ids.indexOf(b.id));
    for (const [index, { id }] of sorted.entries()) await setCommunityOrder(tx, { tenantId, id, order: index + 1 });
    return listCommunities(tx, { tenantId });
  });
}

export const toggleAllCommunities = (scope: Scope, active: boolean) => setAllActive(scope.db, { tenantId: scope.tenantId, active });

export async function toggleCommunitiesPage(scope: Scope, shown: boolean) {
  if (!(await setCommunitiesPage(scope.db, { tenantId: scope.tenantId, shown }))) throw new HttpError(404, 'tenantNotFound');
}

/** get-details: the legacy record with its plans and content flags. */
export async function readCommunityDetails(scope: Scope, id: number) {
  const row = await findCommunity(scope.db, { tenantId: scope.tenantId, id });
  if (!row) throw notFound();
  return { row, plans: await listCommunityProducts(scope.db, { tenantId: scope.tenantId, id }) };
}
