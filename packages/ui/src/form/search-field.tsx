import { controlClass } from './field-frame.js';

export interface SearchFieldProps {
  /** The field's name for screen readers; shown above it only with `showLabel`. */
  label: string;
  value: string;
  onValueChange(value: string): void;
  placeholder?: string;
  showLabel?: boolean;
  /** The wrapping label's layout (width, flex). */
  className?: string;
}

/** A labelled search input whose results follow the typing (no submit button). */
export function SearchField({
  label,
  value,
  onValueChange,
  placeholder,
  showLabel = false,
  className,
}: SearchFieldProps) {
  return (
    <label className={className}>
      <span className={showLabel ? 'mb-1 block text-sm font-medium' : 'sr-only'}>{label}</span>
      <input
        type="search"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        className={controlClass}
      />
    </label>
  );
}
