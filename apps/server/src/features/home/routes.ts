import { homePaths } from '@trilha/shared/home/paths';
import {
  getCarouselReply,
  homeCarouselParams,
  homeCarouselsReply,
  homeTenantParams,
  type HomeCarouselsReply,
} from '@trilha/shared/home/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { presentHomeCarousel } from './presenter';
import { readCarousel, readHomeReply } from './service';

const tags = ['home'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The student home's carousels (spec 000 §7, spec 002 §3, §9; rules in docs/home.md). */
export const homeRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    homePaths.carousels.route,
    {
      schema: {
        tags,
        summary:
          'The published carousels the member sees, in descending order (the client reverses them): school carousels with their ' +
          'first items, and the system ones (continue watching, trending, my list) computed for the member; empty ones left out',
        params: homeTenantParams,
        response: { 200: homeCarouselsReply, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireMember(request, request.params.tenantId);
      // JSON bytes joined from cards serialized once per school and kept per user (service.ts).
      return sendJsonBytes<HomeCarouselsReply>(reply, await readHomeReply(ctx.db, user));
    },
  );

  app.get(
    homePaths.carousel.route,
    {
      schema: {
        tags,
        summary:
          "One carousel of the member's school with all its items (at most 100); unpublished ones only for staff; another school's is 404",
        params: homeCarouselParams,
        response: { 200: getCarouselReply, ...errors },
      },
    },
    async (request) => {
      const user = requireMember(request);
      return { data: presentHomeCarousel(await readCarousel(ctx.db, user, request.params.id)) };
    },
  );
  done();
};
