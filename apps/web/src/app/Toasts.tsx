import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './Toasts.module.css';

/**
 * Where toasts appear, so that they hide nothing the reader needs: the edit panel opens on the
 * right with its back arrow and title at the top, so on wide screens toasts rise from the bottom
 * left, beside the panel; on a phone the panel fills the screen and its save bar sits at the
 * bottom, so they drop in at the top, below the header and the panel's title bar.
 */
export function Toasts() {
  const phone = useMediaQuery(`(max-width: ${em(767.98)})`, undefined, { getInitialValueInEffect: false });
  return <Notifications position={phone ? 'top-center' : 'bottom-left'} classNames={{ root: classes.root }} />;
}
