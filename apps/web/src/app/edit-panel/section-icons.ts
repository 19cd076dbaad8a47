import {
  IconBooks,
  IconCarouselHorizontal,
  IconClipboardCheck,
  IconCode,
  IconLayoutBottombar,
  IconLink,
  IconLogin,
  IconPalette,
  IconPhoto,
  IconPlayerPlay,
  IconSeo,
  IconTrophy,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

/** One icon per panel section key of sections.ts. */
export const SECTION_ICONS: Record<string, Icon> = {
  cursos: IconBooks,
  vitrine: IconCarouselHorizontal,
  aparencia: IconPalette,
  banner: IconPhoto,
  avaliacoes: IconClipboardCheck,
  login: IconLogin,
  aula: IconPlayerPlay,
  header: IconLink,
  footer: IconLayoutBottombar,
  seo: IconSeo,
  comunidade: IconUsersGroup,
  gamificacao: IconTrophy,
  html: IconCode,
};
