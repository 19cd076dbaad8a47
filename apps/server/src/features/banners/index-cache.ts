import type { BannersIndexReply } from '@trilha/shared/banners/schemas';
import type { Db } from '../../platform/db/client';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { deleteOldest } from '../../platform/caches';
import { cachedVersions } from '../../platform/content-versions';
import { presentBanner, presentBannerSettings } from './presenter';
import { findBannerSettings, listBanners } from './repo';

type Entry = { home: number; body: Promise<JsonBytes> };
const MAX_SCHOOLS = 1_000;
/**
 * bannersCustom/index is one of the four calls of every student home view and the same for all
 * members of a school, so its serialized reply is kept per database client and school, checked
 * against the school's home version: every banner and banner-settings write bumps it in its
 * transaction (service.ts). With the versions in memory (home/version.ts), a warm read runs no query.
 */
const cache = new WeakMap<object, Map<number, Entry>>();
const cacheKey = (db: Db): object => (db as { $client?: object }).$client ?? db;

/** The index reply as the JSON bytes sent: `['Banners', 200, { data, settings }]`. */
export async function readBannersIndex(db: Db, tenantId: number): Promise<JsonBytes> {
  const { home } = await cachedVersions(db, tenantId);
  let schools = cache.get(cacheKey(db));
  if (!schools) cache.set(cacheKey(db), (schools = new Map<number, Entry>()));
  const hit = schools.get(tenantId);
  if (hit?.home === home) return hit.body;
  // Read after the version: a write landing in between bumps it again and the next read rebuilds.
  const entry: Entry = { home, body: buildIndex(db, tenantId) };
  schools.delete(tenantId);
  if (schools.size >= MAX_SCHOOLS) deleteOldest(schools);
  schools.set(tenantId, entry);
  entry.body.catch(() => {
    if (schools.get(tenantId) === entry) schools.delete(tenantId);
  });
  return entry.body;
}

async function buildIndex(db: Db, tenantId: number): Promise<JsonBytes> {
  const [rows, settings] = await Promise.all([listBanners(db, { tenantId }), findBannerSettings(db, { tenantId })]);
  const reply: BannersIndexReply = ['Banners', 200, { data: rows.map(presentBanner), settings: presentBannerSettings(settings) }];
  return jsonBytes(JSON.stringify(reply));
}
