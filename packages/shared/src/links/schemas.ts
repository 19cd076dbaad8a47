import { z } from 'zod';
import { idParam } from '../platform/http';

export * from './constants';
import { LINK_MESSAGES, LINK_TITLE_MAX, LINK_URL_MAX, MAX_CUSTOM_LINKS, stripScheme } from './constants';

/** Create and update body (link_title, link_url, tenant_id): shared by the route and the link modal. */
export const linkBody = z
  .object({
    // A missing field counts as blank, so "both blank" gets its own message either way.
    link_title: z.string({ error: LINK_MESSAGES.blankField }).trim().max(LINK_TITLE_MAX, LINK_MESSAGES.titleTooLong).default(''),
    link_url: z.string({ error: LINK_MESSAGES.blankField }).max(LINK_URL_MAX, LINK_MESSAGES.urlTooLong).transform(stripScheme).default(''),
    tenant_id: idParam,
  })
  .superRefine((value, ctx) => {
    const blankTitle = value.link_title.length === 0;
    const blankUrl = value.link_url.length === 0;
    // Spec 002 §5: one message when a field is blank, the plural one when both are.
    const message = blankTitle && blankUrl ? LINK_MESSAGES.blankFields : LINK_MESSAGES.blankField;
    if (blankTitle) ctx.addIssue({ code: 'custom', path: ['link_title'], message });
    if (blankUrl) ctx.addIssue({ code: 'custom', path: ['link_url'], message });
  });
export type LinkBodyInput = z.input<typeof linkBody>;
export type LinkBody = z.output<typeof linkBody>;

export const orderLinksBody = z.object({
  newOrdenation: z.array(idParam, { error: LINK_MESSAGES.orderMismatch }).max(MAX_CUSTOM_LINKS, LINK_MESSAGES.orderMismatch),
  tenant_id: idParam,
});

export const linkTenantParams = z.object({ tenant: idParam });
export const linkIdParams = z.object({ id: idParam });
export const linkDeleteParams = z.object({ tenant: idParam, id: idParam });

export const customLink = z.object({ id: z.number().int(), title: z.string(), url: z.string(), order: z.number().int() });
export type CustomLink = z.infer<typeof customLink>;

export const linksReply = z.object({ data: z.array(customLink) });
export const linkMessageReply = z.object({ message: z.string(), data: customLink });
export const linksMessageReply = z.object({ message: z.string(), data: z.array(customLink) });
export type LinksReply = z.infer<typeof linksReply>;
export type LinkMessageReply = z.infer<typeof linkMessageReply>;
export type LinksMessageReply = z.infer<typeof linksMessageReply>;
