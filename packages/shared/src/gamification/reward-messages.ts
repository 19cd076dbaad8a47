import type { Translations } from '../platform/translations';
import { GAMIFICATION_ADMIN_MESSAGES, GAMIFICATION_ADMIN_TRANSLATIONS } from './admin-messages';

/**
 * The rewards' messages in Portuguese: spec 000 §5, §8 and spec 001 §5 verbatim where the spec
 * gives them, Trilha's own words for the bounds it leaves open (docs/gamification.md "Rewards").
 */
export const REWARD_MESSAGES = {
  created: 'Nova recompensa criada',
  updated: 'Recompensa atualizada com sucesso',
  deleted: 'Recompensa excluída com sucesso',
  permissionsCreated: 'Permissões da recompensa salvas',
  permissionDeleted: 'Produto removido da recompensa',
  required: 'Campo obrigatório',
  plansRequired: 'Turma/produto que irá pontuar é obrigatório',
  linkInvalid: 'Valor inválido, corrija e tente novamente',
  /** The same 1 MB picture limit as a level's image: one message. */
  badgeTooLarge: GAMIFICATION_ADMIN_MESSAGES.imageTooLarge,
  fileTooLarge: 'O arquivo excede o tamanho máximo permitido de 15MB.',
  deleteConfirm: 'Tem certeza que deseja excluir essa recompensa? Essa ação é irreversível',
  permissionsFailed: 'Erro desconhecido ao criar permissões para a recompensa, tente novamente.',
  deleteFailed: 'Erro desconhecido ao deletar a recompensa, tente novamente.',
  saveFailed: 'Erro desconhecido ao salvar a recompensa, tente novamente.',
  nameTooLong: 'O nome pode ter no máximo 150 caracteres.',
  descriptionTooLong: 'A descrição pode ter no máximo 250 caracteres.',
  neededScoreInvalid: 'Informe uma pontuação inteira a partir de 0.',
  linksTooMany: 'Adicione no máximo 20 links.',
  linksRequired: 'Adicione ao menos um link.',
  embedTooLong: 'O código incorporado pode ter no máximo 10000 caracteres.',
  badgeType: 'Envie uma imagem PNG, JPEG, WEBP ou GIF.',
  fileType: 'Tipo de arquivo não aceito. Envie PDF, Word, Excel, PowerPoint, ZIP, imagem, áudio MP3 ou vídeo MP4.',
  notFound: 'Recompensa não encontrada.',
  quizNotFound: 'A avaliação selecionada não existe nesta escola.',
  lessonNotFound: 'A aula selecionada não existe nesta escola.',
  productNotFound: 'O produto selecionado não existe nesta escola.',
  lastProduct: 'A recompensa precisa de ao menos um produto.',
  tooMany: 'Esta escola atingiu o limite de 200 recompensas.',
  invalidChoice: 'Selecione uma opção válida.',
} as const;
export type RewardMessageKey = keyof typeof REWARD_MESSAGES;

const M = REWARD_MESSAGES;

/** Every reward message in pt, en and es: the server's replies and the web's texts (decision 0005). */
export const REWARD_TRANSLATIONS: Translations<typeof REWARD_MESSAGES> = {
  created: { pt: M.created, en: 'New reward created', es: 'Nueva recompensa creada' },
  updated: { pt: M.updated, en: 'Reward updated successfully', es: 'Recompensa actualizada con éxito' },
  deleted: { pt: M.deleted, en: 'Reward deleted successfully', es: 'Recompensa eliminada con éxito' },
  permissionsCreated: { pt: M.permissionsCreated, en: "The reward's permissions were saved", es: 'Permisos de la recompensa guardados' },
  permissionDeleted: { pt: M.permissionDeleted, en: 'Product removed from the reward', es: 'Producto eliminado de la recompensa' },
  required: { pt: M.required, en: 'Required field', es: 'Campo obligatorio' },
  plansRequired: {
    pt: M.plansRequired,
    en: 'The class/product that will score is required',
    es: 'La clase/producto que puntuará es obligatorio',
  },
  linkInvalid: { pt: M.linkInvalid, en: 'Invalid value, correct it and try again', es: 'Valor no válido, corrígelo e inténtalo de nuevo' },
  badgeTooLarge: GAMIFICATION_ADMIN_TRANSLATIONS.imageTooLarge,
  fileTooLarge: {
    pt: M.fileTooLarge,
    en: 'The file exceeds the maximum allowed size of 15MB.',
    es: 'El archivo supera el tamaño máximo permitido de 15MB.',
  },
  deleteConfirm: {
    pt: M.deleteConfirm,
    en: 'Are you sure you want to delete this reward? This action cannot be undone',
    es: '¿Seguro que deseas eliminar esta recompensa? Esta acción es irreversible',
  },
  permissionsFailed: {
    pt: M.permissionsFailed,
    en: "Unknown error while creating the reward's permissions, please try again.",
    es: 'Error desconocido al crear los permisos de la recompensa, inténtalo de nuevo.',
  },
  deleteFailed: {
    pt: M.deleteFailed,
    en: 'Unknown error while deleting the reward, please try again.',
    es: 'Error desconocido al eliminar la recompensa, inténtalo de nuevo.',
  },
  saveFailed: {
    pt: M.saveFailed,
    en: 'Unknown error while saving the reward, please try again.',
    es: 'Error desconocido al guardar la recompensa, inténtalo de nuevo.',
  },
  nameTooLong: {
    pt: M.nameTooLong,
    en: 'The name can have at most 150 characters.',
    es: 'El nombre puede tener como máximo 150 caracteres.',
  },
  descriptionTooLong: {
    pt: M.descriptionTooLong,
    en: 'The description can have at most 250 characters.',
    es: 'La descripción puede tener como máximo 250 caracteres.',
  },
  neededScoreInvalid: { pt: M.neededScoreInvalid, en: 'Enter a whole score from 0 up.', es: 'Indica una puntuación entera desde 0.' },
  linksTooMany: { pt: M.linksTooMany, en: 'Add at most 20 links.', es: 'Agrega como máximo 20 enlaces.' },
  linksRequired: { pt: M.linksRequired, en: 'Add at least one link.', es: 'Agrega al menos un enlace.' },
  embedTooLong: {
    pt: M.embedTooLong,
    en: 'The embed code can have at most 10000 characters.',
    es: 'El código incrustado puede tener como máximo 10000 caracteres.',
  },
  badgeType: { pt: M.badgeType, en: 'Send a PNG, JPEG, WEBP or GIF image.', es: 'Envía una imagen PNG, JPEG, WEBP o GIF.' },
  fileType: {
    pt: M.fileType,
    en: 'File type not accepted. Send a PDF, Word, Excel, PowerPoint, ZIP, image, MP3 audio or MP4 video.',
    es: 'Tipo de archivo no aceptado. Envía PDF, Word, Excel, PowerPoint, ZIP, imagen, audio MP3 o video MP4.',
  },
  notFound: { pt: M.notFound, en: 'Reward not found.', es: 'Recompensa no encontrada.' },
  quizNotFound: {
    pt: M.quizNotFound,
    en: 'The selected quiz does not exist in this school.',
    es: 'La evaluación seleccionada no existe en esta escuela.',
  },
  lessonNotFound: {
    pt: M.lessonNotFound,
    en: 'The selected lesson does not exist in this school.',
    es: 'La clase seleccionada no existe en esta escuela.',
  },
  productNotFound: {
    pt: M.productNotFound,
    en: 'The selected product does not exist in this school.',
    es: 'El producto seleccionado no existe en esta escuela.',
  },
  lastProduct: { pt: M.lastProduct, en: 'The reward needs at least one product.', es: 'La recompensa necesita al menos un producto.' },
  tooMany: {
    pt: M.tooMany,
    en: 'This school has reached the limit of 200 rewards.',
    es: 'Esta escuela alcanzó el límite de 200 recompensas.',
  },
  invalidChoice: { pt: M.invalidChoice, en: 'Select a valid option.', es: 'Selecciona una opción válida.' },
};
