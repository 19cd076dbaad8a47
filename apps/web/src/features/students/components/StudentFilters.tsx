import { Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { STUDENT_QUERY_MAX, type StudentStatus } from '@trilha/shared/students/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductChoices } from './product-choices';

/** The product filter's "every product": Select holds text values, and none may be empty. */
const ALL = 'all';

type Props = {
  search: string;
  onSearch: (text: string) => void;
  productId: number | null;
  onProduct: (productId: number | null) => void;
  status: StudentStatus | null;
  onStatus: (status: StudentStatus | null) => void;
  products: ProductChoices;
};

/** The directory's search box (asked once typing pauses), its product filter and its status filter, stacked to fit a phone. */
export function StudentFilters({ search, onSearch, productId, onProduct, status, onStatus, products }: Props) {
  const { t } = useTranslation();
  const statusId = useId();
  const productData = [
    { value: ALL, label: t('students.section.allProducts') },
    ...(products.options ?? []).map((o) => ({ value: String(o.value), label: o.label })),
  ];
  return (
    <Stack gap="xs" role="search">
      <TextInput
        type="search"
        label={t('students.section.search')}
        placeholder={t('students.section.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maxLength={STUDENT_QUERY_MAX}
        value={search}
        onChange={(e) => onSearch(e.currentTarget.value)}
      />
      <Select
        label={t('students.section.product')}
        description={products.failed ? t('students.section.productsFailed') : undefined}
        data={productData}
        value={productId === null ? ALL : String(productId)}
        onChange={(value) => onProduct(value === null || value === ALL ? null : Number(value))}
        allowDeselect={false}
        searchable
        comboboxProps={{ zIndex: 400 }}
      />
      <Input.Wrapper label={t('students.section.status')} labelElement="div" id={statusId}>
        <SegmentedControl
          fullWidth
          mt={4}
          aria-labelledby={`${statusId}-label`}
          value={status ?? ALL}
          onChange={(value) => onStatus(value === ALL ? null : value)}
          data={[
            { value: ALL, label: t('students.section.statusAll') },
            { value: 'active', label: t('students.section.statusActive') },
            { value: 'inactive', label: t('students.section.statusInactive') },
          ]}
        />
      </Input.Wrapper>
    </Stack>
  );
}
