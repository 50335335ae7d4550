import type { CandidateRelease, RemotePreview } from '@site/contracts';
import { Button, EmptyState, LoadingState, QueryView, StatusMessage } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { bodyCell, headCell, ScrollTable } from '../../components/scroll-table.js';
import { Section } from '../../components/section.js';
import { errorMessage } from '../../utils/error-message.js';
import { candidatesQuery } from './candidates-query.js';
import { useCreatePreview } from './create-preview.js';

/**
 * The remotes' kept releases (`npm run release -- --candidate`): one press previews a release that is not published.
 */
export function CandidateReleases({ onCreated }: { onCreated(preview: RemotePreview): void }) {
  const candidates = useQuery(candidatesQuery);
  const createPreview = useCreatePreview();
  const preview = (release: CandidateRelease) =>
    createPreview.mutate({ area: release.area, manifest_url: release.manifest_url }, { onSuccess: onCreated });

  return (
    <Section title="Kept releases">
      <QueryView
        query={candidates}
        errorMessage={`Error loading the kept releases: ${candidates.error?.message}`}
        loading={<LoadingState label="Loading releases..." />}
      >
        {({ releases }) =>
          releases.length === 0 ? (
            <EmptyState
              title="No kept releases on this site"
              hint="Release a candidate with npm run release -w mfe-<area> -- --candidate, or name any build below."
            />
          ) : (
            <ScrollTable label="Releases by area">
              <thead>
                <tr>
                  <th className={headCell}>Area</th>
                  <th className={headCell}>Release</th>
                  <th className={headCell}>Version</th>
                  <th className={headCell}>
                    <span className="sr-only">Action</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {releases.map((release) => (
                  <tr key={`${release.area}/${release.id}`} className="border-t border-border">
                    <td className={bodyCell}>{release.area}</td>
                    <th scope="row" className={`${bodyCell} font-mono font-normal`}>
                      {release.id}
                    </th>
                    <td className={bodyCell}>{release.version}</td>
                    <td className={`${bodyCell} text-right`}>
                      {release.published ? (
                        <span className="text-muted">Published</span>
                      ) : (
                        <Button
                          variant="secondary"
                          disabled={createPreview.isPending}
                          onClick={() => preview(release)}
                          aria-label={`Preview ${release.area} ${release.id}`}
                        >
                          Preview
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollTable>
          )
        }
      </QueryView>
      {createPreview.isError && (
        <StatusMessage kind="error">{errorMessage(createPreview.error, 'Failed to create the preview')}</StatusMessage>
      )}
    </Section>
  );
}
