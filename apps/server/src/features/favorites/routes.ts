import { favoritePaths } from '@trilha/shared/favorites/paths';
import {
  FAVORITE_MESSAGES,
  favoriteBody,
  favoriteIdsReply,
  favoriteParams,
  favoriteReply,
  favoritesPage,
  favoritesQuery,
  favoriteTenantParams,
  type FavoriteIds,
} from '@trilha/shared/home/schemas';
import { errorBody } from '@trilha/shared/platform/http';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requireFeature } from '../../platform/auth/guards';
import type { FeatureOptions } from '../../platform/context';
import { sendJsonBytes } from '../../platform/json-bytes';
import { addFavorite, readFavoriteIds, readFavoritesPage, removeFavorite } from './service';

const tags = ['favorites'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/** The member's own list of courses and lessons ("Minha lista", /favoritos); docs/home.md. */
export const favoritesRoutes: FastifyPluginCallbackZod<FeatureOptions> = (app, { ctx }, done) => {
  app.get(
    favoritePaths.list.route,
    {
      schema: {
        tags,
        summary: "The member's favourite courses and lessons as home cards, newest first, paginated (path chosen by Trilha)",
        params: favoriteTenantParams,
        querystring: favoritesQuery,
        response: { 200: favoritesPage, ...errors },
      },
    },
    async (request) => {
      const user = requireFeature(request, 'favorites', request.params.tenant);
      return readFavoritesPage(ctx.db, user, request.query.page);
    },
  );

  app.get(
    favoritePaths.ids.route,
    {
      schema: {
        tags,
        summary: "Which courses and lessons are in the member's list, for the heart buttons (path chosen by Trilha)",
        params: favoriteTenantParams,
        response: { 200: favoriteIdsReply, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireFeature(request, 'favorites', request.params.tenant);
      return sendJsonBytes<FavoriteIds>(reply, await readFavoriteIds(ctx.db, user));
    },
  );

  app.post(
    favoritePaths.newFavorite.route,
    {
      schema: {
        tags,
        summary: "Add a course or lesson of the school to the member's list; idempotent, at most 500 (path chosen by Trilha)",
        body: favoriteBody,
        response: { 200: favoriteReply, ...errors, 409: errorBody },
      },
    },
    async (request) => {
      const user = requireFeature(request, 'favorites', request.body.tenant_id);
      await addFavorite(ctx.db, { user, kind: request.body.kind, id: request.body.id });
      return { message: FAVORITE_MESSAGES.added, favorite: true };
    },
  );

  app.delete(
    favoritePaths.favorite.route,
    {
      schema: {
        tags,
        summary: "Remove a course or lesson from the member's list; idempotent (path chosen by Trilha)",
        params: favoriteParams,
        response: { 200: favoriteReply, ...errors },
      },
    },
    async (request) => {
      const user = requireFeature(request, 'favorites', request.params.tenant);
      await removeFavorite(ctx.db, { user, kind: request.params.kind, id: request.params.id });
      return { message: FAVORITE_MESSAGES.removed, favorite: false };
    },
  );
  done();
};
