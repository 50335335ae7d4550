import { performance } from 'node:perf_hooks';
import { auth, type InjectResponse } from './forum.js';
import { healthWatch } from './health-watch.js';
import { fit, hostileCorpus, overLength } from './hostile-corpus.js';
import type { TestApp } from './test-app.js';

/**
 * The bounds every field is held to on the CI machine (2 cores, another test file beside this
 * one): each write (Markdown is rendered then, within RENDER_TIME_LIMIT_MS), each read
 * of what it stored (API and page), and the health probe and event-loop delay while they run.
 * A time over its bound counts when the same write, made again, is over it again: one stall of a
 * shared machine is not the API's doing, a text that costs time costs it every time.
 */
export const bounds = { writeMs: 2_000, readMs: 100, healthMs: 100 } as const;

/**
 * A read over `bounds.readMs` is the content's doing only when it is also this many times the same read of a
 * control item (plain prose written into the same field): a route that is slow on a busy machine whatever it
 * holds (the admin overview's counts) is not a breach of the field.
 */
export const readControlFactor = 2;
const controlText = 'A plain sentence of ordinary words, the control for the hostile corpus.';

/** One field of one route that takes member text, as the OpenAPI document names it. */
export interface MemberTextField {
  /** 'POST /api/forum/categories/{id}/threads' */
  route: string;
  field: string;
  /** The longest text it takes (of a list: the longest item). */
  max: number;
  /** A list field: how many items it takes. */
  items?: number;
  /**
   * The text starts with the write's tracer: as a `word` where the field is stored under a unique
   * index (each write then differs), as a `paragraph` where only this text lets search find the item.
   */
  lead?: 'word' | 'paragraph';
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Call {
  method?: Method;
  url: string;
  token?: string;
  payload?: object;
  /** A server-rendered page (asked for as a browser asks). */
  page?: boolean;
}

/**
 * One write of the corpus: the request, the rows a refusal must leave alone, and every read that shows what it stored.
 */
export interface WriteScenario {
  write: Call;
  /** The table: its row `id` for an edit, its row count for a create. */
  stored: { table: string; id?: number };
  reads: (answer: InjectResponse) => Call[];
}

/**
 * Makes the scenario (its untimed setup done) for writing `value` into `field`; `tracer` is a word unique to this
 * write.
 */
export type RouteDriver = (field: string, value: string | string[], tracer: string) => Promise<WriteScenario>;

interface Measure {
  what: string;
  ms: number;
}

/**
 * The breaches of one write: `faults` (a status, a refusal's wording, a refused write that stored) and `slow` (a bound
 * passed).
 */
interface Attempt {
  faults: string[];
  slow: string[];
}

// 400 from the renderer and the body-wide check, 422 from a field's own validator (over its length, say).
const isRefusal = (status: number) => status === 400 || status === 422;
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// The body-wide check refuses these in any field with one message that names none (http/validation.ts).
const invalidAnywhere = (value: string | string[]) =>
  [value].flat().some((text) => text.includes('\u0000') || loneSurrogate.test(text));

/** Whether a refusal's `detail` names `field`: an issue located at it, or a message that says its name. */
function namesField(body: string, field: string): boolean {
  try {
    const { detail } = JSON.parse(body) as { detail?: unknown };
    if (typeof detail === 'string') return detail.includes(field);
    return (
      Array.isArray(detail) &&
      detail.some((issue: { loc?: unknown }) => Array.isArray(issue.loc) && issue.loc.at(-1) === field)
    );
  } catch {
    return false;
  }
}

/**
 * The corpus as values for one field, each cut to the field's length (texts a short field makes identical are tried
 * once), then one too long.
 */
function valuesFor(field: MemberTextField): Array<{ entry: string; value: string | string[]; over?: true }> {
  const seen = new Set<string>();
  const values: Array<{ entry: string; value: string | string[]; over?: true }> = [];
  for (const { name, text } of hostileCorpus) {
    // List items get distinct starts: lists drop repeated items.
    const value = field.items
      ? Array.from({ length: field.items }, (_, index) => fit(`${index}${text(field.max)}`, field.max))
      : fit(text(field.max), field.max);
    const key = JSON.stringify(value);
    if (seen.has(key)) continue;
    seen.add(key);
    values.push({ entry: name, value });
  }
  const over = field.items
    ? Array.from({ length: field.items + 1 }, (_, index) => `item ${index}`)
    : overLength(field.max);
  values.push({ entry: 'over length', value: over, over: true });
  return values;
}

// A read's name without the long segments hostile names make (an encoded username, a platform name).
const readName = (call: Call) =>
  `GET ${call.url
    .split('/')
    .map((segment) => (segment.length > 30 ? `${segment.slice(0, 12)}…` : segment))
    .join('/')}${call.page ? ' (page)' : ''}`;

/**
 * Writes the corpus into fields, one write at a time, reads back each stored item, and lists every
 * breach as one line: `<route> <field> × <entry>: <step> <status> in <ms> ms`.
 */
export function hostileContentRun(t: TestApp, area: string) {
  const watch = healthWatch(t);
  let tracers = 0;
  const slowest = {
    write: { what: '-', ms: 0 },
    read: { what: '-', ms: 0 },
    probe: { what: '-', ms: 0 },
    loop: { what: '-', ms: 0 },
  };
  const note = (kind: keyof typeof slowest, measure: Measure) => {
    if (measure.ms > slowest[kind].ms) slowest[kind] = measure;
  };

  async function send(call: Call) {
    const headers: Record<string, string> = { ...auth(call.token), ...(call.page ? { accept: 'text/html' } : {}) };
    const started = performance.now();
    const response = await t.request({
      method: call.method ?? 'GET',
      url: call.url,
      headers,
      ...(call.payload ? { payload: call.payload } : {}),
    });
    return { response, ms: performance.now() - started };
  }

  async function fingerprint({ table, id }: WriteScenario['stored']): Promise<string> {
    const sql =
      id === undefined
        ? `SELECT count(*)::text AS print FROM ${table}`
        : `SELECT md5(row_text) AS print FROM (SELECT x::text AS row_text FROM ${table} x WHERE id = $1) rows`;
    const [row] = await t.dataSource.query<Array<{ print: string }>>(sql, id === undefined ? [] : [id]);
    return row?.print ?? 'absent';
  }

  // Per field, the control item's reads (written once, on the first slow read).
  const controls = new Map<string, Promise<Call[]>>();
  async function controlReadMs(field: MemberTextField, driver: RouteDriver, index: number): Promise<number> {
    let reads = controls.get(field.route + field.field);
    if (!reads) {
      tracers += 1;
      const value = field.items
        ? Array.from({ length: field.items }, (_, item) => fit(`${item} ${controlText}`, field.max))
        : fit(`tracer${tracers} ${controlText}`, field.max);
      reads = driver(field.field, value, `tracer${tracers}`).then(async (scenario) =>
        scenario.reads((await send(scenario.write)).response),
      );
      controls.set(field.route + field.field, reads);
    }
    const read = (await reads)[index];
    if (!read) return 0;
    const times = [(await send(read)).ms, (await send(read)).ms];
    return Math.min(...times);
  }

  async function attempt(
    field: MemberTextField,
    driver: RouteDriver,
    pair: string,
    value: string | string[],
    over = false,
  ): Promise<Attempt> {
    const slowRead = async (ms: number, index: number) =>
      ms > bounds.readMs && ms > readControlFactor * (await controlReadMs(field, driver, index));
    const result: Attempt = { faults: [], slow: [] };
    const line = (step: string, status: number | string, ms: number) =>
      `${pair}: ${step} ${status} in ${Math.round(ms)} ms`;
    tracers += 1;
    const tracer = `tracer${tracers}`;
    const lead = !over && field.lead ? `${tracer}${field.lead === 'word' ? ' ' : '\n\n'}` : '';
    const text = typeof value === 'string' && lead ? lead + fit(value, field.max - lead.length) : value;
    const scenario = await driver(field.field, text, tracer);
    const before = await fingerprint(scenario.stored);
    watch.take();

    const { response, ms } = await send(scenario.write);
    const status = response.statusCode;
    note('write', { what: pair, ms });
    if (ms > bounds.writeMs) result.slow.push(line('write', status, ms));
    if (isRefusal(status)) {
      if (!namesField(response.body, field.field) && !invalidAnywhere(text)) {
        result.faults.push(line(`write refused without naming the field (${response.body.slice(0, 120)})`, status, ms));
      }
      if ((await fingerprint(scenario.stored)) !== before)
        result.faults.push(line('write refused but stored', status, ms));
    } else if (over || status < 200 || status > 299) {
      result.faults.push(
        line(over ? 'over-length write not refused' : `write (${response.body.slice(0, 120)})`, status, ms),
      );
    } else {
      for (const [index, read] of scenario.reads(response).entries()) {
        const answer = await send(read);
        note('read', { what: `${pair}: ${readName(read)}`, ms: answer.ms });
        const entry = line(readName(read), answer.response.statusCode, answer.ms);
        if (answer.response.statusCode !== 200) result.faults.push(entry);
        else if (await slowRead(answer.ms, index)) result.slow.push(entry);
      }
    }

    const health = watch.take();
    note('probe', { what: pair, ms: health.probeMs });
    note('loop', { what: pair, ms: health.loopMs });
    if (health.probeMs > bounds.healthMs) result.slow.push(line('health probe waited', '-', health.probeMs));
    if (health.loopMs > bounds.healthMs) result.slow.push(line('event loop delayed', '-', health.loopMs));
    return result;
  }

  return {
    /** Every corpus entry into `field` through `driver`: the breaches, none when the field holds. */
    async field(field: MemberTextField, driver: RouteDriver): Promise<string[]> {
      const breaches: string[] = [];
      for (const { entry, value, over } of valuesFor(field)) {
        const pair = `${field.route} ${field.field} × ${entry}`;
        const first = await attempt(field, driver, pair, value, over);
        // Only a time over its bound on the second try as well counts (see `bounds`).
        const slow =
          first.faults.length === 0 && first.slow.length > 0
            ? (await attempt(field, driver, pair, value, over)).slow
            : first.slow;
        breaches.push(...first.faults, ...slow);
      }
      return breaches;
    },

    /** Stops the probe and answers the figures line: slowest write, slowest read, worst health probe. */
    async finish(): Promise<string> {
      await watch.stop();
      const shown = ({ what, ms }: Measure) => `${Math.round(ms)} ms (${what})`;
      return (
        `hostile content, ${area}: slowest write ${shown(slowest.write)}; slowest read ${shown(slowest.read)}; ` +
        `worst health probe ${shown(slowest.probe)}; worst event-loop delay ${shown(slowest.loop)} ` +
        `[bounds: write ${bounds.writeMs} ms, read ${bounds.readMs} ms and ${readControlFactor}× its control, ` +
        `health ${bounds.healthMs} ms]`
      );
    },
  };
}
