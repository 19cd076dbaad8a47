import { keyOfText } from '@trilha/shared/platform/translations';
import { REPORT_TRANSLATIONS } from '@trilha/shared/reports/schemas';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api/client';

/**
 * Why a report did not load: the server's refusal (a course or quiz not found, a sort or page it
 * does not take) in the reader's language when the reports' table knows it, else the report's own words.
 */
export function reportFailure(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    const key = keyOfText(REPORT_TRANSLATIONS, error.message);
    if (key) return t(`reports.messages.${key}`);
  }
  return t('reports.common.loadFailed');
}
