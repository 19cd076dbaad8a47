import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { cardTitle, tooltipText } from '@trilha/shared/custom-html/constants';
import type { CustomHtmlBlock } from '@trilha/shared/custom-html/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { block: CustomHtmlBlock; onEdit: () => void; onDelete: () => void };

/**
 * Spec 002 §2, §3: a card with the title cut at 25 characters (the whole title on click), the
 * page's name, and edit and delete buttons whose tooltips are cut at 30.
 */
export function BlockCard({ block, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const short = cardTitle(block.title);
  const cut = short !== block.title;
  const edit = t('customHtml.edit', { title: block.title });
  const remove = t('customHtml.delete', { title: block.title });
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Stack gap={6} miw={0}>
          {cut ? (
            <UnstyledButton
              onClick={() => setExpanded((open) => !open)}
              aria-expanded={expanded}
              title={expanded ? undefined : t('customHtml.showTitle')}
              fz="sm"
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {expanded ? block.title : short}
            </UnstyledButton>
          ) : (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {block.title}
            </Text>
          )}
          <Badge variant="light" radius="sm" tt="none" w="fit-content">
            {t(`customHtml.pages.${block.page}`)}
          </Badge>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={tooltipText(edit)} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
            <ActionIcon variant="subtle" color="gray" size="lg" onClick={onEdit} aria-label={edit}>
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={tooltipText(remove)} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
            <ActionIcon variant="subtle" color="red" size="lg" onClick={onDelete} aria-label={remove}>
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
    </Paper>
  );
}
