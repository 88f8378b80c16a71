import { type ComponentType, useEffect, useState } from 'react';
import { useOnline } from '@/hooks/use-online';
import { loadOnce } from '@/lib/load-once';
import type { OfflineNoticeText as Text } from './offline-notice-text';

// Most visits never see it: the text loads when first needed (precached by the service worker,
// so it loads offline too).
const noticeText = loadOnce(() => import('./offline-notice-text').then((module) => module.OfflineNoticeText));

/**
 * Shown while the visitor is offline, or while the rate came from this device's saved copy
 * because our server could not be reached: the conversion still works, with a rate of this age.
 * Renders nothing while online, on the server and during hydration.
 */
export function OfflineNotice({ asOf }: { asOf: string }) {
  const connectivity = useOnline();
  const [Notice, setNotice] = useState<ComponentType<Parameters<typeof Text>[0]> | undefined>(noticeText.current);
  const wanted = connectivity !== 'online';
  useEffect(() => {
    if (!wanted || Notice) return;
    let cancelled = false;
    noticeText
      .load()
      .then((component) => {
        if (!cancelled) setNotice(() => component);
      })
      // Not loadable (offline without the service worker): the converter works on without it.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [wanted, Notice]);
  if (connectivity === 'online' || !Notice) return null;
  return <Notice asOf={asOf} connectivity={connectivity} />;
}
