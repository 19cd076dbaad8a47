/** The HTML personalizado section's query keys, one owner each (mutations invalidate through these). */
export const customHtmlKeys = {
  blocks: (tenantId: number) => ['custom-html', tenantId, 'blocks'] as const,
};
