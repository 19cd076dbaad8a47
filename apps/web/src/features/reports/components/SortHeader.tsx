import { Table, UnstyledButton, type TableThProps } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { ReportView } from './report-view';

type Props<Sort extends string> = Omit<TableThProps, 'children'> & {
  column: Sort;
  label: string;
  view: ReportView<Sort>;
  onSort: (column: Sort) => void;
};

/**
 * A report's column header that sorts by its column: a button, with the order it holds said by
 * the header's aria-sort and shown by an arrow (a double arrow while another column sorts).
 */
export function SortHeader<Sort extends string>({ column, label, view, onSort, ...th }: Props<Sort>) {
  const active = view.sort === column;
  const Arrow = !active ? IconArrowsSort : view.order === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th scope="col" aria-sort={active ? (view.order === 'asc' ? 'ascending' : 'descending') : undefined} {...th}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fz="xs"
        fw={600}
        style={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, textAlign: 'start' }}
      >
        <span>{label}</span>
        <Arrow size={12} aria-hidden style={{ flexShrink: 0, opacity: active ? 1 : 0.5 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
