import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FeatureOptions } from '../../platform/context';

export const favoritesRoutes: FastifyPluginAsyncZod<FeatureOptions> = async () => {};
