import { describe, expect, it } from 'vitest';
// The domain's source, not its node build, which a fresh clone has not built yet.
import { siteAreas } from '../../domain/src/site-routes.js';
import { devPorts, remoteNames } from '../index.js';

describe('the remotes the build scripts know', () => {
  it('are the areas of the site route table, in its order', () => {
    expect(remoteNames).toEqual([...siteAreas]);
  });

  it('each have a dev port of their own', () => {
    const ports = remoteNames.map((name: string) => devPorts[name as keyof typeof devPorts]);
    expect(ports.every((port: number) => Number.isInteger(port))).toBe(true);
    expect(new Set(ports).size).toBe(remoteNames.length);
  });
});
