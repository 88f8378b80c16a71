import { Trans } from '@lingui/react/macro';
import { Input } from '@/components/ui/input';

/**
 * The operator token both tools send as x-operator-token. Without a token configured the server
 * runs their actions only for requests made on the server itself; the line under the label says
 * so (without the variable's name: no server setting's name ships to the browser, see
 * e2e/budgets.spec.ts; the server's refusal names it).
 */
export function OperatorTokenField({ id, value, onChange }: { id: string; value: string; onChange: (token: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        <Trans>Operator token (when the server requires one)</Trans>
      </label>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        <Trans>Set an operator token on the server and enter it here, or use this page on the server itself.</Trans>
      </p>
      <Input
        id={id}
        type="password"
        autoComplete="off"
        aria-describedby={`${id}-hint`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        density="compact"
      />
    </div>
  );
}
