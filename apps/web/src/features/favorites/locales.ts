import { FAVORITE_MESSAGES } from '@trilha/shared/home/constants';
import { defineStrings } from '../../lib/locales/types';

export default defineStrings({
  pt: {
    favorites: {
      add: 'Adicionar à minha lista',
      remove: 'Remover da minha lista',
      failed: FAVORITE_MESSAGES.failed,
      title: 'Favoritos',
      subtitle: 'Cursos e aulas que você guardou para ver depois.',
      listLabel: 'Minha lista',
      count_one: '{{count}} item',
      count_other: '{{count}} itens',
      loadMore: 'Carregar mais',
      emptyTitle: 'Sua lista está vazia',
      emptyText: 'Toque no coração de um curso ou de uma aula para guardá-lo aqui.',
      backHome: 'Ir para a página inicial',
      errorTitle: 'Não foi possível carregar sua lista',
      errorText: 'Verifique sua conexão e tente de novo.',
    },
  },
  en: {
    favorites: {
      add: 'Add to my list',
      remove: 'Remove from my list',
      failed: 'Could not update your list',
      title: 'Favourites',
      subtitle: 'Courses and lessons you saved for later.',
      listLabel: 'My list',
      count_one: '{{count}} item',
      count_other: '{{count}} items',
      loadMore: 'Load more',
      emptyTitle: 'Your list is empty',
      emptyText: 'Tap the heart on a course or lesson to keep it here.',
      backHome: 'Go to the home page',
      errorTitle: 'Could not load your list',
      errorText: 'Check your connection and try again.',
    },
  },
  es: {
    favorites: {
      add: 'Agregar a mi lista',
      remove: 'Quitar de mi lista',
      failed: 'No se pudo actualizar tu lista',
      title: 'Favoritos',
      subtitle: 'Cursos y clases que guardaste para ver después.',
      listLabel: 'Mi lista',
      count_one: '{{count}} elemento',
      count_other: '{{count}} elementos',
      loadMore: 'Cargar más',
      emptyTitle: 'Tu lista está vacía',
      emptyText: 'Toca el corazón de un curso o de una clase para guardarlo aquí.',
      backHome: 'Ir a la página de inicio',
      errorTitle: 'No se pudo cargar tu lista',
      errorText: 'Revisa tu conexión e inténtalo de nuevo.',
    },
  },
});
