import { useId, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';

// @site/ui's TextField covers <input>; these give <select> and <textarea> the same label and error.
const control =
  'w-full rounded-md border border-border bg-bg px-3 py-2 text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-danger';

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({ label, error, children, ...select }: SelectHTMLAttributes<HTMLSelectElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <select id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={control} {...select}>
        {children}
      </select>
    </Field>
  );
}

export function TextAreaField({ label, error, ...textarea }: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <Field id={id} label={label} error={error}>
      <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={control} {...textarea} />
    </Field>
  );
}
