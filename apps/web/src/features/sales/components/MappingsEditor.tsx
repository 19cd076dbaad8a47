import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { SALE_EXTERNAL_ID_MAX, SALE_MAPPINGS_MAX, type SaleProvider } from '@trilha/shared/sales/schemas';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionSelect, type SelectOption } from '../../../components/OptionSelect';
import { blankMapping, type IntegrationInput } from './integration-form';
import { saleMessage } from './sale-messages';

/** The school's products to map onto: the products feature owns that list, and the edit panel hands it in. */
export type ProductChoices = { options: SelectOption[] | undefined; loading: boolean; failed: boolean };

type Props = { provider: SaleProvider; products: ProductChoices };

/** Which school product each of the platform's codes unlocks: one row a code, as many rows as the school sells there. */
export function MappingsEditor({ provider, products }: Props) {
  const { t } = useTranslation();
  const form = useFormContext<IntegrationInput>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'mappings' });
  const errors = form.formState.errors.mappings;
  // The schema's issue about the list as a whole (a code repeated, too many rows) sits at the array's root.
  const listError = saleMessage(errors?.root?.message ?? errors?.message);

  return (
    <Fieldset legend={t('sales.mappings.title')} radius="md" variant="filled" p={{ base: 'xs', sm: 'md' }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('sales.mappings.hint')}
        </Text>
        {products.failed && (
          <Text size="sm" c="red" role="alert">
            {t('sales.mappings.productsFailed')}
          </Text>
        )}
        {fields.length === 0 && (
          <Text size="sm" fs="italic">
            {t('sales.mappings.empty')}
          </Text>
        )}
        {fields.map((field, index) => (
          // The platform's code above our product: side by side they would not fit the panel's width.
          <Group key={field.id} gap="xs" wrap="nowrap" align="flex-start" data-mapping={index}>
            <Stack gap="xs" style={{ flex: 1 }} miw={0}>
              <TextInput
                label={t(`sales.mappings.code.${provider}`)}
                placeholder={t(`sales.mappings.codePlaceholder.${provider}`)}
                withAsterisk
                autoComplete="off"
                maxLength={SALE_EXTERNAL_ID_MAX}
                error={saleMessage(errors?.[index]?.external_id?.message)}
                {...form.register(`mappings.${index}.external_id`)}
              />
              <Controller
                control={form.control}
                name={`mappings.${index}.product_id`}
                render={({ field: product, fieldState }) => (
                  <OptionSelect
                    label={t('sales.mappings.product')}
                    withAsterisk
                    options={products.options}
                    loading={products.loading}
                    value={typeof product.value === 'number' ? product.value : null}
                    onChange={product.onChange}
                    error={saleMessage(fieldState.error?.message)}
                  />
                )}
              />
            </Stack>
            <ActionIcon
              mt={28}
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('sales.mappings.remove', { n: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={18} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {listError && (
          <Text size="sm" c="red" role="alert">
            {listError}
          </Text>
        )}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={fields.length >= SALE_MAPPINGS_MAX}
          onClick={() => append(blankMapping())}
          w="fit-content"
        >
          {t('sales.mappings.add')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
