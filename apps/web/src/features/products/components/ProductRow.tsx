import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { AdminProduct } from '@trilha/shared/products/schemas';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type Props = { product: AdminProduct; onEdit: () => void; onDelete: () => void };

/** One product of the list: its name, on sale or not, who holds it, what it opens and for how long, and its actions. */
export function ProductRow({ product, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const { title } = product;
  const active = product.status === 'active';
  const access = product.access_days === null ? t('products.section.forLife') : t('products.section.days', { count: product.access_days });
  const edit = t('products.section.edit', { title });
  const remove = t('products.section.delete', { title });
  return (
    <Paper component="li" withBorder radius="md" px="sm" py={8} data-product-id={product.id}>
      <Group gap="xs" wrap="nowrap">
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Group gap={6} wrap="nowrap">
            <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Badge size="xs" variant="light" color={active ? 'green' : 'gray'} style={{ flexShrink: 0 }}>
              {active ? t('products.section.active') : t('products.section.inactive')}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {[
              t('products.section.students', { count: product.students_count }),
              t('products.section.courses', { count: product.course_ids.length }),
              t('products.section.communities', { count: product.community_ids.length }),
              access,
            ].join(' · ')}
          </Text>
        </Stack>
        <RowAction label={edit} onClick={onEdit}>
          <IconPencil size={18} aria-hidden />
        </RowAction>
        <RowAction label={remove} onClick={onDelete} color="red">
          <IconTrash size={18} aria-hidden />
        </RowAction>
      </Group>
    </Paper>
  );
}

type ActionProps = { label: string; onClick: () => void; color?: string; children: ReactNode };

function RowAction({ label, onClick, color = 'gray', children }: ActionProps) {
  return (
    <Tooltip label={label} withArrow zIndex={400} events={{ hover: true, focus: true, touch: false }}>
      <ActionIcon variant="subtle" color={color} size="lg" aria-label={label} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}
