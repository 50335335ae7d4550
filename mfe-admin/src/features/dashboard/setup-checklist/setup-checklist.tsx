import { Button, ErrorState, LoadingState } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Section } from '../../../components/section.js';
import { SetupChecklistEntry } from './setup-checklist-item.js';
import { setupChecklistQuery } from './setup-checklist-query.js';
import { useRememberedFold } from './use-remembered-fold.js';

/** The dashboard's setup checklist: each item's state from the server, foldable (remembered per browser). */
export function SetupChecklist() {
  const query = useQuery(setupChecklistQuery);
  const [folded, setFolded] = useRememberedFold();
  const listId = useId();
  const checklist = query.data;

  return (
    <Section
      title="Setup checklist"
      aside={
        <div className="flex items-center gap-3">
          {checklist && (
            <span className="text-sm text-muted">
              {checklist.done} of {checklist.total} done
            </span>
          )}
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={!folded}
            aria-controls={listId}
            onClick={() => setFolded(!folded)}
          >
            {folded ? 'Show checklist' : 'Hide checklist'}
          </Button>
        </div>
      }
    >
      <div id={listId} hidden={folded}>
        {query.isError && !checklist && (
          <ErrorState message="Failed to load the setup checklist" onRetry={() => void query.refetch()} />
        )}
        {query.isPending && <LoadingState />}
        {checklist && (
          <ul aria-label="Setup checklist" className="grid gap-3 md:grid-cols-2">
            {checklist.items.map((item) => (
              <SetupChecklistEntry key={item.id} item={item} />
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}
