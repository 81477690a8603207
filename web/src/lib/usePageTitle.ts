import { useEffect } from 'react';
import { PORTAL_TITLE } from './brand';

/** Sets the browser tab's title, which screen readers announce on navigation. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PORTAL_TITLE}` : PORTAL_TITLE;
  }, [title]);
}
