import { Drawer } from '@mantine/core';
import type { AdminProduct } from '@trilha/shared/products/schemas';
import { useTranslation } from 'react-i18next';
import { ProductForm, type CourseChoices } from './ProductForm';

/** Spec 000 §9: drawers are at most 484 px wide (the whole width on a phone); above the edit panel, a drawer at 200. */
const DRAWER_WIDTH = 484;
const DRAWER_Z_INDEX = 250;

type Props = {
  tenantId: number;
  /** The product being edited, or null while the drawer is closed. */
  product: AdminProduct | null;
  courses: CourseChoices;
  onClose: () => void;
  onSaved: () => void;
};

/** The product's editor, beside the list it was opened from, as the panel's other create and edit drawers are. */
export function ProductDrawer({ tenantId, product, courses, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={product !== null}
      onClose={onClose}
      position="right"
      size={DRAWER_WIDTH}
      zIndex={DRAWER_Z_INDEX}
      title={t('products.form.drawerTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      closeOnClickOutside={false}
    >
      {/* Mounted per product, so the form starts from what is saved each time. */}
      {product && (
        <ProductForm key={product.id} tenantId={tenantId} product={product} courses={courses} onDone={onClose} onSaved={onSaved} />
      )}
    </Drawer>
  );
}
