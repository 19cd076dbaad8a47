import { Stack, Switch, Title } from '@mantine/core';
import type { CommunityListItem } from '@trilha/shared/communities/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/toast';
import { useShowCommunitiesPage, useToggleAllCommunities } from '../api/school-switches';
import { communityText, failureText } from './community-messages';

type Props = { tenantId: number; communities: CommunityListItem[]; pageShown: boolean };

/**
 * Spec 000 §2 "general settings": 'Comunidades' turns every community on or off at once (on while
 * all are on), 'Página de comunidades' sets show_communities_page. Each switch shows where it is
 * going while its call runs and falls back to the saved state when the call fails.
 */
export function CommunitySwitches({ tenantId, communities, pageShown }: Props) {
  const { t } = useTranslation();
  const toggleAll = useToggleAllCommunities(tenantId);
  const showPage = useShowCommunitiesPage(tenantId);
  const [allTarget, setAllTarget] = useState<boolean | null>(null);
  const [pageTarget, setPageTarget] = useState<boolean | null>(null);
  const allOn = communities.length > 0 && communities.every((c) => c.active);

  const switchAll = (on: boolean) => {
    setAllTarget(on);
    toggleAll.mutate(on, {
      onSuccess: () => showSuccess(communityText(on ? 'allActivated' : 'allDeactivated')),
      onError: (error) => showError(null, failureText(error, 'statusFailed')),
      onSettled: () => setAllTarget(null),
    });
  };
  const switchPage = (on: boolean) => {
    setPageTarget(on);
    showPage.mutate(on, {
      onSuccess: () => showSuccess(communityText(on ? 'pageShown' : 'pageHidden')),
      onError: (error) => showError(null, failureText(error, 'statusFailed')),
      onSettled: () => setPageTarget(null),
    });
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="community-general">
      <Title order={3} fz="sm" id="community-general">
        {t('communities.general')}
      </Title>
      <Switch
        label={t('communities.allSwitch')}
        description={t('communities.allHint')}
        checked={allTarget ?? allOn}
        disabled={communities.length === 0 || toggleAll.isPending}
        onChange={(e) => switchAll(e.currentTarget.checked)}
      />
      <Switch
        label={t('communities.pageSwitch')}
        description={t('communities.pageHint')}
        checked={pageTarget ?? pageShown}
        disabled={showPage.isPending}
        onChange={(e) => switchPage(e.currentTarget.checked)}
      />
    </Stack>
  );
}
