import { CUSTOM_HTML_SELECTORS, type CustomHtmlPage, type CustomHtmlSelector } from '@trilha/shared/custom-html/constants';
import type { CustomHtmlBlock, CustomHtmlFieldsInput } from '@trilha/shared/custom-html/schemas';
import type { DefaultValues } from 'react-hook-form';

/** The selectors of a page that form one place of the catalogue, outermost first (course, module, lesson). */
export const chainOf = (page: CustomHtmlPage | undefined): readonly CustomHtmlSelector[] =>
  page ? CUSTOM_HTML_SELECTORS[page].filter((name) => name !== 'community_id') : [];

type Place = Pick<CustomHtmlFieldsInput, CustomHtmlSelector>;

/**
 * The modal's starting values: empty for a new block; a saved block's own, where a selector of
 * its page that the server answers null means "all" (0 in the form, spec 002 §5).
 */
export function toFormValues(block: CustomHtmlBlock | null): DefaultValues<CustomHtmlFieldsInput> {
  // A new block's page is unset until chosen ("Selecione a página").
  if (!block) return { title: '', html: '', ...emptyPlace() };
  const wanted: readonly CustomHtmlSelector[] = CUSTOM_HTML_SELECTORS[block.page];
  const place = emptyPlace();
  for (const name of wanted) place[name] = block[name] ?? 0;
  return { title: block.title, html: block.html ?? '', page: block.page, ...place };
}

const emptyPlace = (): Place => ({ community_id: null, course_id: null, module_id: null, lesson_id: null });

/**
 * The inner selectors after an outer one is chosen: "all" of an outer item means all of the inner
 * ones too (0); a specific item asks for its inner ones afresh (null: to be chosen).
 */
export function innerAfter(chain: readonly CustomHtmlSelector[], name: CustomHtmlSelector, value: number | null): Partial<Place> {
  const inner = chain.slice(chain.indexOf(name) + 1);
  return Object.fromEntries(inner.map((n) => [n, value === 0 ? 0 : null]));
}

/**
 * The selectors after the page changes: the ones the new page shares with the old keep their
 * values, as long as each still sits under what its outer selector holds.
 */
export function placeForPage(page: CustomHtmlPage, values: Place): Partial<Place> {
  const next: Partial<Place> = {};
  let outer: number | null | undefined;
  for (const [i, name] of chainOf(page).entries()) {
    const current = values[name] ?? null;
    next[name] = i === 0 ? current : outer === 0 ? 0 : outer === null || outer === undefined ? null : current;
    outer = next[name];
  }
  return next;
}
