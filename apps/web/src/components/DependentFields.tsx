import { Fieldset } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './DependentFields.module.css';

/**
 * Fields that only mean something while a switch above them is on (the login page's custom button
 * and redirect, spec 002 §4). Off, the native fieldset disables every control inside and the group
 * is visibly dimmed and indented under its switch: a disabled input alone looks like any other on
 * the dark theme, and people tried to type into it.
 */
export function DependentFields({ enabled, children, testId }: { enabled: boolean; children: ReactNode; testId?: string }) {
  return (
    <Fieldset variant="unstyled" disabled={!enabled} className={classes.group} data-off={!enabled || undefined} data-testid={testId}>
      {children}
    </Fieldset>
  );
}
