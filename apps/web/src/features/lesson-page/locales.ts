import { LESSON_PAGE_TRANSLATIONS } from '@trilha/shared/lesson-page/messages';
import { languages, type Language } from '@trilha/shared/platform/languages';
import { textsIn } from '@trilha/shared/platform/translations';
import { defineStrings } from '../../lib/locales/types';

/** `_zero` because Portuguese and Spanish say "0 curtidas" with the plural, which i18next's "one" rule would not pick. */
const strings = defineStrings({
  pt: {
    comments: {
      heading: 'Comentários',
      list: 'Comentários da aula',
      label: 'Escreva um comentário',
      placeholder: 'Comente ou tire uma dúvida sobre a aula…',
      submit: 'Comentar',
      reply: 'Responder',
      replyLabel: 'Responder a {{name}}',
      replyPlaceholder: 'Escreva uma resposta…',
      submitReply: 'Enviar resposta',
      counter: '{{count}} de {{max}} caracteres',
      empty: 'Nenhum comentário ainda. Comece a conversa!',
      error: 'Não foi possível carregar os comentários.',
      loadMore: 'Carregar mais',
      moreReplies: 'Ver mais respostas',
      replies: 'Respostas a {{name}}',
      staff: 'Resposta da escola',
      unanswered: 'Sem resposta',
      delete: 'Excluir',
      deleteLabel: 'Excluir o comentário de {{name}}',
      deleteTitle: 'Excluir comentário?',
      deleteText: 'O comentário e as respostas a ele serão excluídos.',
      deleteReplyText: 'A resposta será excluída.',
      deleted: 'Comentário excluído.',
    },
    like: {
      label: 'Curtir a aula',
      count_zero: '{{count}} curtidas',
      count_one: '{{count}} curtida',
      count_other: '{{count}} curtidas',
    },
  },
  en: {
    comments: {
      heading: 'Comments',
      list: 'Comments on the lesson',
      label: 'Write a comment',
      placeholder: 'Comment or ask a question about the lesson…',
      submit: 'Comment',
      reply: 'Reply',
      replyLabel: 'Reply to {{name}}',
      replyPlaceholder: 'Write a reply…',
      submitReply: 'Send reply',
      counter: '{{count}} of {{max}} characters',
      empty: 'No comments yet. Start the conversation!',
      error: 'Could not load the comments.',
      loadMore: 'Load more',
      moreReplies: 'See more replies',
      replies: 'Replies to {{name}}',
      staff: "School's answer",
      unanswered: 'Unanswered',
      delete: 'Delete',
      deleteLabel: 'Delete the comment by {{name}}',
      deleteTitle: 'Delete comment?',
      deleteText: 'The comment and its replies will be deleted.',
      deleteReplyText: 'The reply will be deleted.',
      deleted: 'Comment deleted.',
    },
    like: {
      label: 'Like the lesson',
      count_zero: '{{count}} likes',
      count_one: '{{count}} like',
      count_other: '{{count}} likes',
    },
  },
  es: {
    comments: {
      heading: 'Comentarios',
      list: 'Comentarios de la clase',
      label: 'Escribe un comentario',
      placeholder: 'Comenta o plantea una duda sobre la clase…',
      submit: 'Comentar',
      reply: 'Responder',
      replyLabel: 'Responder a {{name}}',
      replyPlaceholder: 'Escribe una respuesta…',
      submitReply: 'Enviar respuesta',
      counter: '{{count}} de {{max}} caracteres',
      empty: 'Aún no hay comentarios. ¡Empieza la conversación!',
      error: 'No fue posible cargar los comentarios.',
      loadMore: 'Cargar más',
      moreReplies: 'Ver más respuestas',
      replies: 'Respuestas a {{name}}',
      staff: 'Respuesta de la escuela',
      unanswered: 'Sin respuesta',
      delete: 'Eliminar',
      deleteLabel: 'Eliminar el comentario de {{name}}',
      deleteTitle: '¿Eliminar comentario?',
      deleteText: 'Se eliminarán el comentario y sus respuestas.',
      deleteReplyText: 'Se eliminará la respuesta.',
      deleted: 'Comentario eliminado.',
    },
    like: {
      label: 'Me gusta la clase',
      count_zero: '{{count}} me gusta',
      count_one: '{{count}} me gusta',
      count_other: '{{count}} me gusta',
    },
  },
});

const build = (lang: Language) => ({
  lessonPage: {
    // The server's messages, from the one shared table it also answers with.
    messages: textsIn(LESSON_PAGE_TRANSLATIONS, lang),
    ...strings[lang],
  },
});

/** The lesson page's comments and like (students see them: loaded with every visitor's strings in app/locales). */
export default Object.fromEntries(languages.map((lang) => [lang, build(lang)])) as Record<Language, ReturnType<typeof build>>;
