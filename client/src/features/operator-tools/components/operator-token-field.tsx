import { Trans } from '@lingui/react/macro';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/**
 * The operator token both tools send as x-operator-token. Without a token configured the server
 * runs their actions only for requests made on the server itself; the line under the label says
 * so (without the variable's name: no server setting's name ships to the browser, see
 * e2e/budgets.spec.ts; the server's refusal names it).
 */
export function OperatorTokenField({ id, value, onChange }: { id: string; value: string; onChange: (token: string) => void }) {
  return (
    <Field
      id={id}
      label={<Trans>Operator token (when the server requires one)</Trans>}
      hint={<Trans>Set an operator token on the server and enter it here, or use this page on the server itself.</Trans>}
      hintFirst
    >
      {(control) => (
        <Input {...control} type="password" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} density="compact" />
      )}
    </Field>
  );
}
