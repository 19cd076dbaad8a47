import { defineStrings } from '../../app/locales/types';

export default defineStrings({ pt: {}, en: {}, es: {} });
