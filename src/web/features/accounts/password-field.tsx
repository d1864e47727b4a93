import { Eye, EyeOff, LockKeyhole } from '#src/web/components/ui/icons';
import { useState } from 'react';
import { TEXT } from '#src/shared/texts';
import { Field, type FieldProps } from '#src/web/components/ui/field';

/** A password box with a show/hide toggle (a pressed/unpressed button with one stable name). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'end' | 'icon'>) {
  const [shown, setShown] = useState(false);
  const Icon = shown ? EyeOff : Eye;
  return (
    <Field
      {...props}
      type={shown ? 'text' : 'password'}
      icon={<LockKeyhole />}
      spellCheck={false}
      autoCapitalize="off"
      end={
        <button
          type="button"
          aria-label={TEXT.auth.showPassword(props.label)}
          aria-pressed={shown}
          aria-controls={props.id}
          onClick={() => setShown((value) => !value)}
          className="flex size-10 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <Icon className="size-5" aria-hidden="true" />
        </button>
      }
    />
  );
}
