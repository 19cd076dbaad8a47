import { lazy, Suspense, useState } from 'react';
import { LanguageButton } from './LanguageButton';

export const loadLanguageMenu = () => import('./LanguageMenu');
const LanguageMenu = lazy(() => loadLanguageMenu().then((m) => ({ default: m.LanguageMenu })));

/**
 * Spec 000 §8: Portuguese, English or Spanish, kept in the `lang` cookie. The button is part of
 * every page; the menu (and its positioning code) loads when idle or on the first click, then opens.
 */
export function LanguageSelector() {
  const [wanted, setWanted] = useState(false);
  if (!wanted) return <LanguageButton onClick={() => setWanted(true)} onPointerEnter={() => void loadLanguageMenu()} />;
  return (
    <Suspense fallback={<LanguageButton />}>
      <LanguageMenu />
    </Suspense>
  );
}
