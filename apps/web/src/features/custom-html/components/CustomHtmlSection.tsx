import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { CUSTOM_HTML_MAX_BLOCKS } from '@trilha/shared/custom-html/constants';
import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionLoader, SectionLoading } from '../../../components/SectionLoader';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showError, showSuccess } from '../../../lib/toast';
import { useTenant } from '../../../lib/tenant';
import { useDeleteBlock } from '../api/delete-block';
import { useBlocks } from '../api/get-blocks';
import { BlockCard } from './BlockCard';
import { BlockModal, type BlockModalState } from './BlockModal';
import { customHtmlMessage, customHtmlText } from './custom-html-messages';

/** Spec 002 "HTML personalizado" (§2, §3, §4, §8): the school's blocks, the create/edit modal and the delete confirmation. */
export function CustomHtmlSection() {
  const tenantId = useTenant().data?.id;
  if (tenantId === undefined) {
    return <SectionLoading />;
  }
  return <BlocksPanel tenantId={tenantId} />;
}

function BlocksPanel({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const list = useBlocks(tenantId);
  const remove = useDeleteBlock(tenantId);
  const [modal, setModal] = useState<BlockModalState>(null);
  const [deleting, setDeleting] = useState<CustomHtmlBlock | null>(null);

  const openNew = () => {
    // The server refuses the 51st (409); said before the form is filled in for nothing.
    if ((list.data?.length ?? 0) >= CUSTOM_HTML_MAX_BLOCKS) showError(null, customHtmlText('tooMany'));
    else setModal({ block: null });
  };

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: (reply) => showSuccess(customHtmlMessage(reply.message) || customHtmlText('deleted')),
      onError: () => showError(null, customHtmlText('deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  const createButton = (
    <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openNew} flex="none">
      {t('customHtml.create')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('customHtml.intro')}
      </Text>
      <SectionLoader query={list} failed={t('customHtml.loadFailed')}>
        {(blocks) =>
          blocks.length === 0 ? (
            <Paper withBorder radius="md" p="lg">
              <Stack align="center" gap="xs" ta="center">
                <Text fw={600}>{t('customHtml.empty')}</Text>
                <Text size="sm" c="dimmed">
                  {t('customHtml.emptyText')}
                </Text>
                {createButton}
              </Stack>
            </Paper>
          ) : (
            <Stack gap="sm" component="section" aria-labelledby="custom-html-added">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Stack gap={0}>
                  <Title order={3} fz="md" id="custom-html-added">
                    {t('customHtml.added')}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {t('customHtml.count', { count: blocks.length, max: CUSTOM_HTML_MAX_BLOCKS })}
                  </Text>
                </Stack>
                {createButton}
              </Group>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-labelledby="custom-html-added">
                {blocks.map((block) => (
                  <BlockCard key={block.id} block={block} onEdit={() => setModal({ block })} onDelete={() => setDeleting(block)} />
                ))}
              </Stack>
            </Stack>
          )
        }
      </SectionLoader>
      <BlockModal tenantId={tenantId} state={modal} onClose={() => setModal(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={t('customHtml.deleteTitle')}
        text={t('customHtml.deleteText', { title: deleting?.title ?? '' })}
        confirm={t('customHtml.deleteConfirm')}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
