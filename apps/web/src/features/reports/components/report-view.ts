import { useState } from 'react';

export type SortOrder = 'asc' | 'desc';
/** What a report screen asks for: the column it is sorted by, which way, and the page (from 1). */
export type ReportView<Sort extends string> = { sort: Sort; order: SortOrder; page: number };

/** Names read A to Z first; counts, scores and dates read highest and newest first. */
const firstOrder = (sort: string): SortOrder => (sort === 'name' ? 'asc' : 'desc');

/**
 * A report's sort and page. A header clicked again turns its order around; another header sorts by
 * its column in that column's natural order. Either goes back to the first page.
 */
export function useReportView<Sort extends string>(initial: Sort) {
  const [view, setView] = useState<ReportView<Sort>>({ sort: initial, order: firstOrder(initial), page: 1 });
  const sortBy = (sort: Sort) =>
    setView((current) =>
      current.sort === sort
        ? { sort, order: current.order === 'asc' ? 'desc' : 'asc', page: 1 }
        : { sort, order: firstOrder(sort), page: 1 },
    );
  const goTo = (page: number) => setView((current) => ({ ...current, page }));
  return { view, sortBy, goTo };
}

/** A part of a whole as a whole percent; 0 of nobody is 0. */
export const percentOf = (part: number, total: number) => (total > 0 ? Math.round((part * 100) / total) : 0);
