import type { Marquee } from '@trilha/shared/lesson-page/schemas';
import type { MarqueeRow } from './repo';

/** Row -> the wire's marquee (spec 001 §3 "Marquee" and its look), fields listed one by one. */
export function presentMarquee(row: MarqueeRow): Marquee {
  return {
    id: row.id,
    tenant_id: row.tenantId,
    text: row.text,
    product_id: row.productId,
    product_title: row.productTitle,
    timer: row.timer,
    url: row.url,
    type: 'horizontal',
    font: row.font as Marquee['font'],
    font_weight: row.fontWeight,
    border_radius: row.borderRadius,
    background_color: row.backgroundColor,
    text_color: row.textColor,
  };
}
