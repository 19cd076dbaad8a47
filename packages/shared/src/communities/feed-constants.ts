/**
 * The student side of communities (docs/communities.md; CONTRACT "Community, student side"). Constants only,
 * zod-free, so the web app's first chunk may read them.
 */
export const POST_TITLE_MAX = 150;
export const POST_TEXT_MAX = 5000;
export const COMMENT_MAX = 2000;
/** CONTRACT "Community, student side": 10 posts a page. */
export const FEED_PAGE_SIZE = 10;
export const COMMENTS_PAGE_SIZE = 20;
/** Pinned posts sit above the feed's first page: a few, so the first page stays one bounded read. */
export const MAX_PINNED = 3;
export const POST_IMAGES_MAX = 10;
export const POST_VIDEOS_MAX = 1;
export const POST_FILES_MAX = 5;
/** Posts per user per minute before 429 (a flood, not a conversation). */
export const POSTS_PER_MINUTE = 5;
export const COMMENTS_PER_MINUTE = 20;

/** Every message of the student side, in Portuguese (translations in feed-messages.ts). */
export const FEED_MESSAGES = {
  postEmpty: 'Escreva algo ou anexe uma mídia para publicar.',
  titleTooLong: 'O título pode ter no máximo 150 caracteres.',
  textTooLong: 'O texto pode ter no máximo 5.000 caracteres.',
  commentRequired: 'Escreva um comentário.',
  commentTooLong: 'O comentário pode ter no máximo 2.000 caracteres.',
  noAccess: 'Você não tem acesso a esta comunidade.',
  publicationsOff: 'Esta comunidade não aceita publicações de alunos.',
  textOff: 'Esta comunidade não aceita textos nas publicações.',
  imagesOff: 'Esta comunidade não aceita imagens.',
  videosOff: 'Esta comunidade não aceita vídeos.',
  filesOff: 'Esta comunidade não aceita arquivos.',
  commentsOff: 'Os comentários estão desativados nesta comunidade.',
  likesOff: 'As curtidas estão desativadas nesta comunidade.',
  replyDepth: 'Só é possível responder a um comentário, não a uma resposta.',
  pinLimit: 'Uma comunidade pode ter no máximo 3 publicações fixadas.',
  postsTooFast: 'Você publicou muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.',
  commentsTooFast: 'Você comentou muitas vezes em pouco tempo. Aguarde um minuto e tente de novo.',
  notAuthor: 'Só quem escreveu pode editar.',
  cannotDelete: 'Você só pode excluir o que escreveu.',
  staffOnly: 'Só moderadores e administradores podem fixar publicações.',
  postDeleted: 'Publicação excluída.',
  commentDeleted: 'Comentário excluído.',
  pinned: 'Publicação fixada.',
  unpinned: 'Publicação desafixada.',
  postUpdated: 'Publicação atualizada.',
  imagesTooMany: 'Uma publicação pode ter no máximo 10 imagens.',
  filesTooMany: 'Uma publicação pode ter no máximo 5 arquivos.',
  videosTooMany: 'Uma publicação pode ter no máximo 1 vídeo.',
  mediaTooLarge: 'Cada imagem ou arquivo pode ter no máximo 15 MB.',
  imageType: 'Formato de imagem não suportado: use PNG, JPEG, WebP, GIF ou HEIC.',
  fileType: 'Formato de arquivo não suportado: use PDF, Word, Excel, PowerPoint, texto (.txt) ou ZIP.',
  postVideoNotFound: 'Vídeo não encontrado: envie o vídeo novamente.',
} as const;
export type FeedMessageKey = keyof typeof FEED_MESSAGES;
