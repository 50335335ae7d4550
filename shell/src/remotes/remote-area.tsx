import { loadRemote } from '@module-federation/enhanced/runtime';
import { AreaScope, LoadingState } from '@site/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { areaLabels, type AreaName } from './remote-areas.js';
import { RemoteUnavailable } from './remote-unavailable.js';
import { unmetSharedRequirements } from './shared-requirements.js';

interface RoutesModule {
  default: ComponentType;
}

function lazyRemoteModule(area: AreaName, module: string) {
  return lazy(async () => {
    const loaded = await loadRemote<RoutesModule>(`${area}/${module}`);
    // A remote built against another major version of a shared package must not run on this page.
    const unmet = unmetSharedRequirements(area);
    if (unmet.length) throw new Error(`The ${area} remote was built for ${unmet.join(', ')}`);
    if (!loaded?.default) throw new Error(`The ${area} remote exposed no ${module}`);
    return loaded;
  });
}

/**
 * One remote area: loaded on first visit, isolated so its failure never takes the page down and its styles never leak.
 */
export function RemoteArea({ area, module = 'routes' }: { area: AreaName; module?: string }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejection, so every retry needs a fresh lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Routes = useMemo(() => lazyRemoteModule(area, module), [area, module, attempt]);
  const label = areaLabels[area];

  return (
    <AreaScope name={area}>
      <ErrorBoundary
        resetKeys={[attempt]}
        fallbackRender={({ error }) => (
          <RemoteUnavailable label={label} error={error} onRetry={() => setAttempt((n) => n + 1)} />
        )}
      >
        <Suspense fallback={<LoadingState label={`Loading ${label}...`} />}>
          <Routes />
        </Suspense>
      </ErrorBoundary>
    </AreaScope>
  );
}
