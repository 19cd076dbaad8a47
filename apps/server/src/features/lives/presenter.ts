import type { Live, WatchLive } from '@trilha/shared/lesson-page/schemas';
import type { LiveRow, LiveWithProducts } from './repo';

/** Row -> what /live plays (fields listed one by one; never who created it). */
export function presentWatchLive(row: LiveRow): WatchLive {
  return {
    id: row.id,
    title: row.title,
    stream_url: row.streamUrl,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    on_air: row.onAir,
  };
}

/** Row -> the staff list's live, with the products that see it (none: the whole school). */
export function presentLive(row: LiveWithProducts): Live {
  return { ...presentWatchLive(row), products: row.products.map((p) => ({ id: p.id, title: p.title })) };
}
