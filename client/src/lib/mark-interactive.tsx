import { useEffect } from 'react';

/**
 * Marks an element `data-interactive="true"` once the code of the Suspense boundary this sits in
 * has hydrated: where server HTML waits for its code (onFirstInteraction), tests and styles can
 * tell inert HTML from working controls.
 */
export function MarkInteractive({ target }: { target: string }) {
  useEffect(() => {
    const element = document.getElementById(target);
    if (element) element.dataset.interactive = 'true';
  }, [target]);
  return null;
}
