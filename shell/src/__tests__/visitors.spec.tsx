import { screen, within } from '@testing-library/react';
import { render } from './support/render.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VisitorCounter } from '../features/visitors/components/visitor-counter.js';
import { resetVisitTracking, trackVisitOnce, visitTrackedKey } from '../features/visitors/track-visit.js';
import { calledPaths, stubFetch } from './support/stub-fetch.js';

beforeEach(() => {
  resetVisitTracking();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = {
  'POST /api/visitors/track': () => ({ body: { unique_visitors: 10, total_visits: 20 } }),
  'GET /api/visitors/stats': () => ({ body: { unique_visitors: 10, total_visits: 21 } }),
};

describe('visitor tracking', () => {
  it('tracks once per browser session and shows the totals it answered', async () => {
    const fetchMock = stubFetch(routes);
    void trackVisitOnce();
    render(<VisitorCounter />);
    const counter = screen.getByRole('region', { name: 'Visitor Counter' });
    expect(await within(counter).findByText('20')).toBeInTheDocument();
    expect(within(counter).getByText('10')).toBeInTheDocument();
    expect(sessionStorage.getItem(visitTrackedKey)).toBe('1');
    expect(calledPaths(fetchMock)).toEqual(['/api/visitors/track']);
  });

  it('does not track again in the same session (a reload): it reads the stats', async () => {
    sessionStorage.setItem(visitTrackedKey, '1');
    const fetchMock = stubFetch(routes);
    expect(await trackVisitOnce()).toBeNull();
    render(<VisitorCounter />);
    expect(await screen.findByText('21')).toBeInTheDocument();
    expect(calledPaths(fetchMock)).toEqual(['/api/visitors/stats']);
  });

  it('only logs failures, and says the counts are unavailable', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch({});
    expect(await trackVisitOnce()).toBeNull();
    expect(sessionStorage.getItem(visitTrackedKey)).toBeNull();
    render(<VisitorCounter />);
    expect(await screen.findByText('Visitor counts are unavailable right now.')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Visitor tracking failed', expect.any(Error));
    expect(error).toHaveBeenCalledWith('Visitor stats failed to load', expect.any(Error));
  });
});
