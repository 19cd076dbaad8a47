/** The HTML personalizado section's query keys, one owner each (mutations invalidate through these). */
export const customHtmlKeys = {
  blocks: (tenantId: number) => ['custom-html', tenantId, 'blocks'] as const,
  courses: (tenantId: number) => ['custom-html', tenantId, 'options', 'courses'] as const,
  modules: (tenantId: number) => ['custom-html', tenantId, 'options', 'modules'] as const,
  lessons: (tenantId: number, moduleId: number) => ['custom-html', tenantId, 'options', 'lessons', moduleId] as const,
};
