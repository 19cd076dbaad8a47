import { ActionIcon, Menu } from '@mantine/core';
import { IconDotsVertical } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** The button's accessible name ("Mais ações de X"). */
  label: string;
  iconSize?: number;
  /** The menu's items (Menu.Item, Menu.Label, Menu.Divider). */
  children: ReactNode;
};

/** A list row's "more actions" button (⋮) and the menu it opens, drawn above the drawer or panel the row sits in. */
export function RowMenu({ label, iconSize = 18, children }: Props) {
  return (
    <Menu position="bottom-end" withinPortal zIndex={300}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={label}>
          <IconDotsVertical size={iconSize} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}
