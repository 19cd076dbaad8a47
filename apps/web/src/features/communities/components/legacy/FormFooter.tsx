import { Box, Button } from '@mantine/core';

/** The submit button, kept in view at the drawer's foot while the accordion scrolls. */
export function FormFooter({ label, saving }: { label: string; saving: boolean }) {
  return (
    <Box pos="sticky" bottom={0} py="sm" bg="var(--mantine-color-body)" style={{ zIndex: 1 }}>
      <Button type="submit" fullWidth loading={saving}>
        {label}
      </Button>
    </Box>
  );
}
