import { Table, Text } from '@mantine/core';

/** Who a report's row is about: the name, and the e-mail under it, so a phone needs no column of its own for it. */
export function StudentCell({ name, email }: { name: string; email: string }) {
  return (
    <Table.Td>
      <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {email}
      </Text>
    </Table.Td>
  );
}
