import { useEffect } from 'react';
import { showError } from '../../../lib/toast';
import { useCarouselMessages } from './carousel-messages';

/** Spec 002 §8: a content list that fails to load says so once, with the spec's text. */
export function useLoadFailureToast(failed: boolean) {
  const messages = useCarouselMessages();
  const text = messages.text('contentLoadFailed');
  useEffect(() => {
    if (failed) showError(text);
  }, [failed, text]);
}
