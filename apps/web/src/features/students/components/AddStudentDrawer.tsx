import { Button, Checkbox, Drawer, Stack, TextInput } from '@mantine/core';
import {
  STUDENT_NAME_MAX,
  WELCOME_LINK_DAYS,
  studentCreateBody,
  type StudentCreateBody,
  type StudentDetail,
} from '@trilha/shared/students/schemas';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OptionMultiSelect } from '../../../components/OptionSelect';
import { useSectionForm } from '../../../components/SectionForm';
import { applyServerIssues } from '../../../lib/server-issues';
import { showError, showSuccess } from '../../../lib/toast';
import { useCreateStudent } from '../api/create-student';
import { DRAWER_WIDTH, DRAWER_Z_INDEX } from './drawer';
import { ExpiryField } from './ExpiryField';
import type { ProductChoices } from './product-choices';
import { failureOf, studentMessage } from './student-messages';

const FIELDS = ['name', 'email', 'product_ids', 'expires_at', 'send_invite'] as const;

type Props = {
  tenantId: number;
  opened: boolean;
  products: ProductChoices;
  onClose: () => void;
  /** The student made: the section opens their drawer. */
  onAdded: (student: StudentDetail) => void;
};

/** "Adicionar aluno": a drawer with the form, mounted per opening so each student starts from blank fields. */
export function AddStudentDrawer({ tenantId, opened, products, onClose, onAdded }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      zIndex={DRAWER_Z_INDEX}
      title={t('students.add.title')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {opened && <AddStudentForm tenantId={tenantId} products={products} onAdded={onAdded} />}
    </Drawer>
  );
}

type FormProps = Pick<Props, 'tenantId' | 'products' | 'onAdded'>;

/**
 * Name, e-mail, products, an optional end of access and the welcome mail, checked by the schema the
 * route checks with; the server's refusals go under the fields they name.
 */
function AddStudentForm({ tenantId, products, onAdded }: FormProps) {
  const { t } = useTranslation();
  const create = useCreateStudent(tenantId);
  const form = useSectionForm(studentCreateBody, { name: '', email: '', product_ids: [], expires_at: null, send_invite: true });
  const { errors } = form.formState;
  const message = (field: (typeof FIELDS)[number]) => studentMessage(errors[field]?.message);

  const submit = ({ expires_at, ...values }: StudentCreateBody) =>
    // No date: the products' own rules, so nothing is sent for it.
    create.mutate(expires_at ? { ...values, expires_at } : values, {
      onSuccess: (student) => {
        showSuccess(t('students.messages.added'));
        onAdded(student);
      },
      onError: (error) => {
        const { placed } = applyServerIssues(form, error, {
          fields: FIELDS,
          message: (text) => studentMessage(text) ?? text,
          shouldFocus: true,
        });
        if (placed.length === 0) showError(null, failureOf(error));
      },
    });

  return (
    <form onSubmit={(e) => void form.handleSubmit(submit)(e)} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('students.add.name')}
          withAsterisk
          maxLength={STUDENT_NAME_MAX}
          autoComplete="off"
          data-autofocus
          error={message('name')}
          {...form.register('name')}
        />
        <TextInput
          type="email"
          inputMode="email"
          label={t('students.add.email')}
          description={t('students.add.emailHint')}
          withAsterisk
          autoComplete="off"
          error={message('email')}
          {...form.register('email')}
        />
        <Controller
          control={form.control}
          name="product_ids"
          // Numbers here; the schema's input type (coerced ids, as a route's params) is wider.
          render={({ field }) => (
            <OptionMultiSelect
              label={t('students.add.products')}
              description={products.failed ? t('students.section.productsFailed') : t('students.add.productsHint')}
              options={products.options}
              loading={products.loading}
              value={(field.value ?? []) as number[]}
              onChange={field.onChange}
              error={message('product_ids')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="expires_at"
          render={({ field }) => (
            <ExpiryField
              label={t('students.add.expires')}
              description={t('students.add.expiresHint')}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={message('expires_at')}
            />
          )}
        />
        <Controller
          control={form.control}
          name="send_invite"
          render={({ field }) => (
            <Checkbox
              label={t('students.add.sendInvite')}
              description={t('students.add.sendInviteHint', { days: WELCOME_LINK_DAYS })}
              checked={field.value ?? false}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('students.add.submit')}
        </Button>
      </Stack>
    </form>
  );
}
