import { useId, type ReactNode } from 'react';

export interface FieldProps {
  label: string;
  /** Shown under the field and announced; marks the field invalid. */
  error?: string;
  /** A line under the label (a counter, a format hint), tied to the control. */
  hint?: ReactNode;
  /** The label for screen readers only, where the field's place says what it is (a filter beside a search box). */
  hideLabel?: boolean;
}

/** The label, hint and error every field shares, with the ids the control points at. */
export function useFieldIds(id: string | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, errorId: `${controlId}-error`, hintId: `${controlId}-hint` };
}

export function describedBy(ids: ReturnType<typeof useFieldIds>, { error, hint }: Pick<FieldProps, 'error' | 'hint'>) {
  return [hint ? ids.hintId : '', error ? ids.errorId : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({
  ids,
  label,
  error,
  hint,
  hideLabel,
  className,
  children,
}: FieldProps & { ids: ReturnType<typeof useFieldIds>; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium'}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={ids.hintId} className="mt-1 text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={ids.errorId} role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass =
  'w-full rounded-md border border-border bg-bg px-3 py-2 text-text placeholder:text-muted focus-visible:border-accent aria-invalid:border-danger';
