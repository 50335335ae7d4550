import { Link, type LinkProps } from 'react-router-dom';

// The look of @site/ui's Button for a navigation, which must stay a link.
const variants = {
  primary: 'bg-accent-strong text-accent-contrast hover:bg-accent-hover',
  secondary: 'border border-border bg-surface-raised text-text hover:border-accent',
};

export function ButtonLink({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: keyof typeof variants }) {
  return (
    <Link
      className={`inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent ${variants[variant]} ${className}`}
      {...props}
    />
  );
}
