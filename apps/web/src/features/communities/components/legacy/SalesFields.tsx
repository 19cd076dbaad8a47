import { Text, TextInput } from '@mantine/core';
import { BUTTON_SALES_TEXT_MAX, COMMUNITY_URL_MAX } from '@trilha/shared/communities/constants';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError, tooLong } from './field-errors';
import type { RecordValues } from './legacy-form';

/** The sales button: its text and where it leads, typed without the scheme (spec 000 §3). */
export function SalesFields() {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<RecordValues>();
  const { errors } = formState;
  return (
    <>
      <TextInput
        label={t('communities.legacy.buttonSalesText')}
        autoComplete="off"
        error={fieldError(errors.button_sales_text, tooLong(BUTTON_SALES_TEXT_MAX))}
        {...register('button_sales_text')}
      />
      <TextInput
        label={t('communities.legacy.salesUrl')}
        description={t('communities.legacy.salesUrlHint')}
        inputMode="url"
        autoComplete="url"
        // The page adds the scheme, so it is shown as a fixed prefix rather than typed.
        leftSection={
          <Text size="sm" c="dimmed" aria-hidden>
            https://
          </Text>
        }
        leftSectionWidth={64}
        leftSectionPointerEvents="none"
        error={fieldError(errors.sales_url, tooLong(COMMUNITY_URL_MAX))}
        {...register('sales_url')}
      />
    </>
  );
}
