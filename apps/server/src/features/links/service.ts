import { MAX_CUSTOM_LINKS, type LinksReply } from '@trilha/shared/links/schemas';
import type { Db } from '../../platform/db/client';
import { bumpHomeVersion } from '../../platform/content-versions';
import { HttpError, notFound } from '../../platform/errors';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import type { RequestScope } from '../../platform/request-scope';
import { schoolReplyCache } from '../../platform/school-replies';
import { linkText } from './messages';
import { presentLink } from './presenter';
import { countLinks, deleteLink, insertLink, listLinks, lockTenant, setLinkOrder, updateLink as updateLinkRow, type LinkRow } from './repo';

/**
 * links/index, asked on every page view of every member: kept per school as the bytes sent under
 * the school's home version, which each write below bumps in its transaction (platform/school-replies.ts).
 */
export const readLinksIndex = schoolReplyCache(
  { name: 'header-links', what: "the header's links reply", where: 'features/links/service.ts' },
  async (db: Db, tenantId: number): Promise<JsonBytes> => {
    const rows = await listLinks(db, { tenantId });
    return jsonBytes(JSON.stringify({ data: rows.map(presentLink) } satisfies LinksReply));
  },
);

/** Spec 002 §5: at most three links; the school row lock keeps two parallel creates from making a fourth. */
export async function createLink(
  { db, tenantId, lang }: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>,
  props: { title: string; url: string },
): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId });
    if ((await countLinks(tx, { tenantId })) >= MAX_CUSTOM_LINKS) {
      throw new HttpError(409, null, linkText(lang, 'limit'));
    }
    const row = await insertLink(tx, { tenantId, ...props });
    await bumpHomeVersion(tx, tenantId);
    return row;
  });
}

export async function updateLink(
  { db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>,
  props: { id: number; title: string; url: string },
): Promise<LinkRow> {
  return db.transaction(async (tx) => {
    const row = await updateLinkRow(tx, { tenantId, ...props });
    if (!row) throw notFound();
    await bumpHomeVersion(tx, tenantId);
    return row;
  });
}

/** Deletes one link and closes the gap, so the order stays 1..n. */
export async function removeLink({ db, tenantId }: Pick<RequestScope, 'db' | 'tenantId'>, props: { id: number }): Promise<LinkRow[]> {
  return db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId });
    if (!(await deleteLink(tx, { tenantId, id: props.id }))) throw notFound();
    const rest = await listLinks(tx, { tenantId });
    for (const [index, link] of rest.entries()) {
      if (link.order !== index + 1) await setLinkOrder(tx, { tenantId, id: link.id, order: index + 1 });
    }
    await bumpHomeVersion(tx, tenantId);
    return rest.map((link, index) => ({ ...link, order: index + 1 }));
  });
}

/** newOrdenation must name every link of the school exactly once; positions become orders 1..n. */
export async function orderLinks(
  { db, tenantId, lang }: Pick<RequestScope, 'db' | 'tenantId' | 'lang'>,
  props: { ids: number[] },
): Promise<LinkRow[]> {
  return db.transaction(async (tx) => {
    await lockTenant(tx, { tenantId });
    const current = await listLinks(tx, { tenantId });
    const known = new Set(current.map((l) => l.id));
    const sameSet =
      props.ids.length === known.size && new Set(props.ids).size === props.ids.length && props.ids.every((id) => known.has(id));
    if (!sameSet) throw new HttpError(400, null, linkText(lang, 'orderMismatch'));
    for (const [index, id] of props.ids.entries()) await setLinkOrder(tx, { tenantId, id, order: index + 1 });
    await bumpHomeVersion(tx, tenantId);
    const byId = new Map(current.map((l) => [l.id, l]));
    return props.ids.map((id, index) => {
      const link = byId.get(id);
      if (!link) throw new Error(`link ${id} left the checked set while being ordered`);
      return { ...link, order: index + 1 };
    });
  });
}
