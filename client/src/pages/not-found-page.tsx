import { Trans } from '@lingui/react/macro';
import { buttonVariants } from '@/components/ui/button';
import { useLocalizedHref } from '@/hooks/use-locale';
import { useRouteMeta } from '@/hooks/use-route-meta';

export function NotFoundPage() {
  useRouteMeta();
  const href = useLocalizedHref();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">
        <Trans>404 Page Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>Did you forget to add the page to the router?</Trans>
      </p>
      <a href={href('/')} className={buttonVariants()}>
        <Trans>Go to the converter</Trans>
      </a>
    </div>
  );
}
