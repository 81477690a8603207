import { useEffect } from 'react';
import { PORTAL_TITLE } from './brand';

/** Sets the browser tab's title, which screen readers announce on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/** The tab's title for a page (also written by the server into a page it draws). */
export function pageTitle(title: string): string {
  return title ? `${title} | ${PORTAL_TITLE}` : PORTAL_TITLE;
}
