import { Button } from '@/components/ui/button';
import { useRouteMeta } from '@/hooks/use-route-meta';

export function NotFoundPage() {
  useRouteMeta();
  return (
    <div className="mx-auto flex w-full max-w-content flex-col items-center gap-4 px-4 py-24 text-center">
      <h1 className="text-3xl font-semibold tracking-tight">404 Page Not Found</h1>
      <p className="text-muted-foreground">Did you forget to add the page to the router?</p>
      <Button asChild>
        <a href="/">Go to the converter</a>
      </Button>
    </div>
  );
}
