import { Badge, Button, Divider, Loader, Stack, Switch, TextInput, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube, IconFileText } from '@tabler/icons-react';
import {
  footerSocialFields,
  type FooterSettings,
  type FooterSettingsValues,
  type FooterSocialInput,
  type FooterSocialValues,
} from '@trilha/shared/footer/schemas';
import { lazy, Suspense, useState } from 'react';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useMe } from '../../../lib/session';
import { useFooterSettings } from '../api/get-footer-settings';
import { useToggleFooter } from '../api/toggle-footer';
import { useUpdateFooterSettings } from '../api/update-footer-settings';
import { SectionForm, useSectionForm } from '../../../components/SectionForm';
import { SectionLoader } from '../../../components/SectionLoader';

const DocumentEditorModal = lazy(() => import('./DocumentEditorModal').then((m) => ({ default: m.DocumentEditorModal })));

type DocumentField = 'use_terms' | 'privacy_terms';
const documents: { field: DocumentField; label: string; tooLong: string }[] = [
  { field: 'use_terms', label: 'footer.useTerms', tooLong: 'footer.useTermsTooLong' },
  { field: 'privacy_terms', label: 'footer.privacyTerms', tooLong: 'footer.privacyTermsTooLong' },
];
const networks = [
  { field: 'url_youtube', label: 'footer.youtube', icon: IconBrandYoutube },
  { field: 'url_instagram', label: 'footer.instagram', icon: IconBrandInstagram },
  { field: 'url_facebook', label: 'footer.facebook', icon: IconBrandFacebook },
] as const;

const toForm = (settings: FooterSettings): FooterSocialInput => ({
  url_youtube: settings.url_youtube ?? '',
  url_instagram: settings.url_instagram ?? '',
  url_facebook: settings.url_facebook ?? '',
});

/** Spec 002 Footer section: the visibility switch, the two documents and the social links. */
export function FooterSection() {
  const { t } = useTranslation();
  const tenantId = useMe().data?.tenant_id ?? 0;
  const settings = useFooterSettings(tenantId);
  return (
    <SectionLoader query={settings} failed={t('footer.loadFailed')}>
      {(loaded) => <FooterForm tenantId={tenantId} settings={loaded} />}
    </SectionLoader>
  );
}

function FooterForm({ tenantId, settings }: { tenantId: number; settings: FooterSettings }) {
  const { t } = useTranslation();
  const update = useUpdateFooterSettings(tenantId);
  const [editing, setEditing] = useState<(typeof documents)[number] | null>(null);
  const form = useSectionForm(footerSocialFields, toForm(settings), 'onTouched');
  const { errors } = form.formState;

  const failed = (error: unknown) => {
    // The server's field messages go under their field; the toast is the spec's.
    applyServerIssues(form, error, { fields: Object.keys(footerSocialFields.shape) as FieldPath<FooterSocialInput>[] });
    showError(t('footer.failed'));
  };

  const save = (values: FooterSettingsValues, onSaved: (saved: FooterSettings) => void) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        onSaved(saved);
        showSuccess(t('footer.saved'));
      },
      onError: failed,
    });

  // The one update call always carries all five fields: the links from the form, the documents as saved.
  const submit = (values: FooterSocialValues) =>
    save({ use_terms: settings.use_terms, privacy_terms: settings.privacy_terms, ...values }, (saved) => form.reset(toForm(saved)));

  // A document saves from its modal with the links as saved, leaving unsaved link edits in the form.
  const saveDocument = (field: DocumentField, html: string) =>
    save(
      {
        use_terms: settings.use_terms,
        privacy_terms: settings.privacy_terms,
        url_facebook: settings.url_facebook,
        url_instagram: settings.url_instagram,
        url_youtube: settings.url_youtube,
        [field]: html,
      },
      () => setEditing(null),
    );

  const fieldError = (field: FieldPath<FooterSocialInput>) => {
    const error = errors[field];
    if (!error) return undefined;
    return error.type === 'server' ? error.message : t('footer.invalidUrl');
  };

  return (
    <Stack gap="lg">
      <VisibilitySwitch tenantId={tenantId} visible={settings.footer_visible} />
      <Divider />
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('footer.documents')}
        </Title>
        {documents.map((doc) => {
          const filled = settings[doc.field] !== '';
          return (
            <Button
              key={doc.field}
              variant="default"
              fullWidth
              styles={{ label: { flex: 1, justifyContent: 'flex-start' } }}
              leftSection={<IconFileText size={18} aria-hidden />}
              rightSection={
                <Badge variant="light" color={filled ? 'green' : 'gray'} aria-hidden>
                  {t(filled ? 'footer.filled' : 'footer.empty')}
                </Badge>
              }
              aria-label={`${t(doc.label)} (${t(filled ? 'footer.filled' : 'footer.empty')})`}
              onClick={() => setEditing(doc)}
            >
              {t(doc.label)}
            </Button>
          );
        })}
      </Stack>
      <Divider />
      <SectionForm form={form} onSubmit={submit} saving={update.isPending && !editing} gap="sm">
        <Title order={3} size="h5">
          {t('footer.social')}
        </Title>
        {networks.map(({ field, label, icon: Icon }) => (
          <TextInput
            key={field}
            label={t(label)}
            type="url"
            inputMode="url"
            placeholder={t('footer.urlPlaceholder')}
            leftSection={<Icon size={18} aria-hidden />}
            maxLength={2048}
            error={fieldError(field)}
            {...form.register(field)}
          />
        ))}
      </SectionForm>
      {editing && (
        <Suspense fallback={<Loader size="sm" aria-label={t('common.loading')} />}>
          <DocumentEditorModal
            name={t(editing.label)}
            initialHtml={settings[editing.field]}
            tooLongMessage={t(editing.tooLong)}
            saving={update.isPending}
            onSave={(html) => saveDocument(editing.field, html)}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** Spec 002 §4: saved the moment it flips; a failure puts it back and says so. */
function VisibilitySwitch({ tenantId, visible }: { tenantId: number; visible: boolean }) {
  const { t } = useTranslation();
  const toggle = useToggleFooter(tenantId);
  const [checked, setChecked] = useState(visible);
  // A new saved value (the school's data refetched) replaces what the switch shows.
  const [savedVisible, setSavedVisible] = useState(visible);
  if (visible !== savedVisible) {
    setSavedVisible(visible);
    setChecked(visible);
  }
  const flip = (next: boolean) => {
    setChecked(next);
    toggle.mutate(next, {
      onSuccess: () => showSuccess(t('footer.saved')),
      onError: () => {
        setChecked(!next);
        showError(t('footer.failed'));
      },
    });
  };
  return (
    <Switch
      label={t('footer.enable')}
      description={t('footer.enableHint')}
      checked={checked}
      disabled={toggle.isPending}
      onChange={(event) => flip(event.currentTarget.checked)}
      size="md"
    />
  );
}
