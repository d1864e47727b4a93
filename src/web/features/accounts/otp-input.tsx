import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { TEXT } from '#src/shared/texts';
import { cn } from '#src/web/components/ui/cn';

const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * One box per digit: digits only, focus moves on after each digit, Backspace in an empty box goes back (and clears
 * that digit), arrows move, and pasting (or the phone's one-time-code autofill) spreads the digits over the boxes.
 */
export function OtpInput({
  id,
  value,
  onChange,
  readOnly,
  invalid,
  describedBy,
}: {
  id: string;
  /** One string per box ('' when empty). */
  value: string[];
  onChange: (next: string[]) => void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
}) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const length = value.length;
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  /** Writes digits from `start` on; returns the index after the last one written. */
  const fill = (start: number, digits: string) => {
    const next = [...value];
    let index = start;
    for (const digit of digits.slice(0, length - start)) next[index++] = digit;
    onChange(next);
    return index;
  };

  const onInput = (index: number, raw: string) => {
    const digits = digitsOf(raw);
    if (!digits) {
      // A non-digit typed into a box changes nothing; clearing a box (e.g. cut) empties it.
      if (raw === '') onChange(value.map((digit, i) => (i === index ? '' : digit)));
      return;
    }
    // Typing into a filled box replaces its digit: keep the one just typed.
    const typed = digits.length === 2 && value[index] ? digits.replace(value[index] ?? '', '') || digits[1]! : digits;
    const end = fill(typed.length >= length ? 0 : index, typed);
    focus(end);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index] && index > 0) {
      event.preventDefault();
      onChange(value.map((digit, i) => (i === index - 1 ? '' : digit)));
      focus(index - 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (!digits) return;
    // A whole code fills every box whichever box has the focus.
    focus(fill(digits.length >= length ? 0 : index, digits));
  };

  return (
    <div
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={describedBy}
      className="grid max-w-sm grid-cols-6 gap-2 sm:gap-3"
    >
      {value.map((digit, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          id={index === 0 ? id : `${id}-${index}`}
          aria-label={TEXT.auth.otpDigit(index + 1, length)}
          aria-invalid={invalid || undefined}
          value={digit}
          readOnly={readOnly}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          onChange={(event) => onInput(index, event.target.value)}
          onKeyDown={(event) => onKeyDown(index, event)}
          onPaste={(event) => onPaste(index, event)}
          onFocus={(event) => event.target.select()}
          className={cn(
            'aspect-square w-full min-w-0 rounded-xl border text-center text-2xl font-bold text-slate-900 tabular-nums shadow-xs transition-colors outline-none',
            'focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15',
            invalid
              ? 'border-red-600 bg-white focus:ring-red-600/15'
              : digit
                ? 'border-brand-300 bg-brand-50'
                : 'border-slate-300 bg-white hover:border-slate-400',
          )}
        />
      ))}
    </div>
  );
}
