/** Tight tab padding keeps three tabs on one line in a 390 px panel or modal. */
export const COMPACT_TABS = { tab: { paddingInline: 'var(--mantine-spacing-xs)', fontSize: 'var(--mantine-font-size-sm)' } };
