import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md';
  /**
   * Its action is under way: announced busy and unavailable, and clicks do nothing. Unlike
   * `disabled`, the button keeps the keyboard focus, so a dialog it opens returns focus to it.
   */
  busy?: boolean;
}

const variants = {
  primary: 'bg-accent-strong text-accent-contrast hover:bg-accent-hover',
  secondary: 'border border-border bg-surface-raised text-text hover:border-accent',
  ghost: 'text-text hover:bg-surface-raised',
  danger: 'bg-red-700 text-white hover:bg-red-600',
};

const sizes = { sm: 'px-3 py-1.5 text-sm', md: 'px-4 py-2' };

export function Button({
  variant = 'primary',
  size = 'md',
  className = '',
  type = 'button',
  busy = false,
  onClick,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-progress aria-busy:opacity-70 ${variants[variant]} ${sizes[size]} ${className}`}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={busy ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
