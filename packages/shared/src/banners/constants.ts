/** The banner's limits, messages, crop sizes and paths, zod-free: the student slideshow reads some of them. */
/** Spec 001 §5, §9 and spec 002 §8, §9: every limit and message of the home banner. */
export const BANNER_DESCRIPTION_MAX = 250;
export const BANNER_TEXT_MAX = 191;
/** A slideshow past this many slides is no longer a banner; keeps the list bounded. */
export const MAX_BANNERS = 20;
export { DELETE_CONFIRM_WORD as BANNER_DELETE_WORD } from '../platform/confirm';
export const BANNER_REDIRECT_DELAY_MS = 3000;

export const BANNER_MESSAGES = {
  descriptionTooLong: 'A descrição do banner é maior do que o limite de 250',
  textTooLong: 'O texto deve ter no máximo 191 caracteres.',
  invalidLink: 'Link inválido: use um endereço http(s):// ou um caminho da plataforma começando com /',
  invalidFont: 'Fonte inválida',
  invalidWeight: 'Peso de fonte inválido',
  invalidSize: 'O tamanho da fonte deve ser entre 8 e 96',
  limit: 'Você pode criar no máximo 20 banners',
  created: 'Banner criado com sucesso!',
  updated: 'Banner atualizado com sucesso!',
  deleted: 'O banner foi deletado',
  ordered: 'Ordem dos banners salva com sucesso',
  orderMismatch: 'A nova ordem deve conter exatamente os banners da plataforma',
  settingsSaved: 'Dados salvos com sucesso',
  settingsFailed: 'Erro ao atualizar configurações do banner',
  invalidTransition: 'Tipo de transição inválido',
  invalidAutoplayTime: 'O tempo de transição deve ser entre 1 e 60 segundos',
  videoTooLarge: 'O tamanho limite para esse video é 25mb',
  videoType: 'Formato de vídeo não suportado: use mp4, avi, mpeg, webm, mov, mkv ou flv',
  videoNotFound: 'Vídeo não encontrado: envie o vídeo novamente',
  videoLinkExpired: 'O link de envio expirou ou já foi usado',
  /** Trilha's own: the PUT sent fewer bytes than the size declared for the link. */
  videoIncomplete: 'O vídeo chegou incompleto: envie novamente',
  filenameRequired: 'Informe o nome do arquivo',
  /** Trilha's own: a banner with no picture and no video is a blank slide on every student's home. */
  mediaRequired: 'Adicione ao banner uma imagem (desktop ou mobile) ou um vídeo',
} as const;

/** What a slide shows: a banner needs at least one image (desktop or mobile) or one video. */
export const bannerHasMedia = (media: {
  url_image: string | null;
  url_image_vertical: string | null;
  url_video: string | null;
  url_video_vertical: string | null;
}) => [media.url_image, media.url_image_vertical, media.url_video, media.url_video_vertical].some((url) => url !== null && url !== '');

/** Spec 001 §5: banner images, as the picker offers them (the crop step re-encodes them in the browser). */
export const BANNER_IMAGE_ACCEPT = ['image/png', 'image/jpeg', 'image/webp', 'image/heic'] as const;
/** Spec 001 §5, §9 and spec 002 §2: crop outputs and the preview boxes of the modal. */
export const BANNER_CROPS = {
  desktop: { width: 1920, height: 1080, preview: { width: 430, height: 256 } },
  mobile: { width: 1080, height: 1920, preview: { width: 215, height: 410 } },
} as const;
export const BANNER_ZOOM = { min: 1, max: 50 } as const;

/** Spec 001 §5: videos up to 25 MB of these types. */
export const VIDEO_MAX_BYTES = 25 * 1_048_576;
export const VIDEO_EXTENSIONS = ['mp4', 'avi', 'mpeg', 'webm', 'mov', 'mkv', 'flv'] as const;
/** The same types as detected from the bytes (file-type's names). */
export const VIDEO_MIME_TYPES = [
  'video/mp4',
  'video/x-msvideo',
  'video/vnd.avi',
  'video/mpeg',
  'video/webm',
  'video/quicktime',
  'video/x-matroska',
  'video/x-flv',
] as const;
/** Spec 001 §2: the banner video plays this long before the student presses play. */
export const BANNER_VIDEO_PREVIEW_SECONDS = 6;

export const TRANSITION_TYPES = ['normal', 'fade'] as const;
export const FONT_WEIGHTS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
export const BANNER_FONT_SIZE = { min: 8, max: 96, default: 16 } as const;
export const BANNER_FONT_DEFAULT_WEIGHT = 400;

/**
 * The multipart form of create and update: bannerFields plus tenant_id as text parts, and up to
 * three image parts (`url_image`, `url_image_vertical`, `headline_image`). On update a text part
 * `remove_<image field>=1` clears that image; an image field that is absent keeps the stored one.
 */
export const BANNER_IMAGE_FIELDS = ['url_image', 'url_image_vertical', 'headline_image'] as const;
export type BannerImageField = (typeof BANNER_IMAGE_FIELDS)[number];
