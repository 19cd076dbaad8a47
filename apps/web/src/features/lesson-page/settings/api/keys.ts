/** The Página de aula section's query keys, one owner each (mutations invalidate through these). */
export const lessonPageKeys = {
  templateSettings: (tenantId: number) => ['lesson-page', tenantId, 'template-settings'] as const,
  marquees: (tenantId: number) => ['lesson-page', tenantId, 'marquees'] as const,
  lives: (tenantId: number) => ['lesson-page', tenantId, 'lives'] as const,
};
