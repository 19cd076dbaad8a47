import { Divider, Stack, Switch, Tabs, Text } from '@mantine/core';
import type { ShowcaseFlag } from '@trilha/shared/carousels/schemas';
import { useTranslation } from 'react-i18next';
import { showError } from '../../../lib/toast';
import { useAppearance } from '../../../lib/appearance';
import { useContentConfig } from '../api/get-content-config';
import { useMyListStats } from '../api/get-my-list-stats';
import { useShowAllContent } from '../api/show-all-content';
import { useUpdateMyListStats } from '../api/update-my-list-stats';
import { useUpdateShowcaseFlag } from '../api/update-showcase-flag';
import { useCarouselMessages } from './carousel-messages';
import { COMPACT_TABS } from './compact-tabs';
import { SalesUrlForm } from './SalesUrlForm';

/** Spec 002 "Vitrine section": the system carousels' tabs, the "show blocked content" switch and the sales link that goes with it. */
export function ShowcaseSwitches({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const settings = useAppearance(tenantId).data;
  const flag = useUpdateShowcaseFlag(tenantId);
  const myList = useMyListStats(tenantId);
  const saveMyList = useUpdateMyListStats(tenantId);
  const blocked = useContentConfig(tenantId);
  const saveBlocked = useShowAllContent(tenantId);

  // While a switch saves it shows the value being sent; the answer then lands in the cache.
  const flagChecked = (name: ShowcaseFlag) => (flag.isPending && flag.variables.flag === name ? flag.variables.on : settings?.[name] === 1);
  const toggleFlag = (name: ShowcaseFlag, on: boolean) =>
    flag.mutate(
      { flag: name, on },
      { onError: () => showError(messages.text(name === 'show_carrousel_highlight' ? 'myListFailed' : 'flagsFailed')) },
    );

  const flagSwitch = (name: ShowcaseFlag, label: string) => (
    <Switch
      label={label}
      checked={flagChecked(name)}
      disabled={!settings || flag.isPending}
      onChange={(e) => toggleFlag(name, e.currentTarget.checked)}
    />
  );

  return (
    <Stack gap="md">
      <Tabs defaultValue="continue" variant="outline" styles={COMPACT_TABS}>
        <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
          <Tabs.Tab value="continue">{t('vitrine.tabs.continue')}</Tabs.Tab>
          <Tabs.Tab value="trending">{t('vitrine.tabs.trending')}</Tabs.Tab>
          <Tabs.Tab value="myList">{t('vitrine.tabs.myList')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="continue" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('vitrine.continueHint')}
            </Text>
            {flagSwitch('show_carrousel_continue_class', t('vitrine.continueLessons'))}
            {flagSwitch('show_carrousel_continue_module', t('vitrine.continueModules'))}
            {flagSwitch('show_carrousel_continue_course', t('vitrine.continueCourses'))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="trending" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('vitrine.trendingHint')}
            </Text>
            {flagSwitch('show_carrousel_highlight', t('vitrine.showTrending'))}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="myList" pt="md">
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {t('vitrine.myListHint')}
            </Text>
            <Switch
              label={t('vitrine.showMyList')}
              checked={saveMyList.isPending ? saveMyList.variables : myList.data === true}
              disabled={myList.data === undefined || saveMyList.isPending}
              onChange={(e) => saveMyList.mutate(e.currentTarget.checked, { onError: () => showError(messages.text('myListFailed')) })}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Divider />
      <Switch
        label={t('vitrine.showBlocked')}
        description={t('vitrine.showBlockedHint')}
        checked={saveBlocked.isPending ? saveBlocked.variables : blocked.data?.show_blocked_content === 1}
        disabled={blocked.data === undefined || saveBlocked.isPending}
        onChange={(e) => saveBlocked.mutate(e.currentTarget.checked, { onError: () => showError(messages.text('blockedFailed')) })}
      />
      <SalesUrlForm tenantId={tenantId} saved={blocked.data?.sales_url} />
    </Stack>
  );
}
