import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsSort, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoading } from '../../../components/SectionLoader';
import { useNavigate } from 'react-router';
import { useTenant } from '../../../lib/tenant';
import { CarouselList } from './CarouselList';
import { CarouselModal } from './CarouselModal';
import { ShowcaseSwitches } from './ShowcaseSwitches';

/** Spec 002 §2 Vitrine, in the edit panel (the panel gives the title and the back button). */
export function VitrineSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) {
    return <SectionLoading />;
  }
  return <VitrineEditor tenantId={tenantId} />;
}

function VitrineEditor({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // null: closed; { id: null }: a new carousel; { id }: editing that one.
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  return (
    <Stack gap="lg">
      <ShowcaseSwitches tenantId={tenantId} />
      <Divider />
      <Stack gap="sm" component="section" aria-labelledby="vitrine-carousels">
        <Title order={3} fz="md" id="vitrine-carousels">
          {t('vitrine.carouselsTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('vitrine.intro')}
        </Text>
        <Group grow gap="sm">
          {/* The home page opens its carousel-order edit mode from ?ordenar=1 (spec 000 §2). */}
          <Button
            variant="default"
            leftSection={<IconArrowsSort size={18} aria-hidden />}
            onClick={() => void navigate('/homepage?ordenar=1')}
          >
            {t('vitrine.orderShowcase')}
          </Button>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing({ id: null })}>
            {t('vitrine.newCarousel')}
          </Button>
        </Group>
        <CarouselList tenantId={tenantId} onEdit={(id) => setEditing({ id })} />
      </Stack>
      <CarouselModal tenantId={tenantId} carouselId={editing?.id ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </Stack>
  );
}
