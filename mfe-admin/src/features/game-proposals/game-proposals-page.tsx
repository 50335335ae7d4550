import { EmptyState, LoadingState, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header.js';
import { gameProposalsQuery } from './game-proposals-queries.js';
import { ProposalItem } from './proposal-item.js';

/** /admin/game-proposals: the links the YouTube sync proposes from videos' titles, none applied until accepted. */
export function GameProposalsPage() {
  const proposals = useQuery(gameProposalsQuery);
  return (
    <section>
      <PageTitle>Videos to link to games</PageTitle>
      <PageHeader
        title="Videos to link to games"
        description="Each sync proposes the catalogue games a video's title names. Link the right one; a dismissed proposal is not made again."
      />
      <QueryView
        query={proposals}
        errorMessage="Failed to load the proposals"
        loading={<LoadingState label="Loading proposals..." />}
      >
        {({ proposals: list }) =>
          list.length === 0 ? (
            <EmptyState title="No proposals waiting" hint="The next YouTube sync proposes games for its new videos." />
          ) : (
            <ul className="space-y-3" aria-label="Proposed links">
              {list.map((proposal) => (
                <ProposalItem key={`${proposal.video.id}-${proposal.game.id}`} proposal={proposal} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </section>
  );
}
