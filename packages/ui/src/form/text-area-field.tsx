import type { ComponentProps } from 'react';
import { controlClass, describedBy, FieldFrame, useFieldIds, type FieldProps } from './field-frame.js';

export type TextAreaFieldProps = ComponentProps<'textarea'> & FieldProps;

/** The multi-line twin of TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  rows = 5,
  ...textarea
}: TextAreaFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { error, hint })}
        className={controlClass}
        {...textarea}
      />
    </FieldFrame>
  );
}
