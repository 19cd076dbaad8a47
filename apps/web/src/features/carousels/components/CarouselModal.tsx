import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Center, Group, Loader, Modal, Stack, Tabs } from '@mantine/core';
import {
  CAROUSEL_MESSAGES,
  carouselBody,
  carouselDataFields,
  type CarouselBody,
  type CarouselBodyInput,
} from '@trilha/shared/carousels/schemas';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useCarousel } from '../api/get-carousel';
import { useSaveCarousel } from '../api/save-carousel';
import { AdvancedTab } from './AdvancedTab';
import { fromCarousel, newCarousel, pickedFromCarousel, TABS, tabOfField, type PickedItem } from './carousel-form';
import { useCarouselMessages } from './carousel-messages';
import { ContentTab } from './ContentTab';
import { DataTab } from './DataTab';
import { COMPACT_TABS } from './compact-tabs';

type Props = { tenantId: number; carouselId: number | null; opened: boolean; onClose: () => void };

/** Spec 002 "Carousel create/edit modal": Dados, Conteúdo and Edição avançada, one save. */
export function CarouselModal({ tenantId, carouselId, opened, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(carouselId === null ? 'vitrine.modal.createTitle' : 'vitrine.modal.editTitle')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {/* Mounted per opening, so every opening starts on the first tab from the stored carousel. */}
      {opened && <CarouselLoader tenantId={tenantId} carouselId={carouselId} onDone={onClose} />}
    </Modal>
  );
}

function CarouselLoader({ tenantId, carouselId, onDone }: { tenantId: number; carouselId: number | null; onDone: () => void }) {
  const { t } = useTranslation();
  const carousel = useCarousel(tenantId, carouselId);
  if (carouselId === null)
    return <CarouselForm tenantId={tenantId} carouselId={null} initial={newCarousel(tenantId)} initialPicked={[]} onDone={onDone} />;
  if (carousel.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common.loading')} />
      </Center>
    );
  }
  if (!carousel.data) return <Alert color="red">{t('vitrine.modal.loadFailed')}</Alert>;
  return (
    <CarouselForm
      tenantId={tenantId}
      carouselId={carouselId}
      initial={fromCarousel(tenantId, carousel.data)}
      initialPicked={pickedFromCarousel(carousel.data)}
      onDone={onDone}
    />
  );
}

type FormProps = {
  tenantId: number;
  carouselId: number | null;
  initial: CarouselBodyInput;
  initialPicked: PickedItem[];
  onDone: () => void;
};

function CarouselForm({ tenantId, carouselId, initial, initialPicked, onDone }: FormProps) {
  const { t } = useTranslation();
  const messages = useCarouselMessages();
  const [tab, setTab] = useState<string>(TABS.data);
  const [picked, setPickedState] = useState<PickedItem[]>(initialPicked);
  const form = useForm<CarouselBodyInput, unknown, CarouselBody>({ resolver: zodResolver(carouselBody), defaultValues: initial });
  const save = useSaveCarousel(tenantId);

  // The chosen items and the body's `content` move together: its order is the carousel's order.
  const setPicked = (next: PickedItem[]) => {
    setPickedState(next);
    form.setValue(
      'content',
      next.map((p) => p.id),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  };

  /** "Próximo" (and any move off the first tab) checks the Dados fields with the shared schema. */
  const dataIsValid = () => {
    form.clearErrors(['title', 'description', 'type']);
    const parsed = carouselDataFields.safeParse(form.getValues());
    if (parsed.success) return true;
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as 'title' | 'description' | 'type';
      if (seen.has(field)) continue;
      seen.add(field);
      form.setError(field, { type: 'validate', message: issue.message });
      if (issue.message === CAROUSEL_MESSAGES.titleRequired) showError(messages.text('titleToast'));
    }
    return false;
  };

  const goTo = (next: string | null) => {
    if (next === null || next === tab) return;
    if (next !== TABS.data && !dataIsValid()) {
      setTab(TABS.data);
      return;
    }
    setTab(next);
  };

  const refused = (errors: FieldErrors<CarouselBodyInput>) => {
    const fields = Object.keys(errors);
    if (fields.length === 0) return;
    // Every field sits on one of the three tabs: the first tab holding a refused field is shown.
    const first = [TABS.data, TABS.content].find((tabId) => fields.some((f) => tabOfField(f) === tabId)) ?? TABS.advanced;
    setTab(first);
    if (errors.title?.message === CAROUSEL_MESSAGES.titleRequired) showError(messages.text('titleToast'));
    else if (errors.content) showError(messages.translate(errors.content.message) ?? messages.text('noContent'));
  };

  const submit = form.handleSubmit((body) => {
    save.mutate(
      { id: carouselId, body },
      {
        onSuccess: () => {
          showSuccess(messages.text('saved'));
          // Spec 002 §4: saving closes the modal and the next opening starts on tab 0.
          setTab(TABS.data);
          onDone();
        },
        onError: (error) => {
          applyServerIssues(form, error, { fields: Object.keys(initial) as FieldPath<CarouselBodyInput>[] });
          showError(messages.failure(error, messages.text('saveFailed')));
        },
      },
    );
  }, refused);

  return (
    <FormProvider {...form}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Tabs value={tab} onChange={goTo} keepMounted={false} styles={COMPACT_TABS}>
          <Tabs.List grow mb="md" style={{ flexWrap: 'nowrap' }}>
            <Tabs.Tab value={TABS.data}>{t('vitrine.modal.tabData')}</Tabs.Tab>
            <Tabs.Tab value={TABS.content}>{t('vitrine.modal.tabContent')}</Tabs.Tab>
            <Tabs.Tab value={TABS.advanced}>{t('vitrine.modal.tabAdvanced')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={TABS.data}>
            <DataTab onTypeChange={() => setPicked([])} />
          </Tabs.Panel>
          <Tabs.Panel value={TABS.content}>
            {/* Not kept mounted: the lists load only while this tab is open (spec 002 §4). */}
            <ContentTab tenantId={tenantId} picked={picked} onPickedChange={setPicked} />
          </Tabs.Panel>
          <Tabs.Panel value={TABS.advanced}>
            <AdvancedTab />
          </Tabs.Panel>
        </Tabs>
        <Stack mt="lg">
          <Group justify="flex-end" gap="sm">
            {tab === TABS.data ? (
              <Button variant="default" onClick={onDone}>
                {t('vitrine.cancel')}
              </Button>
            ) : (
              <Button variant="default" onClick={() => setTab(String(Number(tab) - 1))}>
                {t('vitrine.modal.back')}
              </Button>
            )}
            {tab !== TABS.advanced && (
              <Button variant={tab === TABS.data ? 'filled' : 'light'} onClick={() => goTo(String(Number(tab) + 1))}>
                {t('vitrine.modal.next')}
              </Button>
            )}
            {tab !== TABS.data && (
              <Button type="submit" loading={save.isPending}>
                {t('vitrine.modal.save')}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
