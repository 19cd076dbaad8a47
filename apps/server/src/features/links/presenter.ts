import type { CustomLink } from '@trilha/shared/links/schemas';
import type { LinkRow } from './repo';

export const presentLink = (row: LinkRow): CustomLink => ({ id: row.id, title: row.title, url: row.url, order: row.order });
