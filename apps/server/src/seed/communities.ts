import { communities, communityProducts, tenants } from '../db/schema/index';
import type { Db } from '../platform/db/client';
import { eq } from 'drizzle-orm';
import { must } from './must';
import { sceneCover } from './post-images';
import type { DemoSchool } from './schools/types';

type Put = (name: string, body: Buffer, type: string) => Promise<string>;

/**
 * The school's community form and its three communities (docs/communities.md "Which form a school uses"):
 * each in the form the school uses, one principal, and in Aurora one private to a product aluno@aurora.test
 * lacks.
 */
export async function seedCommunities(db: Db, school: DemoSchool, productIds: number[], put: Put) {
  const t = school.id;
  await db.update(tenants).set({ communityForm: school.communityForm }).where(eq(tenants.id, t));
  for (const [index, community] of school.communities.entries()) {
    const legacy = school.communityForm === 'legacy';
    const [row] = await db
      .insert(communities)
      .values({
        tenantId: t,
        title: community.title,
        description: community.description,
        principal: community.principal ?? false,
        order: index + 1,
        ...(legacy
          ? {
              backgroundImage: community.look.background,
              primaryTextColor: community.look.primaryText ?? null,
              secondaryTextColor: community.look.secondaryText ?? null,
              fontFamily: community.look.font ?? null,
            }
          : {
              backgroundColor: community.look.background,
              coverPath: community.look.cover
                ? await put(`community-cover-${index + 1}.webp`, await sceneCover(community.look.cover, t * 31 + index), 'image/webp')
                : null,
            }),
        isPrivate: community.private !== undefined,
        upsellText: community.private?.upsellText ?? '',
        upsellLink: community.private?.upsellLink ?? '',
        ...community.content,
      })
      .returning({ id: communities.id });
    const id = must(row, `community ${community.title}`).id;
    if (community.products.length) {
      await db.insert(communityProducts).values(
        community.products.map((pi) => ({
          tenantId: t,
          communityId: id,
          productId: must(productIds[pi], `product ${pi} of ${community.title}`),
        })),
      );
    }
  }
}
