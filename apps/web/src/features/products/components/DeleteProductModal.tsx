import { Text } from '@mantine/core';
import { DELETE_CONFIRM_WORD } from '@trilha/shared/platform/confirm';
import type { AdminProduct } from '@trilha/shared/products/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { showSuccess } from '../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { failureOf } from './product-messages';

type Props = {
  tenantId: number;
  /** The product asked to go, or null while nothing is asked. */
  product: AdminProduct | null;
  onClose: () => void;
  /** After it went: the section puts the focus somewhere that still exists, and says the courses changed. */
  onDeleted: () => void;
};

/**
 * Deleting a product, once EXCLUIR is typed (the school's own things, spec 000 §4). The server keeps
 * one that students hold or a reward delivers (409): the dialog stays open with its reason, which
 * says to make it inactive instead.
 */
export function DeleteProductModal({ tenantId, product, onClose, onDeleted }: Props) {
  const { t } = useTranslation();
  const remove = useDeleteProduct(tenantId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const close = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = () => {
    if (!product) return;
    setRefusal(null);
    remove.mutate(product.id, {
      onSuccess: () => {
        showSuccess(t('products.messages.deleted'));
        close();
        onDeleted();
      },
      onError: (error) => setRefusal(failureOf(error)),
    });
  };

  return (
    <ConfirmModal
      opened={product !== null}
      title={t('products.section.deleteTitle')}
      text={
        product && (
          // Inside the dialog's paragraph: spans only.
          <>
            {t('products.section.deleteText', { title: product.title })}
            {refusal && (
              // An alert, so a screen reader says it as it appears.
              <Text component="span" display="block" mt="sm" size="sm" c="red.4" fw={600} role="alert">
                {refusal}
              </Text>
            )}
          </>
        )
      }
      prompt={t('products.section.deletePrompt', { word: DELETE_CONFIRM_WORD })}
      confirm={t('products.section.deleteConfirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
