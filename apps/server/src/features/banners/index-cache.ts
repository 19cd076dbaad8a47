import type { BannersIndexReply } from '@trilha/shared/banners/schemas';
import type { Db } from '../../platform/db/client';
import { jsonBytes, type JsonBytes } from '../../platform/json-bytes';
import { schoolReplyCache } from '../../platform/school-replies';
import { presentBanner, presentBannerSettings } from './presenter';
import { findBannerSettings, listBanners } from './repo';

/**
 * bannersCustom/index (`['Banners', 200, { data, settings }]`) is one of the calls of every student
 * home view and the same for all members of a school: kept per school under its home version, which
 * every banner and banner-settings write bumps in its transaction (service.ts).
 */
export const readBannersIndex = schoolReplyCache(
  { name: 'banners-index', what: 'the banners index reply', where: 'features/banners/index-cache.ts' },
  async (db: Db, tenantId: number): Promise<JsonBytes> => {
    const [rows, settings] = await Promise.all([listBanners(db, { tenantId }), findBannerSettings(db, { tenantId })]);
    const reply: BannersIndexReply = ['Banners', 200, { data: rows.map(presentBanner), settings: presentBannerSettings(settings) }];
    return jsonBytes(JSON.stringify(reply));
  },
);
