import { setupOptionsQuery } from '@site/api-client';
import { LoadingState, PageTitle, QueryView } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header.js';
import { PlatformSetupsSection } from './platform-setups-section.js';
import { setupOptionKinds } from './setup-option-kinds.js';
import { SetupOptionSection } from './setup-option-section.js';

/**
 * /admin/setup-options: the guns, displays and ways of playing members choose from when they report, and which of
 * them belong to each platform.
 */
export function SetupOptionsPage() {
  const options = useQuery(setupOptionsQuery);
  return (
    <section>
      <PageTitle>Setup options</PageTitle>
      <PageHeader
        title="Setup options"
        description="The guns, displays and ways of playing that compatibility reports choose from, and which belong to each platform."
      />
      <QueryView
        query={options}
        errorMessage={`Error loading the setup options: ${options.error?.message}`}
        loading={<LoadingState label="Loading setup options..." />}
      >
        {(data) => (
          <div className="space-y-10">
            {setupOptionKinds.map((info) => (
              <SetupOptionSection key={info.kind} info={info} options={data[info.list]} />
            ))}
            <PlatformSetupsSection options={data} />
          </div>
        )}
      </QueryView>
    </section>
  );
}
