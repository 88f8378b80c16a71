import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useCurrencyLists } from '@/lib/currencies-query';
import { useWidgetConfig } from '../hooks/use-widget-config';
import { EmbedNotes } from './embed-notes';
import { EmbedSnippets } from './embed-snippets';
import { WidgetForm } from './widget-form';
import { WidgetPreview } from './widget-preview';

/**
 * The /widget page's tool: choose what the embedded converter shows, see it live, copy its code.
 * `siteOrigin` is the page's origin, '' on the server (see useSiteOrigin).
 */
export function WidgetConfigurator({ siteOrigin }: { siteOrigin: string }) {
  const lists = useCurrencyLists();
  const state = useWidgetConfig();
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="min-w-0">
          <CardHeader>
            <h2 className="text-lg font-semibold">Options</h2>
          </CardHeader>
          <CardContent>
            <WidgetForm lists={lists} state={state} />
          </CardContent>
        </Card>
        <Card className="min-w-0">
          <CardHeader>
            <h2 className="text-lg font-semibold">Preview</h2>
            <p className="text-sm text-muted-foreground">The widget as your visitors will see it with the script embed.</p>
          </CardHeader>
          <CardContent>
            <WidgetPreview config={state.config} />
          </CardContent>
        </Card>
      </div>
      <Card>
        <CardHeader>
          <h2 className="text-lg font-semibold">Embed code</h2>
        </CardHeader>
        <CardContent>
          <EmbedSnippets siteOrigin={siteOrigin} config={state.config} />
        </CardContent>
      </Card>
      <EmbedNotes siteOrigin={siteOrigin} />
    </div>
  );
}
