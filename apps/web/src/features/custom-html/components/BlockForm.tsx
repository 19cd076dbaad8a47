import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import {
  CUSTOM_HTML_PAGES,
  CUSTOM_HTML_SELECTOR_NAMES,
  type CustomHtmlPage,
  type CustomHtmlSelector,
} from '@trilha/shared/custom-html/constants';
import {
  customHtmlFields,
  type CustomHtmlBlock,
  type CustomHtmlFields,
  type CustomHtmlFieldsInput,
} from '@trilha/shared/custom-html/schemas';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/client';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useSaveBlock } from '../api/save-block';
import { placeForPage, toFormValues } from './block-values';
import { customHtmlMessage, customHtmlText } from './custom-html-messages';
import { HtmlField } from './HtmlField';
import { PlaceSelectors } from './PlaceSelectors';

type Props = {
  tenantId: number;
  /** The block being edited; null when creating. */
  block: CustomHtmlBlock | null;
  onPreview: (preview: { html: string; title: string }) => void;
  onDone: () => void;
};

/** The form's own fields, for the server's `body.customHtml.<field>` issues. */
const FIELDS = new Set<string>(['title', 'html', 'page', ...CUSTOM_HTML_SELECTOR_NAMES]);
const isField = (name: string): name is keyof CustomHtmlFieldsInput => FIELDS.has(name);

/** Spec 002 §2, §5: title, page, the page's selectors and the code; saved as a create or an update (§4), messages of §8. */
export function BlockForm({ tenantId, block, onPreview, onDone }: Props) {
  const { t } = useTranslation();
  const form = useForm<CustomHtmlFieldsInput, unknown, CustomHtmlFields>({
    resolver: zodResolver(customHtmlFields),
    defaultValues: toFormValues(block),
  });
  const { errors } = form.formState;
  const save = useSaveBlock(tenantId, block?.id ?? null);
  const pages = CUSTOM_HTML_PAGES.map((page) => ({ value: page, label: t(`customHtml.pages.${page}`) }));

  const changePage = (page: CustomHtmlPage) => {
    const validate = form.formState.isSubmitted;
    form.setValue('page', page, { shouldDirty: true, shouldValidate: validate });
    const place = placeForPage(page, form.getValues());
    for (const [name, value] of Object.entries(place)) {
      form.setValue(name as CustomHtmlSelector, value, { shouldDirty: true, shouldValidate: validate });
    }
  };

  const submit = form.handleSubmit((fields) =>
    save.mutate(fields, {
      onSuccess: (reply) => {
        showSuccess(customHtmlMessage(reply.message) || customHtmlText(block ? 'updated' : 'created'));
        onDone();
      },
      onError: (error) => {
        // The server's field issues (an item of another school, a module of another course) on their fields.
        applyServerIssues(form, error, {
          fields: (path) => {
            const name = path.replace(/^customHtml\./, '');
            return isField(name) ? name : null;
          },
          shouldFocus: true,
        });
        // Spec 002 §8: what the server said of a refused request (409 "at most 50" included), else the spec's failure.
        const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.message : '';
        showError(null, refused ? customHtmlMessage(refused) : customHtmlText(block ? 'updateFailed' : 'createFailed'));
      },
    }),
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('customHtml.title')}
          description={t('customHtml.titleHint')}
          withAsterisk
          data-autofocus
          error={customHtmlMessage(errors.title?.message)}
          {...form.register('title')}
        />
        <Controller
          control={form.control}
          name="page"
          render={({ field }) => {
            // Unset until chosen, though the schema's input type always names a page.
            const page = field.value as CustomHtmlPage | undefined;
            return (
              <Select
                ref={field.ref}
                label={t('customHtml.page')}
                placeholder={t('customHtml.pagePlaceholder')}
                withAsterisk
                data={pages}
                value={page ?? null}
                onChange={(value) => {
                  const chosen = CUSTOM_HTML_PAGES.find((p) => p === value);
                  if (chosen) changePage(chosen);
                }}
                onBlur={field.onBlur}
                allowDeselect={false}
                comboboxProps={{ zIndex: 400 }}
                error={customHtmlMessage(errors.page?.message)}
              />
            );
          }}
        />
        <PlaceSelectors form={form} tenantId={tenantId} />
        <Controller
          control={form.control}
          name="html"
          render={({ field }) => (
            <HtmlField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={customHtmlMessage(errors.html?.message)}
            />
          )}
        />
        <Group justify="space-between" gap="sm">
          <Button
            variant="light"
            leftSection={<IconEye size={18} aria-hidden />}
            onClick={() => onPreview({ html: form.getValues('html'), title: form.getValues('title') })}
          >
            {t('customHtml.preview')}
          </Button>
          <Group gap="sm" justify="flex-end">
            <Button variant="default" onClick={onDone} disabled={save.isPending}>
              {t('customHtml.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('customHtml.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
