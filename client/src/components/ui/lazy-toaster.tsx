import { type ComponentType, useEffect, useState } from 'react';
import { useToasts } from '@/hooks/use-toast';
import { loadOnce } from '@/lib/load-once';

const toaster = loadOnce(() => import('./toaster').then((module) => module.Toaster));

/**
 * The toast region (Radix Toast) loads with the first toast: most visits never show one, so
 * its code stays out of the first load. The toast store is separate and always present, so a
 * toast raised before the module arrives is shown as soon as it does.
 */
export function LazyToaster() {
  const toasts = useToasts();
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  const wanted = toasts.length > 0;
  useEffect(() => {
    if (!wanted || Toaster) return;
    let cancelled = false;
    void toaster.load().then((component) => {
      if (!cancelled) setToaster(() => component);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, Toaster]);
  return Toaster ? <Toaster /> : null;
}
