import { useTranslation } from 'react-i18next';
import { StaffPageProblem } from '../../components/StaffPage';
import { OperatorConsole } from '../../features/schools/components/OperatorConsole';
import { usePageTitle } from '../../lib/page-title';
import { useMe } from '../../lib/session';

/**
 * /operador: the schools feature's console, for the server's operator alone (the server's
 * `operator: true` on /api/me, docs/schools.md). Anyone else signed in is told so, not shown a
 * console whose every call would be refused.
 */
export function OperatorPage() {
  const { t } = useTranslation();
  const operator = useMe().data?.operator ?? false;
  usePageTitle(t('schools.console.title'));
  if (!operator) {
    return <StaffPageProblem kind="forbidden" title={t('schools.messages.operatorOnly')} homeLabel={t('schools.console.backHome')} />;
  }
  return <OperatorConsole />;
}
