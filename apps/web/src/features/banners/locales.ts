import { defineStrings } from '../../lib/locales/types';

/** What students see of the banners: the slideshow's own words (the panel's load with it). */
export default defineStrings({
  pt: {
    banners: {
      slideshow: {
        label: 'Destaques',
        role: 'carrossel',
        slideRole: 'banner',
        previous: 'Banner anterior',
        next: 'Próximo banner',
        goTo: 'Banner {{index}} de {{count}}',
        status: 'Banner {{index}} de {{count}}: {{title}}',
        pause: 'Pausar a troca automática dos banners',
        resume: 'Retomar a troca automática dos banners',
        playVideo: 'Assistir ao vídeo: {{title}}',
        watch: 'Assistir vídeo',
        opensInNewTab: '(abre em nova aba)',
      },
    },
  },
  en: {
    banners: {
      slideshow: {
        label: 'Highlights',
        role: 'carousel',
        slideRole: 'banner',
        previous: 'Previous banner',
        next: 'Next banner',
        goTo: 'Banner {{index}} of {{count}}',
        status: 'Banner {{index}} of {{count}}: {{title}}',
        pause: 'Pause the automatic banner rotation',
        resume: 'Resume the automatic banner rotation',
        playVideo: 'Watch the video: {{title}}',
        watch: 'Watch video',
        opensInNewTab: '(opens in a new tab)',
      },
    },
  },
  es: {
    banners: {
      slideshow: {
        label: 'Destacados',
        role: 'carrusel',
        slideRole: 'banner',
        previous: 'Banner anterior',
        next: 'Siguiente banner',
        goTo: 'Banner {{index}} de {{count}}',
        status: 'Banner {{index}} de {{count}}: {{title}}',
        pause: 'Pausar el cambio automático de banners',
        resume: 'Reanudar el cambio automático de banners',
        playVideo: 'Ver el video: {{title}}',
        watch: 'Ver video',
        opensInNewTab: '(se abre en otra pestaña)',
      },
    },
  },
});
