import { cn } from '#src/web/components/ui/cn';
import { LIST_CONTROL as CONTROL } from './list-control';

/** One inline number input of a pack's row (price or stock). */
export function NumberCell({
  id,
  label,
  value,
  onChange,
  onEnter,
  errorId,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  errorId: string | undefined;
  className: string;
}) {
  return (
    <input
      id={id}
      inputMode="numeric"
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onEnter();
      }}
      className={cn(CONTROL, 'tabular-nums', className)}
    />
  );
}
