import { ActionIcon, Group, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useActiveProducts } from '../../../../lib/products';
import { showSuccess } from '../../../../lib/toast';
import { useDeletePlan, usePlans } from '../api/plans';
import { adminMessage, adminText } from './admin-messages';

type Props = { tenantId: number; adding: number[]; onAddingChange: (ids: number[]) => void };

/**
 * Spec 001 §2 "product permissions" of the scoring form (gamification plans): the products whose
 * students score. A product is taken out at once ('Produto excluído das permissões'); those picked
 * to add are created when the form is saved.
 */
export function ScoringPlans({ tenantId, adding, onAddingChange }: Props) {
  const { t } = useTranslation();
  const plans = usePlans(tenantId);
  const products = useActiveProducts(tenantId);
  const remove = useDeletePlan(tenantId);
  const held = new Set((plans.data ?? []).map((p) => p.plan_id));
  const options = (products.data ?? []).filter((p) => !held.has(p.value)).map((p) => ({ value: String(p.value), label: p.label }));

  return (
    <Stack gap="xs" component="section" aria-labelledby="scoring-plans-title">
      <Text fw={600} id="scoring-plans-title">
        {t('gamificationAdmin.scoring.products')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('gamificationAdmin.scoring.productsHint')}
      </Text>
      {plans.data?.length === 0 && <Text size="sm">{t('gamificationAdmin.scoring.noProducts')}</Text>}
      <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
        {plans.data?.map((plan) => (
          <Paper component="li" key={plan.id} withBorder radius="sm" px="sm" py={4}>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" truncate="end">
                {plan.plan.title}
              </Text>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('gamificationAdmin.scoring.removeProduct', { title: plan.plan.title })}
                loading={remove.isPending && remove.variables === plan.id}
                // Spec 001 §8: scoring errors are silent.
                onClick={() =>
                  remove.mutate(plan.id, { onSuccess: (reply) => showSuccess(adminMessage(reply.message) ?? adminText('productRemoved')) })
                }
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Group>
          </Paper>
        ))}
      </Stack>
      <MultiSelect
        aria-label={t('gamificationAdmin.scoring.productsPlaceholder')}
        placeholder={t('gamificationAdmin.scoring.productsPlaceholder')}
        data={options}
        value={adding.map(String)}
        onChange={(ids) => onAddingChange(ids.map(Number))}
        comboboxProps={{ zIndex: 400 }}
      />
    </Stack>
  );
}
