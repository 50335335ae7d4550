import { screen, within } from '@testing-library/react';
import { render } from './support/render.js';
import { apiError, recordRequests, server, type RecordedRequest } from '@site/test-api';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitorCounter } from '../features/visitors/components/visitor-counter.js';
import { resetVisitTracking, trackVisitOnce, visitTrackedKey } from '../features/visitors/track-visit.js';

beforeEach(() => {
  resetVisitTracking();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

// The counts are the area's defaults (support/handlers.ts): tracking answers 20 visits, the stats 21.
const askedPaths = (requests: RecordedRequest[]) => requests.map(({ path, search }) => path + search);

describe('visitor tracking', () => {
  it('tracks once per browser session and shows the totals it answered', async () => {
    const requests = recordRequests();
    void trackVisitOnce();
    render(<VisitorCounter />);
    const counter = screen.getByRole('region', { name: 'Visitor Counter' });
    expect(await within(counter).findByText('20')).toBeInTheDocument();
    expect(within(counter).getByText('10')).toBeInTheDocument();
    expect(sessionStorage.getItem(visitTrackedKey)).toBe('1');
    expect(askedPaths(requests)).toEqual(['/api/visitors/track']);
  });

  it('does not track again in the same session (a reload): it reads the stats', async () => {
    sessionStorage.setItem(visitTrackedKey, '1');
    const requests = recordRequests();
    expect(await trackVisitOnce()).toBeNull();
    render(<VisitorCounter />);
    expect(await screen.findByText('21')).toBeInTheDocument();
    expect(askedPaths(requests)).toEqual(['/api/visitors/stats']);
  });

  it('only logs failures, and says the counts are unavailable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      http.post('/api/visitors/track', () => apiError(404)),
      http.get('/api/visitors/stats', () => apiError(404)),
    );
    expect(await trackVisitOnce()).toBeNull();
    expect(sessionStorage.getItem(visitTrackedKey)).toBeNull();
    render(<VisitorCounter />);
    expect(await screen.findByText('Visitor counts are unavailable right now.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Visitor tracking failed', expect.any(Error));
    expect(error).toHaveBeenCalledWith('Visitor stats failed to load', expect.any(Error));
  });
});
