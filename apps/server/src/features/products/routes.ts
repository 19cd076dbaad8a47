import { errorBody } from '@trilha/shared/platform/http';
import { productPaths } from '@trilha/shared/products/paths';
import {
  adminProductReply,
  adminProductsReply,
  productCreateBody,
  productIdParams,
  productUpdateBody,
} from '@trilha/shared/products/schemas';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { editorScope } from '../../platform/request-scope';
import { presentProduct } from './presenter';
import * as service from './service';

const tags = ['products'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * CONTRACT "Products, students and access": the owner and admins edit the school's products;
 * moderators and students get 403, another school's ids 404. Paths in packages/shared/src/products/paths.ts.
 */
export const productRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    productPaths.products.route,
    {
      schema: {
        tags,
        summary: "The school's products, oldest first, with the courses and communities each opens and how many students hold it now",
        response: { 200: adminProductsReply, ...errors },
      },
    },
    async (request) => ({ data: (await service.listProducts(editorScope(request))).map(presentProduct) }),
  );

  app.post(
    productPaths.products.route,
    {
      schema: {
        tags,
        summary: 'Create a product: active, opening nothing and for life unless the body says otherwise; 201; 409 past 500 products',
        body: productCreateBody,
        response: { 201: adminProductReply, ...errors, 409: errorBody },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: presentProduct(await service.createProduct(editorScope(request), request.body)) }),
  );

  app.patch(
    productPaths.product.route,
    {
      schema: {
        tags,
        summary:
          'Edit a product: title, status, the courses and communities it opens (each list replaces the last), access_days, sales_url',
        params: productIdParams,
        body: productUpdateBody,
        response: { 200: adminProductReply, ...errors },
      },
    },
    async (request) => ({ data: presentProduct(await service.updateProduct(editorScope(request), request.params.id, request.body)) }),
  );

  app.delete(
    productPaths.product.route,
    {
      schema: {
        tags,
        summary: 'Delete a product nobody holds and no reward delivers; 409 otherwise (make it inactive instead)',
        params: productIdParams,
        response: { 204: z.undefined(), ...errors, 409: errorBody },
      },
    },
    async (request, reply) => {
      await service.deleteProduct(editorScope(request), request.params.id);
      return reply.code(204).send();
    },
  );

  done();
};
