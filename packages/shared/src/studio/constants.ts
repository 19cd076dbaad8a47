/** The course studio's limits and messages (docs/course-studio.md). Zod-free: the web's labels read them too. */
export const STUDIO_TITLE_MAX = 191;
/** A description's HTML as the editor sends it, before sanitising: a long lesson text fits many times over. */
export const STUDIO_DESCRIPTION_MAX = 100_000;
/** Drip: at most ten years after the student's access began. */
export const STUDIO_RELEASE_DAYS_MAX = 3_650;
/**
 * No parent holds more (a school's courses, a course's modules), so a reorder names at most this
 * many ids and every studio list is bounded; a course holds at most as many lessons, in all its modules.
 */
export const STUDIO_ORDER_MAX = 2_000;
export const STUDIO_PRODUCTS_MAX = 500;
/** A lesson's material: a document of at most 50 MB (read whole before it is stored), 30 a lesson. */
export const STUDIO_MATERIAL_MAX_BYTES = 50 * 1_048_576;
export const STUDIO_MATERIALS_MAX = 30;
/** A lesson's video by default (LESSON_VIDEO_MAX_BYTES sets a server's own, up to 2^31 - 1: files.size_bytes is an integer): 2 GB. */
export const STUDIO_VIDEO_MAX_BYTES = 2_000_000_000;
/** Containers the studio takes: processed to H.264/AAC MP4 by ffmpeg; without it only MP4 and WebM, stored as they are. */
export const STUDIO_VIDEO_EXTENSIONS = ['mp4', 'm4v', 'mov', 'mkv', 'webm', 'avi', 'mpeg', 'mpg'] as const;
export const STUDIO_PLAYABLE_EXTENSIONS = ['mp4', 'm4v', 'webm'] as const;

export const STUDIO_MESSAGES = {
  titleRequired: 'Informe um título',
  titleTooLong: 'O título deve ter no máximo 191 caracteres',
  descriptionTooLong: 'A descrição é longa demais',
  releaseDaysInvalid: 'Informe um número de dias entre 0 e 3650',
  releaseAtInvalid: 'Informe uma data válida',
  releaseBoth: 'Escolha dias após o acesso ou uma data, não os dois',
  embedInvalid: 'Use um link de incorporação do YouTube, Vimeo ou de outro serviço aceito',
  orderInvalid: 'A nova ordem deve conter cada item uma única vez',
  orderMismatch: 'A nova ordem deve conter exatamente os itens atuais',
  productUnknown: 'Produto não encontrado nesta escola',
  nothingToChange: 'Nada para alterar',
  courseNotFound: 'Curso não encontrado',
  moduleNotFound: 'Módulo não encontrado',
  lessonNotFound: 'Aula não encontrada',
  coursePublished: 'Despublique o curso antes de excluí-lo',
  materialType: 'Envie um PDF, documento, apresentação, planilha ou ZIP',
  materialTooLarge: 'O material deve ter no máximo 50 MB',
  materialsFull: 'Esta aula já tem 30 materiais',
  materialNotFound: 'Material não encontrado',
  videoType: 'Envie um vídeo MP4, MOV, MKV, WebM, AVI ou MPEG',
  videoNeedsProcessing: 'Este servidor só aceita vídeos MP4 ou WebM (o processamento de vídeo não está instalado)',
  videoTooLarge: 'O vídeo passa do limite deste servidor',
  videoSizeRequired: 'Informe o tamanho do arquivo',
  videoLinkExpired: 'O link de envio expirou ou já foi usado: comece o envio de novo',
  videoOffset: 'O envio continua de outro ponto: pergunte quanto já chegou e retome de lá',
  videoUnreadable: 'Não foi possível ler este vídeo: o arquivo está corrompido ou não é um vídeo',
  videoFailed: 'O processamento do vídeo falhou',
  coursesFull: 'A escola já tem 2000 cursos: exclua um antes de criar outro',
  modulesFull: 'Este curso já tem 2000 módulos',
  lessonsFull: 'Este curso já tem 2000 aulas',
  copySuffix: '(cópia)',
} as const;
