import { lessonPagePaths } from '@trilha/shared/lesson-page/paths';
import type { TemplateSettings } from '@trilha/shared/lesson-page/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api/client';
import { lessonPageKeys } from './keys';

/** Spec 001 §7 "Lesson settings": the comments switch (1/0) and the lesson template. */
const getTemplateSettings = (tenantId: number) => api<TemplateSettings>(lessonPagePaths.templateSettings({ tenant: tenantId }));

const templateSettingsQuery = (tenantId: number) =>
  queryOptions({
    queryKey: lessonPageKeys.templateSettings(tenantId),
    queryFn: () => getTemplateSettings(tenantId),
    // Spec 001 §8: a failure toasts 'Erro ao carregar o status' (the section does), not the server's text.
    meta: { silent: true },
  });

export const useTemplateSettings = (tenantId: number) => useQuery(templateSettingsQuery(tenantId));
