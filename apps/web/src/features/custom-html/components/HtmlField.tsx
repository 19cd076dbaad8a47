import { Box, Center, Group, Input, Loader, Text } from '@mantine/core';
import { CUSTOM_HTML_MAX_BYTES, utf8Bytes } from '@trilha/shared/custom-html/constants';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

const HtmlCodeEditor = lazy(() => import('./HtmlCodeEditor'));

type Props = {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};

/** The block's HTML code (spec 002 §2 "an HTML code editor"): required, at most 100 KB, with how much is used. */
export function HtmlField({ value, onChange, onBlur, error }: Props) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const bytes = utf8Bytes(value);
  // Rounded up to a tenth: a few bytes of code read as 0.1 KB, never as nothing.
  const size = new Intl.NumberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    Math.ceil(bytes / 102.4) / 10,
  );
  return (
    <Input.Wrapper
      // A contenteditable cannot be a label's control: the editor names itself with aria-labelledby.
      labelElement="div"
      label={t('customHtml.code')}
      labelProps={{ id: labelId }}
      withAsterisk
      description={t('customHtml.codeHint')}
      descriptionProps={{ id: hintId }}
      error={error}
      errorProps={{ id: errorId }}
    >
      <Box
        mt={6}
        style={{
          border: `1px solid ${error ? 'var(--mantine-color-error)' : 'var(--mantine-color-default-border)'}`,
          borderRadius: 'var(--mantine-radius-sm)',
          overflow: 'hidden',
        }}
      >
        <Suspense
          fallback={
            <Center h={200} role="status">
              <Loader size="sm" aria-label={t('customHtml.codeLoading')} />
            </Center>
          }
        >
          <HtmlCodeEditor
            value={value}
            onChange={onChange}
            onBlur={onBlur}
            labelledBy={labelId}
            describedBy={error ? `${hintId} ${errorId}` : hintId}
            invalid={Boolean(error)}
          />
        </Suspense>
      </Box>
      <Group justify="flex-end" mt={4}>
        <Text size="xs" c={bytes > CUSTOM_HTML_MAX_BYTES ? 'var(--mantine-color-error)' : 'dimmed'}>
          {t('customHtml.codeSize', { size: `${size} KB` })}
        </Text>
      </Group>
    </Input.Wrapper>
  );
}
