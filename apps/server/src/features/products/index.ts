import type { FeaturePlugin } from '../../platform/feature';
import { productRoutes } from './routes';

/** Products: what a student holds and what each opens (docs/people-and-access.md). */
export const productsFeature: FeaturePlugin = async (app, { ctx }) => {
  // The product routes in a scope of their own, so the hook below runs for them alone.
  await app.register(async (scoped) => {
    // A product write moves who opens which course and community. Every process forgets that by the
    // change feed (the triggers on product_courses and community_products); this one forgets it as
    // soon as the write has answered well, so the staff member's next look and any student's here
    // see it without waiting for the notification to come back.
    // oxlint-disable-next-line typescript/require-await -- Fastify's promise form of a hook, which takes no done callback
    scoped.addHook('onSend', async (request, reply, payload) => {
      if (request.method !== 'GET' && reply.statusCode < 300 && request.auth) {
        const { tenantId } = request.auth.user;
        ctx.caches.forget({ kind: 'access', tenantId });
        ctx.caches.forget({ kind: 'communities', tenantId });
      }
      return payload;
    });
    await scoped.register(productRoutes);
  });
};
