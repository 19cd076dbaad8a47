import { Button, Center, EmptyState } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type Props = { icon: ReactNode; title: string; text: string; actionLabel: string; eyebrow?: string };

/** The one layout for the shell's full-page states (404, live): icon, title, text, way home. */
export function StatusScreen({ icon, title, text, actionLabel, eyebrow }: Props) {
  return (
    <Center mih="calc(100vh - var(--trilha-header-height, 64px))" px="md" py="xl">
      <EmptyState size="lg" variant="light" color="school" icon={icon} maw={480}>
        {eyebrow && (
          <EmptyState.Description fw={800} fz={56} lh={1} c="school.4" aria-hidden>
            {eyebrow}
          </EmptyState.Description>
        )}
        <EmptyState.Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </EmptyState.Title>
        <EmptyState.Description>{text}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/homepage" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            {actionLabel}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Center>
  );
}
