import { Stack, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import type { AdminProduct } from '@trilha/shared/products/schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/EmptyState';
import { SectionLoader } from '../../../components/SectionLoader';
import { useAdminProducts } from '../api/get-products';
import { DeleteProductModal } from './DeleteProductModal';
import { NewProductForm } from './NewProductForm';
import { ProductDrawer } from './ProductDrawer';
import type { CourseChoices } from './ProductForm';
import { ProductRow } from './ProductRow';

type Props = {
  tenantId: number;
  courses: CourseChoices;
  /** A product was saved or deleted: the courses it opens (another section's list) are out of date. */
  onProductsChanged: () => void;
};

/** The edit panel's "Produtos": the school's products, oldest first, each opened in a drawer to edit. */
export function ProductsPanel({ tenantId, courses, onProductsChanged }: Props) {
  const { t } = useTranslation();
  const list = useAdminProducts(tenantId);
  // By id, so the drawer shows the product as the list has it now (a new one as soon as it is made).
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<AdminProduct | null>(null);
  const newButton = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(0);
  const editing = list.data?.find((p) => p.id === editingId) ?? null;

  // After a delete the row is gone: the keyboard goes on from "Novo produto".
  useEffect(() => {
    if (refocus > 0) newButton.current?.focus();
  }, [refocus]);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('products.section.intro')}
      </Text>
      <NewProductForm ref={newButton} tenantId={tenantId} onCreated={(product) => setEditingId(product.id)} />
      <SectionLoader query={list} failed={t('products.section.loadFailed')}>
        {(products) =>
          products.length === 0 ? (
            <EmptyState icon={<IconTag size={24} />} title={t('products.section.empty')} text={t('products.section.emptyText')} />
          ) : (
            <Stack gap="sm">
              <Text size="sm" fw={500}>
                {t('products.section.count', { count: products.length })}
              </Text>
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('products.section.listLabel')}>
                {products.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    onEdit={() => setEditingId(product.id)}
                    onDelete={() => setDeleting(product)}
                  />
                ))}
              </Stack>
            </Stack>
          )
        }
      </SectionLoader>
      <ProductDrawer
        tenantId={tenantId}
        product={editing}
        courses={courses}
        onClose={() => setEditingId(null)}
        onSaved={onProductsChanged}
      />
      <DeleteProductModal
        tenantId={tenantId}
        product={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          onProductsChanged();
          setRefocus((n) => n + 1);
        }}
      />
    </Stack>
  );
}
