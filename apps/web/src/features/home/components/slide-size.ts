import type { CardType } from '@trilha/shared/carousels/schemas';
import type { CSSProperties } from 'react';

type Sizes = { base: string; xs: string; sm: string; md: string; lg: string };

const fraction = (count: number) => `${(100 / count).toFixed(4)}%`;

/** "0 lets the system decide" (spec 002 §5): how much of the row one card takes, per breakpoint and card type. */
const AUTOMATIC: Record<CardType, Sizes> = {
  horizontal: { base: '80%', xs: '50%', sm: '40%', md: fraction(4), lg: fraction(5) },
  vertical: { base: '45%', xs: fraction(3), sm: fraction(4), md: fraction(5), lg: fraction(6) },
  square: { base: '45%', xs: fraction(3), sm: fraction(4), md: fraction(5), lg: fraction(6) },
  circle: { base: fraction(3), xs: fraction(4), sm: fraction(5), md: fraction(7), lg: fraction(8) },
  biggerImage: { base: '88%', xs: '70%', sm: '60%', md: '45%', lg: fraction(3) },
  fullImage: { base: '88%', xs: '70%', sm: '60%', md: '45%', lg: fraction(3) },
};

/**
 * The responsive slide size from the carousel's cards per group: `cards_per_group_mobile`
 * below 768 px (base and xs), `cards_per_group` from 768 px up; 0 keeps the automatic size.
 */
function slideSize(cardType: CardType, perGroup: number, perGroupMobile: number): Sizes {
  const auto = AUTOMATIC[cardType];
  const mobile = perGroupMobile > 0 ? fraction(perGroupMobile) : null;
  const wide = perGroup > 0 ? fraction(perGroup) : null;
  return { base: mobile ?? auto.base, xs: mobile ?? auto.xs, sm: wide ?? auto.sm, md: wide ?? auto.md, lg: wide ?? auto.lg };
}

/** The sizes as the CSS variables CarouselRow.module.css reads per breakpoint. */
export function slideSizeVariables(cardType: CardType, perGroup: number, perGroupMobile: number): CSSProperties {
  const sizes = slideSize(cardType, perGroup, perGroupMobile);
  return {
    '--slide-base': sizes.base,
    '--slide-xs': sizes.xs,
    '--slide-sm': sizes.sm,
    '--slide-md': sizes.md,
    '--slide-lg': sizes.lg,
  } as CSSProperties;
}
