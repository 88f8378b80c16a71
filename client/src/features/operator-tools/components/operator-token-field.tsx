import { Input } from '@/components/ui/input';

/** The optional operator token both tools send as x-operator-token when the server wants one. */
export function OperatorTokenField({ id, value, onChange }: { id: string; value: string; onChange: (token: string) => void }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        Operator token (when the server requires one)
      </label>
      <Input id={id} type="password" autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} density="compact" />
    </div>
  );
}
