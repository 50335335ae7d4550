import type { ComponentProps } from 'react';
import { controlClass, describedBy, FieldFrame, useFieldIds, type FieldProps } from './field-frame.js';

export type SelectFieldProps = ComponentProps<'select'> & FieldProps;

/** A labelled <select>; its <option>s are the children. */
export function SelectField({
  label,
  error,
  hint,
  hideLabel,
  id,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <select
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { error, hint })}
        className={controlClass}
        {...select}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
