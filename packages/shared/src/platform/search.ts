/** Spec 000 §9 "Search debounce": a search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 500;
