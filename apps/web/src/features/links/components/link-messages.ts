import { LINK_MESSAGES } from '@trilha/shared/links/constants';

/** The shared schema's and the server's Portuguese texts, mapped to this area's i18n keys. */
const keys: Record<string, string> = {
  [LINK_MESSAGES.blankField]: 'links.blankField',
  [LINK_MESSAGES.blankFields]: 'links.blankFields',
  [LINK_MESSAGES.titleTooLong]: 'links.titleTooLong',
  [LINK_MESSAGES.urlTooLong]: 'links.urlTooLong',
  [LINK_MESSAGES.limit]: 'links.limit',
};

export const linkMessageKey = (text: string): string | undefined => keys[text];
