import common from '../lib/locales/common';
import links from '../features/links/locales';
import lives from '../features/lives/locales';
import notifications from '../features/notifications/locales';
import shell from '../app/shell/locales';

/** Stand-in for app/locales/index in the shell's tests: only the strings the shell renders (custom links, the live alert and the bell included). */
export const resources = Object.fromEntries(
  (['pt', 'en', 'es'] as const).map((lang) => [
    lang,
    { translation: { ...common[lang], ...shell[lang], ...links[lang], ...lives[lang], ...notifications[lang] } },
  ]),
);
