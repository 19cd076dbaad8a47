import { useEffect } from 'react';

/**
 * The tab's title: "<page> · <school>", or the school alone. One owner for it, because the school's
 * name and a page's name arrive in different renders (the page may mount with /api/tenant already
 * cached while the app shell is told of it a tick later); two effects each writing the whole title
 * let the later one, whichever it was, drop the other's part.
 */
let schoolName = typeof document === 'undefined' ? '' : document.title;
let pageName: string | null = null;

function apply() {
  document.title = pageName ? `${pageName} · ${schoolName}` : schoolName;
}

/** The app shell, whenever the school's name is known or changes. */
export function setSchoolTitle(name: string) {
  schoolName = name;
  apply();
}

/** A page that names itself while it is shown; undefined while its name is not known yet. */
export function usePageTitle(name: string | undefined) {
  useEffect(() => {
    if (!name) return;
    pageName = name;
    apply();
    return () => {
      if (pageName !== name) return;
      pageName = null;
      apply();
    };
  }, [name]);
}
