import { defineStrings } from '../../lib/locales/types';

/** The side navigation (Aparência "sidebar" switch) and the visitor's header of an open showcase. */
export default defineStrings({
  pt: {
    sidebar: {
      label: 'Navegação lateral',
      myCourses: 'Meus cursos',
      allCourses: 'Todos os cursos',
      collapse: 'Recolher menu lateral',
      expand: 'Expandir menu lateral',
      locked: 'bloqueado',
    },
  },
  en: {
    sidebar: {
      label: 'Side navigation',
      myCourses: 'My courses',
      allCourses: 'All courses',
      collapse: 'Collapse side menu',
      expand: 'Expand side menu',
      locked: 'locked',
    },
  },
  es: {
    sidebar: {
      label: 'Navegación lateral',
      myCourses: 'Mis cursos',
      allCourses: 'Todos los cursos',
      collapse: 'Contraer menú lateral',
      expand: 'Expandir menú lateral',
      locked: 'bloqueado',
    },
  },
});
