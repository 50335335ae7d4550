import { describe, expect, it } from 'vitest';
import { shatterShards } from '../shards.js';

// Shoelace area of a polygon given as 'x% y%, ...'.
function area(polygon: string) {
  const points = polygon.split(', ').map((pair) => pair.split(' ').map((value) => Number.parseFloat(value)));
  let sum = 0;
  points.forEach(([x1, y1], i) => {
    const [x2, y2] = points[(i + 1) % points.length];
    sum += x1 * y2 - x2 * y1;
  });
  return Math.abs(sum) / 2;
}

describe('shatterShards', () => {
  it.each([
    { x: 50, y: 50 },
    { x: 5, y: 90 },
    { x: 99, y: 1 },
  ])('cuts the screen into 20 pieces that cover it exactly once (impact %o)', (impact) => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const shards = shatterShards(20, impact, random);
    expect(shards).toHaveLength(20);
    const total = shards.reduce((sum, shard) => sum + area(shard.polygon), 0);
    expect(total).toBeCloseTo(100 * 100, 0);
    for (const shard of shards) expect(Math.hypot(shard.dx, shard.dy)).toBeGreaterThan(0);
  });
});
