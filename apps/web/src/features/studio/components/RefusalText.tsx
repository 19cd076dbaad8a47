import { Text } from '@mantine/core';

/**
 * Why the server refused a delete, in its words, under a confirm dialog's text. A span: it sits
 * inside the dialog's paragraph. An alert, so a screen reader says it as it appears.
 */
export function RefusalText({ refusal }: { refusal: string | null }) {
  if (!refusal) return null;
  return (
    <Text component="span" display="block" mt="sm" size="sm" c="red.4" fw={600} role="alert">
      {refusal}
    </Text>
  );
}
