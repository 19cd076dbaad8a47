import { defineStrings } from '../../lib/locales/types';

export default defineStrings({
  pt: {
    links: {
      opensInNewTab: '(abre em nova aba)',
    },
  },
  en: {
    links: {
      opensInNewTab: '(opens in a new tab)',
    },
  },
  es: {
    links: {
      opensInNewTab: '(se abre en una pestaña nueva)',
    },
  },
});
