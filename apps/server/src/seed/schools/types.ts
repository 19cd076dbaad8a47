import type { Scene } from '../post-images';
/** A demo school as the seed writes it: the contract's fixed ids, hosts and accounts, and its own content. */
export type DemoLesson = { title: string; text: string };

export type DemoSchool = {
  id: number;
  slug: string;
  name: string;
  description: string;
  primaryColor: string;
  accent: string;
  users: { email: string; name: string; roles: ('student' | 'moderator' | 'admin' | 'owner')[]; review?: boolean; products: number[] }[];
  products: { title: string; status: 'active' | 'inactive'; courses: number[] }[];
  courses: { title: string; description: string; modules: { title: string; lessons: DemoLesson[] }[] }[];
  /** The home's words: its two banners (the first opens the first lesson) and its three carousels. */
  home: {
    banners: { category: string; title: string; subtitle: string; textButton: string }[];
    /** Where the second banner's button goes: a page of the product, never an outside placeholder. */
    secondBannerLink: string;
    start: { title: string; description: string };
    /** The first course's modules; the title is followed by the course's name. */
    steps: { title: string; description: string };
    quick: { title: string; description: string };
  };
  /** The footer's documents (HTML) and social links; the footer is on in every demo school. */
  footer: { useTerms: string; privacyTerms: string; instagram: string; youtube: string };
  /** Which community form the school's staff use (docs/communities.md), and its three communities. */
  communityForm: 'config' | 'legacy';
  /**
   * The header's Comunidades link and the communities page (show_communities_page): on in Aurora,
   * so a newcomer finds the feeds; off in Boreal, as a new school starts.
   */
  communitiesPage: boolean;
  communities: DemoCommunity[];
};

/**
 * A demo community. `products` index the school's products (access); `private` makes it a config
 * form's private community with its upsell; `look` is the legacy form's preset background and
 * colours, or the config form's page colour.
 */
type DemoCommunity = {
  title: string;
  description: string;
  principal?: boolean;
  products: number[];
  private?: { upsellText: string; upsellLink: string };
  /** `cover` (config form only): a scene drawn as its cover (seed/post-images.ts). */
  look: { background: string; primaryText?: string; secondaryText?: string; font?: string; cover?: Scene };
  content?: Partial<Record<'publications' | 'comments' | 'likes' | 'text' | 'allowFiles' | 'videos' | 'images' | 'carousels', boolean>>;
};
