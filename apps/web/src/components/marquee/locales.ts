import { defineStrings } from '../../lib/locales/types';

/** The marquee strip's own words (students see it on lessons; staff in the panel's preview). */
export default defineStrings({
  pt: { marquee: { label: 'Letreiro', pause: 'Pausar letreiro', play: 'Retomar letreiro', newTab: '(abre em uma nova aba)' } },
  en: { marquee: { label: 'Marquee', pause: 'Pause marquee', play: 'Resume marquee', newTab: '(opens in a new tab)' } },
  es: { marquee: { label: 'Letrero', pause: 'Pausar letrero', play: 'Reanudar letrero', newTab: '(se abre en una pestaña nueva)' } },
});
