import { useEffect } from 'react';

/** Sets document.title after render, deferred one animation frame (spec §9). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      document.title = title;
    });
    return () => cancelAnimationFrame(frame);
  }, [title]);
}
