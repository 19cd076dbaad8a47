import type { Translations } from '../platform/translations';
import { LESSON_PAGE_MESSAGES as M } from './constants';

/** The lesson screen's messages in pt (LESSON_PAGE_MESSAGES), en and es: the server's replies and the web's texts. */
export const LESSON_PAGE_TRANSLATIONS = {
  statusLoadFailed: { pt: M.statusLoadFailed, en: 'Could not load the status', es: 'Error al cargar el estado' },
  commentsUpdated: { pt: M.commentsUpdated, en: 'Comment settings updated', es: 'Configuración de comentarios actualizada' },
  actionFailed: {
    pt: M.actionFailed,
    en: 'Could not complete this action, please try again!',
    es: '¡No fue posible completar esta acción, inténtalo de nuevo!',
  },
  templateChanged: { pt: M.templateChanged, en: 'Template changed successfully', es: 'Plantilla cambiada con éxito' },
  templateFailed: {
    pt: M.templateFailed,
    en: 'Could not change the template, please try again',
    es: 'Error al cambiar la plantilla, inténtalo de nuevo',
  },
  templateInvalid: { pt: M.templateInvalid, en: 'Choose template 1, 2 or 3.', es: 'Elige la plantilla 1, 2 o 3.' },
  marqueeTextRequired: { pt: M.marqueeTextRequired, en: 'The marquee text is required', es: 'El texto del letrero es obligatorio' },
  marqueeTextTooLong: {
    pt: M.marqueeTextTooLong,
    en: 'The marquee text can have at most 255 characters.',
    es: 'El texto del letrero puede tener como máximo 255 caracteres.',
  },
  marqueeUrlInvalid: { pt: M.marqueeUrlInvalid, en: 'Enter a valid URL', es: 'Introduce una URL válida' },
  marqueeProductRequired: { pt: M.marqueeProductRequired, en: 'Please select a product', es: 'Por favor, selecciona un producto' },
  marqueeProductTaken: {
    pt: M.marqueeProductTaken,
    en: 'A marquee is already set for this product.',
    es: 'Ya existe un letrero definido para este producto.',
  },
  marqueeProductTakenHint: { pt: M.marqueeProductTakenHint, en: 'Select another product', es: 'Selecciona otro producto' },
  marqueeTimerInvalid: { pt: M.marqueeTimerInvalid, en: 'The speed goes from 10 to 150.', es: 'La velocidad va de 10 a 150.' },
  marqueeFontInvalid: { pt: M.marqueeFontInvalid, en: 'Invalid font', es: 'Fuente no válida' },
  marqueeWeightInvalid: { pt: M.marqueeWeightInvalid, en: 'Invalid weight', es: 'Peso no válido' },
  marqueeRadiusInvalid: { pt: M.marqueeRadiusInvalid, en: 'The rounding goes from 2 to 64 px.', es: 'El redondeo va de 2 a 64 px.' },
  marqueeColorInvalid: {
    pt: M.marqueeColorInvalid,
    en: 'Invalid colour. Use the #RRGGBB format.',
    es: 'Color no válido. Usa el formato #RRGGBB.',
  },
  marqueeSaved: { pt: M.marqueeSaved, en: 'Marquee saved successfully.', es: 'Letrero guardado con éxito.' },
  marqueeCreateFailed: { pt: M.marqueeCreateFailed, en: 'Error creating the marquee', es: 'Error al crear el letrero' },
  marqueeUpdated: { pt: M.marqueeUpdated, en: 'Marquee updated successfully.', es: 'Letrero actualizado con éxito.' },
  marqueeUpdateFailed: { pt: M.marqueeUpdateFailed, en: 'Error updating the marquee', es: 'Error al actualizar el letrero' },
  marqueeDeleted: { pt: M.marqueeDeleted, en: 'Deleted.', es: 'Eliminación realizada.' },
  marqueeDeleteFailed: {
    pt: M.marqueeDeleteFailed,
    en: 'There was an error deleting the marquee.',
    es: 'Hubo un error al intentar eliminar el letrero.',
  },
  marqueeProductUnknown: {
    pt: M.marqueeProductUnknown,
    en: 'Product not found in this school.',
    es: 'Producto no encontrado en esta escuela.',
  },
  marqueeNotFound: { pt: M.marqueeNotFound, en: 'Marquee not found.', es: 'Letrero no encontrado.' },
  commentRequired: { pt: M.commentRequired, en: 'Write a comment.', es: 'Escribe un comentario.' },
  commentTooLong: {
    pt: M.commentTooLong,
    en: 'A comment can have at most 2,000 characters.',
    es: 'El comentario puede tener como máximo 2.000 caracteres.',
  },
  commentsOff: {
    pt: M.commentsOff,
    en: 'Lesson comments are turned off in this school.',
    es: 'Los comentarios de las clases están desactivados en esta escuela.',
  },
  replyDepth: {
    pt: M.replyDepth,
    en: 'You can reply to a comment, not to a reply.',
    es: 'Solo puedes responder a un comentario, no a una respuesta.',
  },
  commentsTooFast: {
    pt: M.commentsTooFast,
    en: 'You commented many times in a short while. Wait a minute and try again.',
    es: 'Comentaste muchas veces en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  },
  cannotDelete: { pt: M.cannotDelete, en: 'You can only delete what you wrote.', es: 'Solo puedes eliminar lo que escribiste.' },
  lessonLocked: { pt: M.lessonLocked, en: 'This lesson is locked for you.', es: 'Esta clase está bloqueada para ti.' },
  lessonNotFound: { pt: M.lessonNotFound, en: 'Lesson not found.', es: 'Clase no encontrada.' },
  commentNotFound: { pt: M.commentNotFound, en: 'Comment not found.', es: 'Comentario no encontrado.' },
  liveTitleRequired: { pt: M.liveTitleRequired, en: 'Give the live a title.', es: 'Ponle un título al directo.' },
  liveTitleTooLong: {
    pt: M.liveTitleTooLong,
    en: 'The title can have at most 150 characters.',
    es: 'El título puede tener como máximo 150 caracteres.',
  },
  liveUrlInvalid: {
    pt: M.liveUrlInvalid,
    en: 'Use the https embed address from YouTube, Vimeo or another accepted service.',
    es: 'Usa la dirección de inserción https de YouTube, Vimeo u otro servicio aceptado.',
  },
  liveTimesInvalid: {
    pt: M.liveTimesInvalid,
    en: 'The live must end after it starts.',
    es: 'El directo debe terminar después de empezar.',
  },
  liveTooLong: { pt: M.liveTooLong, en: 'A live can last at most 12 hours.', es: 'Un directo puede durar como máximo 12 horas.' },
  liveNotFound: { pt: M.liveNotFound, en: 'Live not found.', es: 'Directo no encontrado.' },
  liveNotForYou: { pt: M.liveNotForYou, en: 'This live is not available to you.', es: 'Este directo no está disponible para ti.' },
} as const satisfies Translations<typeof M>;
