export interface Point {
  x: number;
  y: number;
}

/** One piece of the shattered title screen; all figures are percentages of the screen. */
export interface Shard {
  /** clip-path polygon points ('x% y%, ...'). */
  polygon: string;
  /** Where the piece flies to, from its place, and how far it turns. */
  dx: number;
  dy: number;
  rotate: number;
  /** Where its first crack meets the screen's edge (the crack runs from the impact point). */
  crack: Point;
  /** Its rough centre, the point it turns around. */
  originX: number;
  originY: number;
}

// The screen's edge hit by a ray from `from` at `angle` (radians), in the 0..100 square.
function edgePoint(from: Point, angle: number): Point {
  const dx = Math.cos(angle);
  const dy = Math.sin(angle);
  const candidates = [
    dx > 0 ? (100 - from.x) / dx : dx < 0 ? -from.x / dx : Infinity,
    dy > 0 ? (100 - from.y) / dy : dy < 0 ? -from.y / dy : Infinity,
  ];
  const distance = Math.min(...candidates);
  return { x: from.x + dx * distance, y: from.y + dy * distance };
}

const corners: Point[] = [
  { x: 100, y: 100 },
  { x: 0, y: 100 },
  { x: 0, y: 0 },
  { x: 100, y: 0 },
];

const angleOf = (from: Point, to: Point) => {
  const angle = Math.atan2(to.y - from.y, to.x - from.x);
  return angle < 0 ? angle + 2 * Math.PI : angle;
};

const pct = (value: number) => `${Math.round(value * 100) / 100}%`;

/**
 * Splits the screen into `count` wedges around the impact point (the last shot), like glass
 * cracking out from a bullet hole; together they cover the whole screen exactly once.
 */
export function shatterShards(count: number, impact: Point, random: () => number = Math.random): Shard[] {
  const centre = { x: Math.min(99, Math.max(1, impact.x)), y: Math.min(99, Math.max(1, impact.y)) };
  const step = (2 * Math.PI) / count;
  const start = random() * step;
  const angles = Array.from({ length: count }, (_, i) => start + i * step + (random() - 0.5) * step * 0.6);
  const cornerAngles = corners.map((corner) => ({ corner, angle: angleOf(centre, corner) }));

  return angles.map((from, i) => {
    const to = i === count - 1 ? angles[0] + 2 * Math.PI : angles[i + 1];
    const inside = cornerAngles
      .flatMap(({ corner, angle }) =>
        [angle - 2 * Math.PI, angle, angle + 2 * Math.PI].filter((a) => a > from && a < to).map((a) => ({ corner, a })),
      )
      .sort((p, q) => p.a - q.a)
      .map(({ corner }) => corner);
    const points = [centre, edgePoint(centre, from), ...inside, edgePoint(centre, to)];
    const mid = (from + to) / 2;
    const originX = points.reduce((sum, p) => sum + p.x, 0) / points.length;
    const originY = points.reduce((sum, p) => sum + p.y, 0) / points.length;
    const distance = 35 + random() * 45;
    return {
      crack: points[1],
      polygon: points.map((p) => `${pct(p.x)} ${pct(p.y)}`).join(', '),
      dx: Math.cos(mid) * distance,
      dy: Math.sin(mid) * distance + 20 * random(),
      rotate: (random() - 0.5) * 90,
      originX,
      originY,
    };
  });
}
