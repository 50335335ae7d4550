import type { ComponentProps } from 'react';
import { controlClass, describedBy, FieldFrame, useFieldIds, type FieldProps } from './field-frame.js';

export type TextFieldProps = ComponentProps<'input'> & FieldProps;

/** A labelled <input>; takes react-hook-form's `register(...)` props (ref included) as they are. */
export function TextField({ label, error, hint, hideLabel, id, className = '', ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} error={error} hint={hint} hideLabel={hideLabel} className={className}>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { error, hint })}
        className={controlClass}
        {...input}
      />
    </FieldFrame>
  );
}
