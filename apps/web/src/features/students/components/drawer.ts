/** Spec 000 §9: drawers are at most 484 px wide (the whole width on a phone); above the edit panel, a drawer at 200. */
export const DRAWER_WIDTH = 484;
export const DRAWER_Z_INDEX = 250;
/** A confirmation over a drawer of this section. */
export const MODAL_Z_INDEX = 400;
