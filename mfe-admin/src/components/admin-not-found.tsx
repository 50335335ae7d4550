import { EmptyState } from '@site/ui';
import { ButtonLink } from './button-link.js';

export function AdminNotFound() {
  return (
    <EmptyState title="Admin page not found" hint="This address is not part of the admin area.">
      <ButtonLink to="/admin/dashboard" className="mt-4">
        Go to the dashboard
      </ButtonLink>
    </EmptyState>
  );
}
