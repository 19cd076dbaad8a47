/** Spec 000 §4, spec 001 §5: a delete goes only after this word is typed exactly. */
export const DELETE_CONFIRM_WORD = 'EXCLUIR';
