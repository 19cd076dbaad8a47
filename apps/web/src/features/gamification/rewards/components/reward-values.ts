import type { Animation, DeliveryType, RewardType, Song } from '@trilha/shared/gamification/constants';
import type { AdminReward } from '@trilha/shared/gamification/reward-schemas';

/** What the form's fields hold (the shared rewardForm schema turns them into RewardFormValues). */
export type RewardFormState = {
  name: string;
  reward_type: RewardType;
  needed_score: number | '';
  quiz: number | null;
  lesson: number | null;
  description: string;
  plansSelected: number[];
  delivery_type: DeliveryType;
  links: string[];
  embed: string;
  deliverable_product: number | null;
  song: Song;
  animation: Animation;
};

/** A new reward starts as spec 000 §3's first choices; an edit starts from the reward. */
export function toFormState(reward: AdminReward | null): RewardFormState {
  return {
    name: reward?.name ?? '',
    reward_type: reward?.reward_type ?? 'score',
    needed_score: reward?.needed_score ?? '',
    quiz: reward?.quiz?.id ?? null,
    lesson: reward?.lesson?.id ?? null,
    description: reward?.description ?? '',
    plansSelected: reward?.plansSelected.map((p) => p.plan_id) ?? [],
    delivery_type: reward?.delivery_type ?? 'file',
    links: reward?.links ?? [],
    embed: reward?.embed ?? '',
    deliverable_product: reward?.deliverable_product?.id ?? null,
    song: reward?.song ?? 'none',
    animation: reward?.animation ?? 'none',
  };
}

/** The server's issue paths ("body.links.1") as the form's field names. */
const FORM_FIELDS = [
  'name',
  'reward_type',
  'needed_score',
  'quiz',
  'lesson',
  'description',
  'plansSelected',
  'delivery_type',
  'links',
  'embed',
  'deliverable_product',
  'song',
  'animation',
] as const satisfies readonly (keyof RewardFormState)[];
export type FormField = (typeof FORM_FIELDS)[number];

export function fieldOfPath(path: string): FormField | 'content' | 'img' | null {
  const name = path.replace(/^body\./, '').split('.')[0] ?? '';
  if (name === 'content' || name === 'img') return name;
  return (FORM_FIELDS as readonly string[]).includes(name) ? (name as FormField) : null;
}
