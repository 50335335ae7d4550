import type { Platform, SetupOptions } from '@site/contracts';
import { EmptyState, LoadingState, QueryView, SelectField } from '@site/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '../../components/section.js';
import { PlatformSetupForm } from './platform-setup-form.js';
import { platformSetupOptionsQuery, platformsQuery } from './platform-setup-options.js';

/** The "Platforms" part: an admin picks a platform, then its original guns and ways of playing. */
export function PlatformSetupsSection({ options }: { options: SetupOptions }) {
  const platforms = useQuery(platformsQuery);
  const [platformId, setPlatformId] = useState('');
  return (
    <Section title="Platforms">
      <p className="mb-3 text-sm text-muted">
        A report on a platform’s game may name only its original guns and its ways of playing. Modern guns pair with any
        of its ways but the original hardware, and every display pairs by its CRT flag.
      </p>
      <QueryView
        query={platforms}
        errorMessage={`Error loading the platforms: ${platforms.error?.message}`}
        loading={<LoadingState label="Loading platforms..." />}
      >
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No platforms yet" />
          ) : (
            <div className="space-y-4">
              <SelectField
                label="Platform"
                className="max-w-sm"
                value={platformId}
                onChange={(event) => setPlatformId(event.target.value)}
              >
                <option value="">Choose a platform</option>
                {list.map((platform) => (
                  <option key={platform.id} value={platform.id}>
                    {platform.name}
                  </option>
                ))}
              </SelectField>
              {list
                .filter((platform) => String(platform.id) === platformId)
                .map((platform) => (
                  <PlatformSetupEditor key={platform.id} platform={platform} options={options} />
                ))}
            </div>
          )
        }
      </QueryView>
    </Section>
  );
}

function PlatformSetupEditor({ platform, options }: { platform: Platform; options: SetupOptions }) {
  const current = useQuery(platformSetupOptionsQuery(platform.id));
  return (
    <QueryView
      query={current}
      errorMessage={`Error loading the setups of ${platform.name}: ${current.error?.message}`}
      loading={<LoadingState label={`Loading the setups of ${platform.name}...`} />}
    >
      {(data) => <PlatformSetupForm platform={platform} options={options} initial={data.option_ids} />}
    </QueryView>
  );
}
