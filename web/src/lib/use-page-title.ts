import { useEffect } from 'react';

/** Sets the document title for the page (screen readers announce it on navigation). */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} · LankaLens`;
  }, [title]);
}
