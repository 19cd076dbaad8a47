import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../../../components/SectionLoader';
import { useTenant } from '../../../../lib/tenant';
import { GeneralSettings } from './GeneralSettings';
import { LivesPanel } from './LivesPanel';
import { MarqueePanel } from './MarqueePanel';

/** Spec 002 §1 "Página de aula" = spec 001 "Ajustes gerais" and "Letreiro", and the staff's lives (docs/lives.md). */
export function LessonPageSection() {
  const { t } = useTranslation();
  const tenantId = useTenant().data?.id;
  const [tab, setTab] = useState<string | null>('general');
  if (tenantId === undefined) {
    return <SectionLoading />;
  }
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="general">{t('lessonPage.tabs.general')}</Tabs.Tab>
        <Tabs.Tab value="marquee">{t('lessonPage.tabs.marquee')}</Tabs.Tab>
        <Tabs.Tab value="lives">{t('lessonPage.tabs.lives')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="general">
        <GeneralSettings tenantId={tenantId} />
      </Tabs.Panel>
      <Tabs.Panel value="marquee">
        <MarqueePanel tenantId={tenantId} />
      </Tabs.Panel>
      <Tabs.Panel value="lives">
        <LivesPanel tenantId={tenantId} />
      </Tabs.Panel>
    </Tabs>
  );
}
