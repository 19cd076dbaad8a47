import type { Translations } from '../platform/translations';

/**
 * The Níveis, Pontuação and Ranking drawers' messages (spec 001 §5, §6, §8 verbatim where the spec
 * gives them; the rest Trilha's), in Portuguese: the schemas' issues and the server's replies.
 */
export const GAMIFICATION_ADMIN_MESSAGES = {
  required: 'Obrigatório',
  noProductSelected: 'Nenhum produto selecionado.',
  levelNameTooLong: 'O nome pode ter no máximo 32 caracteres.',
  levelNameEditTooLong: 'O nome pode ter no máximo 150 caracteres.',
  levelCreated: 'Novo nível criado.',
  levelUpdated: 'Nível atualizado com sucesso.',
  levelUpdateFailed: 'Falha ao atualizar o nível! Tente novamente.',
  levelDeleteFailed: 'Falha ao deletar o Nível, tente novamente.',
  levelDeleted: 'Nível removido.',
  levelImageKept: 'Envie a imagem pelo formulário do nível.',
  levelLimit: 'Esta escola já tem o número máximo de níveis.',
  neededScoreInvalid: 'Use um número inteiro de 0 a 100000000.',
  pointsInvalid: 'Use um número inteiro de 0 a 10000.',
  neededInteractionInvalid: 'Use um número inteiro de 1 a 1000.',
  colorInvalid: 'Cor inválida. Use o formato #RRGGBB.',
  animationInvalid: 'Animação inválida.',
  imageTooLarge: 'O arquivo excede o tamanho máximo permitido de 1MB.',
  productUnknown: 'Produto não encontrado nesta escola.',
  pointsNameTooLong: 'O nome dos pontos pode ter no máximo 32 caracteres.',
  scoringCreated: 'Pontuação criada com sucesso.',
  scoringUpdated: 'Pontuação atualizada com sucesso.',
  scoringExists: 'A pontuação já foi criada; salve as alterações.',
  productRemoved: 'Produto excluído das permissões',
  permissionRemoved: 'Produto removido do nível.',
  rankingOn: 'Ranking ativado',
  rankingOff: 'Ranking desativado',
  rankingToggleFailed: 'Falha ao alterar o status do ranking.',
  rankingNeedsCommunity: 'O ranking só pode ser exibido em plataformas com uma ou mais comunidades.',
} as const;

const M = GAMIFICATION_ADMIN_MESSAGES;

/** The same messages in pt, en and es (docs/decisions/0005): the server's replies and the web's texts. */
export const GAMIFICATION_ADMIN_TRANSLATIONS = {
  required: { pt: M.required, en: 'Required', es: 'Obligatorio' },
  noProductSelected: { pt: M.noProductSelected, en: 'No product selected.', es: 'Ningún producto seleccionado.' },
  levelNameTooLong: {
    pt: M.levelNameTooLong,
    en: 'The name can have at most 32 characters.',
    es: 'El nombre puede tener como máximo 32 caracteres.',
  },
  levelNameEditTooLong: {
    pt: M.levelNameEditTooLong,
    en: 'The name can have at most 150 characters.',
    es: 'El nombre puede tener como máximo 150 caracteres.',
  },
  levelCreated: { pt: M.levelCreated, en: 'New level created.', es: 'Nuevo nivel creado.' },
  levelUpdated: { pt: M.levelUpdated, en: 'Level updated successfully.', es: 'Nivel actualizado con éxito.' },
  levelUpdateFailed: {
    pt: M.levelUpdateFailed,
    en: 'Could not update the level! Try again.',
    es: '¡Error al actualizar el nivel! Inténtalo de nuevo.',
  },
  levelDeleteFailed: {
    pt: M.levelDeleteFailed,
    en: 'Could not delete the level, try again.',
    es: 'Error al eliminar el nivel, inténtalo de nuevo.',
  },
  levelDeleted: { pt: M.levelDeleted, en: 'Level removed.', es: 'Nivel eliminado.' },
  levelImageKept: { pt: M.levelImageKept, en: "Send the image with the level's form.", es: 'Envía la imagen con el formulario del nivel.' },
  levelLimit: {
    pt: M.levelLimit,
    en: 'This school already has the most levels allowed.',
    es: 'Esta escuela ya tiene el número máximo de niveles.',
  },
  neededScoreInvalid: {
    pt: M.neededScoreInvalid,
    en: 'Use a whole number from 0 to 100000000.',
    es: 'Usa un número entero de 0 a 100000000.',
  },
  pointsInvalid: { pt: M.pointsInvalid, en: 'Use a whole number from 0 to 10000.', es: 'Usa un número entero de 0 a 10000.' },
  neededInteractionInvalid: {
    pt: M.neededInteractionInvalid,
    en: 'Use a whole number from 1 to 1000.',
    es: 'Usa un número entero de 1 a 1000.',
  },
  colorInvalid: { pt: M.colorInvalid, en: 'Invalid colour. Use the #RRGGBB format.', es: 'Color no válido. Usa el formato #RRGGBB.' },
  animationInvalid: { pt: M.animationInvalid, en: 'Invalid animation.', es: 'Animación no válida.' },
  imageTooLarge: {
    pt: M.imageTooLarge,
    en: 'The file exceeds the 1MB size limit.',
    es: 'El archivo supera el tamaño máximo permitido de 1MB.',
  },
  productUnknown: { pt: M.productUnknown, en: 'Product not found in this school.', es: 'Producto no encontrado en esta escuela.' },
  pointsNameTooLong: {
    pt: M.pointsNameTooLong,
    en: "The points' name can have at most 32 characters.",
    es: 'El nombre de los puntos puede tener como máximo 32 caracteres.',
  },
  scoringCreated: { pt: M.scoringCreated, en: 'Scoring created successfully.', es: 'Puntuación creada con éxito.' },
  scoringUpdated: { pt: M.scoringUpdated, en: 'Scoring updated successfully.', es: 'Puntuación actualizada con éxito.' },
  scoringExists: {
    pt: M.scoringExists,
    en: 'The scoring already exists; save the changes.',
    es: 'La puntuación ya existe; guarda los cambios.',
  },
  productRemoved: { pt: M.productRemoved, en: 'Product removed from the permissions', es: 'Producto eliminado de los permisos' },
  permissionRemoved: { pt: M.permissionRemoved, en: 'Product removed from the level.', es: 'Producto eliminado del nivel.' },
  rankingOn: { pt: M.rankingOn, en: 'Ranking enabled', es: 'Ranking activado' },
  rankingOff: { pt: M.rankingOff, en: 'Ranking disabled', es: 'Ranking desactivado' },
  rankingToggleFailed: {
    pt: M.rankingToggleFailed,
    en: 'Could not change the ranking status.',
    es: 'Error al cambiar el estado del ranking.',
  },
  rankingNeedsCommunity: {
    pt: M.rankingNeedsCommunity,
    en: 'The ranking can only be shown on platforms with one or more communities.',
    es: 'El ranking solo se puede mostrar en plataformas con una o más comunidades.',
  },
} as const satisfies Translations<typeof GAMIFICATION_ADMIN_MESSAGES>;
