import { TextInput, type TextInputProps } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorKey } from './auth-field-errors';

type Props = Omit<TextInputProps, 'error'> & { ref?: Ref<HTMLInputElement>; errorMessage?: string };

/** The e-mail field of the link forms: one label, keyboard and autofill hints, the schema's message translated. */
export function EmailField({ errorMessage, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="email"
      inputMode="email"
      size="md"
      leftSection={<IconMail size={18} aria-hidden />}
      error={errorMessage ? t(fieldErrorKey(errorMessage)) : undefined}
      {...props}
    />
  );
}
