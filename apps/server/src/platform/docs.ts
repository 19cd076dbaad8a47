import { platformPaths } from '@trilha/shared/platform/paths';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { Config } from './config';

/** OpenAPI 3.1 from the routes' Zod schemas: /api/docs (interactive) and /api/docs/json. */
export async function registerDocs(app: FastifyInstance, config: Config) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Trilha API',
        version: config.version,
        description:
          'Multi-tenant online school platform. The school comes from the request host; state-changing ' +
          "requests need the session cookie and an Origin that is exactly one of the school's origins (or, with no " +
          'Origin or Referer, the X-CSRF-Token header holding the trilha_csrf cookie of that session). ' +
          'Errors are `{ error, issues? }`.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'trilha_session' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, {
    routePrefix: platformPaths.docs.route,
    // Tags start folded: expanded, Swagger UI stopped drawing past the third tag once the API passed
    // about 130 operations (no error shown; found by cutting the description down until it drew).
    uiConfig: { docExpansion: 'none' },
    // Hashes for its inline scripts; its widgets set inline styles, which the default policy blocks.
    staticCSP: true,
    transformStaticCSP: (header) => header.replace(/style-src ([^;]*)/, "style-src $1 'unsafe-inline'"),
  });
}
