import { describe, expect, it } from 'vitest';
import { parseSyncInterval } from '../../config/sync-interval.js';
import { syncScheduleOf } from './sync-schedule.js';

const now = new Date('2026-11-25T13:20:00Z');
const sixHours = parseSyncInterval('6h');

describe('syncScheduleOf', () => {
  it('gives the interval and the next tick with a playlist', () => {
    expect(syncScheduleOf({ youtubeSyncEvery: sixHours, youtubePlaylistId: 'PL1' }, now)).toEqual({
      every: '6h',
      playlist_configured: true,
      next_run_at: '2026-11-25T18:00:00.000Z',
    });
  });

  it('has no next run without a playlist or without an interval', () => {
    expect(syncScheduleOf({ youtubeSyncEvery: sixHours }, now)).toEqual({
      every: '6h',
      playlist_configured: false,
      next_run_at: null,
    });
    expect(syncScheduleOf({ youtubePlaylistId: 'PL1' }, now)).toEqual({
      every: null,
      playlist_configured: true,
      next_run_at: null,
    });
  });
});
