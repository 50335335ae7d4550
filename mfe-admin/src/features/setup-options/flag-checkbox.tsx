import { useId, type ComponentProps } from 'react';

/** A labelled checkbox with a line of help; takes react-hook-form's `register(...)` props, or checked/onChange. */
export function FlagCheckbox({ label, help, ...input }: ComponentProps<'input'> & { label: string; help?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-accent"
        aria-describedby={help ? `${id}-help` : undefined}
        {...input}
      />
      <div className="min-w-0">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {help && (
          <p id={`${id}-help`} className="text-xs text-muted">
            {help}
          </p>
        )}
      </div>
    </div>
  );
}
