import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from './context';
import type { PageHints, PagePrepaint } from './page-hints';
import type { SchoolPages } from './web';

/**
 * What a feature adds to the pages the server draws (platform/web.ts), which imports no feature:
 * the school's page head (seo), what a page's head announces (home), a page's first screen drawn
 * into the HTML (home, login-page; docs/decisions/0007).
 */
export type WebPageParts = {
  schoolPages: (pages: SchoolPages) => void;
  pageHints: (hints: PageHints) => void;
  prepaint: (prepaint: PagePrepaint) => void;
};

/** What app.ts hands every feature's plugin, the same for all: the platform services and the web page parts to add to. */
type FeaturePluginOptions = { ctx: AppContext; web: WebPageParts };

/**
 * A feature's one entry, `features/<area>/index.ts` (docs/architecture.md): registered encapsulated
 * by app.ts, it registers each of the feature's route files (each encapsulated, as its own child),
 * its job and event subscribers, and its parts of the web pages.
 */
export type FeaturePlugin = FastifyPluginAsyncZod<FeaturePluginOptions>;

/** The page of a school without a head of its own: the plain index.html. */
const plainSchoolPages: SchoolPages = () => ({ html: () => Promise.resolve(null), withPageUrl: (html) => html });

/**
 * Collects the features' web page parts while they register; `forWeb()` is what registerWeb takes,
 * once every feature is in. Hints are gathered from every feature in turn; the first screen is the
 * first feature's that draws one for the page (each draws its own pages only).
 */
export function collectWebPageParts(): WebPageParts & {
  forWeb: () => { schoolPages: SchoolPages; pageHints: PageHints; prepaint: PagePrepaint };
} {
  let schoolPages: SchoolPages | undefined;
  const hints: PageHints[] = [];
  const prepaints: PagePrepaint[] = [];
  return {
    schoolPages: (pages) => {
      if (schoolPages) throw new Error('Only one feature may write the school page head.');
      schoolPages = pages;
    },
    pageHints: (pageHints) => void hints.push(pageHints),
    prepaint: (prepaint) => void prepaints.push(prepaint),
    forWeb: () => ({
      schoolPages: schoolPages ?? plainSchoolPages,
      pageHints: async (page) => {
        const all: Awaited<ReturnType<PageHints>> = [];
        for (const pageHints of hints) all.push(...(await pageHints(page)));
        return all;
      },
      prepaint: async (page) => {
        for (const prepaint of prepaints) {
          const drawn = await prepaint(page);
          if (drawn) return drawn;
        }
        return null;
      },
    }),
  };
}
