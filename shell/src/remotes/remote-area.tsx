import { loadRemote } from '@module-federation/enhanced/runtime';
import { LoadingState } from '@site/ui';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { areaLabels, type AreaName } from './remote-areas.js';
import { RemoteUnavailable } from './remote-unavailable.js';

interface RoutesModule {
  default: ComponentType;
}

function lazyRemoteRoutes(area: AreaName) {
  return lazy(async () => {
    const module = await loadRemote<RoutesModule>(`${area}/routes`);
    if (!module?.default) throw new Error(`The ${area} remote exposed no routes`);
    return module;
  });
}

/** One remote area: loaded on first visit, isolated so its failure never takes the page down. */
export function RemoteArea({ area }: { area: AreaName }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejection, so every retry needs a fresh lazy component.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const Routes = useMemo(() => lazyRemoteRoutes(area), [area, attempt]);
  const label = areaLabels[area];

  return (
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
  );
}
