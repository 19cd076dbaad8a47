import { MARQUEE_SPEED_DEFAULT, type Marquee, type MarqueeFormInput } from '@trilha/shared/lesson-page/schemas';

/** A new marquee starts from the schema's defaults (spec 001 §9: speed 40). */
export function toFormValues(marquee: Marquee | null): MarqueeFormInput {
  if (!marquee) {
    return {
      text: '',
      product_id: '',
      timer: MARQUEE_SPEED_DEFAULT,
      url: '',
      type: 'horizontal',
      font: 'Poppins',
      font_weight: 400,
      border_radius: 8,
      background_color: '#6C5CE7',
      text_color: '#FFFFFF',
    };
  }
  const { text, product_id, timer, url, type, font, font_weight, border_radius, background_color, text_color } = marquee;
  return {
    text,
    product_id: String(product_id),
    timer,
    url: url ?? '',
    type,
    font,
    font_weight,
    border_radius,
    background_color,
    text_color,
  };
}

/** A select's value from a field that holds a number or its text ('' when none is chosen). */
export const optionValue = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && value !== '') ? String(value) : null;
