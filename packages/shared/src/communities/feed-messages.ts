import type { Translations } from '../platform/translations';
import { FEED_MESSAGES as M } from './feed-constants';

/** The student side's messages in pt (FEED_MESSAGES), en and es: the server's replies and the web's texts. */
export const FEED_TRANSLATIONS = {
  postEmpty: { pt: M.postEmpty, en: 'Write something or attach media to post.', es: 'Escribe algo o adjunta un archivo para publicar.' },
  titleTooLong: {
    pt: M.titleTooLong,
    en: 'The title can have at most 150 characters.',
    es: 'El título puede tener como máximo 150 caracteres.',
  },
  textTooLong: {
    pt: M.textTooLong,
    en: 'The text can have at most 5,000 characters.',
    es: 'El texto puede tener como máximo 5.000 caracteres.',
  },
  commentRequired: { pt: M.commentRequired, en: 'Write a comment.', es: 'Escribe un comentario.' },
  commentTooLong: {
    pt: M.commentTooLong,
    en: 'The comment can have at most 2,000 characters.',
    es: 'El comentario puede tener como máximo 2.000 caracteres.',
  },
  noAccess: { pt: M.noAccess, en: 'You do not have access to this community.', es: 'No tienes acceso a esta comunidad.' },
  publicationsOff: {
    pt: M.publicationsOff,
    en: 'This community does not accept posts from students.',
    es: 'Esta comunidad no acepta publicaciones de alumnos.',
  },
  textOff: {
    pt: M.textOff,
    en: 'This community does not accept text in posts.',
    es: 'Esta comunidad no acepta textos en las publicaciones.',
  },
  imagesOff: { pt: M.imagesOff, en: 'This community does not accept images.', es: 'Esta comunidad no acepta imágenes.' },
  videosOff: { pt: M.videosOff, en: 'This community does not accept videos.', es: 'Esta comunidad no acepta videos.' },
  filesOff: { pt: M.filesOff, en: 'This community does not accept files.', es: 'Esta comunidad no acepta archivos.' },
  commentsOff: {
    pt: M.commentsOff,
    en: 'Comments are turned off in this community.',
    es: 'Los comentarios están desactivados en esta comunidad.',
  },
  likesOff: { pt: M.likesOff, en: 'Likes are turned off in this community.', es: 'Los «me gusta» están desactivados en esta comunidad.' },
  replyDepth: {
    pt: M.replyDepth,
    en: 'You can only reply to a comment, not to a reply.',
    es: 'Solo se puede responder a un comentario, no a una respuesta.',
  },
  pinLimit: {
    pt: M.pinLimit,
    en: 'A community can have at most 3 pinned posts.',
    es: 'Una comunidad puede tener como máximo 3 publicaciones fijadas.',
  },
  postsTooFast: {
    pt: M.postsTooFast,
    en: 'You posted many times in a short while. Wait a minute and try again.',
    es: 'Publicaste muchas veces en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  },
  commentsTooFast: {
    pt: M.commentsTooFast,
    en: 'You commented many times in a short while. Wait a minute and try again.',
    es: 'Comentaste muchas veces en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  },
  notAuthor: { pt: M.notAuthor, en: 'Only the author can edit.', es: 'Solo quien lo escribió puede editar.' },
  cannotDelete: { pt: M.cannotDelete, en: 'You can only delete what you wrote.', es: 'Solo puedes eliminar lo que escribiste.' },
  staffOnly: {
    pt: M.staffOnly,
    en: 'Only moderators and administrators can pin posts.',
    es: 'Solo moderadores y administradores pueden fijar publicaciones.',
  },
  postDeleted: { pt: M.postDeleted, en: 'Post deleted.', es: 'Publicación eliminada.' },
  commentDeleted: { pt: M.commentDeleted, en: 'Comment deleted.', es: 'Comentario eliminado.' },
  pinned: { pt: M.pinned, en: 'Post pinned.', es: 'Publicación fijada.' },
  unpinned: { pt: M.unpinned, en: 'Post unpinned.', es: 'Publicación desfijada.' },
  postUpdated: { pt: M.postUpdated, en: 'Post updated.', es: 'Publicación actualizada.' },
  imagesTooMany: {
    pt: M.imagesTooMany,
    en: 'A post can have at most 10 images.',
    es: 'Una publicación puede tener como máximo 10 imágenes.',
  },
  filesTooMany: {
    pt: M.filesTooMany,
    en: 'A post can have at most 5 files.',
    es: 'Una publicación puede tener como máximo 5 archivos.',
  },
  videosTooMany: {
    pt: M.videosTooMany,
    en: 'A post can have at most 1 video.',
    es: 'Una publicación puede tener como máximo 1 video.',
  },
  mediaTooLarge: {
    pt: M.mediaTooLarge,
    en: 'Each image or file can be at most 15 MB.',
    es: 'Cada imagen o archivo puede tener como máximo 15 MB.',
  },
  imageType: {
    pt: M.imageType,
    en: 'Unsupported image format: use PNG, JPEG, WebP, GIF or HEIC.',
    es: 'Formato de imagen no admitido: usa PNG, JPEG, WebP, GIF o HEIC.',
  },
  fileType: {
    pt: M.fileType,
    en: 'Unsupported file format: use PDF, Word, Excel, PowerPoint, text (.txt) or ZIP.',
    es: 'Formato de archivo no admitido: usa PDF, Word, Excel, PowerPoint, texto (.txt) o ZIP.',
  },
  postVideoNotFound: {
    pt: M.postVideoNotFound,
    en: 'Video not found: upload the video again.',
    es: 'Video no encontrado: sube el video de nuevo.',
  },
} as const satisfies Translations<typeof M>;
