import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { useI18n } from '../../i18n/i18n.ts';

type Props = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string };

/** A labelled input with its validation message tied to it for screen readers. */
export const TextField = forwardRef<HTMLInputElement, Props>(function TextField({ label, error, id, ...props }, ref) {
  const { translate } = useI18n();
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={`min-h-11 rounded-lg border bg-white px-3 py-2 text-base outline-none focus:border-brand-500 focus:ring-2 focus:ring-brand-100 ${error ? 'border-red-500' : 'border-slate-300'}`}
        {...props}
      />
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {translate(error)}
        </p>
      )}
    </div>
  );
});
