import { paginationItems } from './pagination-items.js';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange(page: number): void;
  label?: string;
}

const itemClass =
  'min-w-10 rounded-md border px-3 py-2 text-sm font-medium disabled:cursor-not-allowed disabled:opacity-40';

/** Numbered pages with Previous and Next. */
export function Pagination({ page, totalPages, onPageChange, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      <button
        type="button"
        className={`${itemClass} border-border`}
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        Previous
      </button>
      {paginationItems(page, totalPages).map((item) =>
        typeof item === 'number' ? (
          <button
            key={item}
            type="button"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            className={`${itemClass} ${item === page ? 'border-accent bg-accent-strong text-white' : 'border-border hover:border-accent'}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ) : (
          <span key={item} aria-hidden="true" className="px-1 text-muted">
            …
          </span>
        ),
      )}
      <button
        type="button"
        className={`${itemClass} border-border`}
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}
