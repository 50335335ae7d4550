import { BadRequestException, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import type { CookedMarkdown, CookOutcome } from './cook-markdown.js';

/**
 * How long a text may take to render before it is refused: a second, and 40 µs more per character
 * (a 50,000-character reply may take 3 s, a 100 KB article 5 s). Honest text renders at a tenth of
 * that on an idle machine and stays within it on a loaded one; text built to be quadratic (50,000
 * characters of `*a` take 9 s idle) does not.
 */
export function renderTimeLimitMs(source: string): number {
  return 1_000 + Math.ceil(source.length * 0.04);
}

// The build runs the compiled worker; tests run the sources, which tsx compiles inside the worker.
const compiledWorker = fileURLToPath(new URL('./cook-worker.js', import.meta.url));
const workerFile = existsSync(compiledWorker) ? compiledWorker : fileURLToPath(new URL('./cook-worker.ts', import.meta.url));

const tooSlow: CookOutcome = { refused: 'This text takes too long to format: simplify its formatting' };

/**
 * Renders members' Markdown when it is written, on a worker thread: a text built to be slow
 * (quadratic emphasis, thousands of links) costs the worker at most `renderTimeLimitMs`, after
 * which the worker is ended and the text refused, while requests go on being served. One worker
 * per API process: texts take turns, and more processes bring more workers.
 */
@Injectable()
export class MarkdownCooker implements OnModuleDestroy {
  private readonly pool = new Piscina<string, CookOutcome>({
    filename: workerFile,
    execArgv: workerFile.endsWith('.ts') ? ['--import', 'tsx'] : [],
    minThreads: 1,
    maxThreads: 1,
  });
  // Texts wait here rather than in the pool, so that a text's clock runs only while it renders.
  private readonly rendering = pLimit(1);
  // A worker loads its modules on its first text: a warm-up takes that, so no member's text is timed on it.
  private warmedUp = this.warmUp();

  /** The cooked text, or a 400 naming `field` when it nests too deep or takes too long. */
  async cook(field: string, source: string): Promise<CookedMarkdown> {
    const outcome = await this.rendering(() => this.render(source));
    if ('refused' in outcome) throw new BadRequestException({ detail: [{ loc: ['body', field], msg: outcome.refused }] });
    return outcome.cooked;
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.destroy();
  }

  private async render(source: string): Promise<CookOutcome> {
    await this.warmedUp;
    try {
      return await this.pool.run(source, { signal: AbortSignal.timeout(renderTimeLimitMs(source)) });
    } catch (error) {
      if (!(error instanceof Error && error.name === 'AbortError')) throw error;
      // The pool has ended the worker and starts another one.
      this.warmedUp = this.warmUp();
      return tooSlow;
    }
  }

  private warmUp(): Promise<void> {
    const done = this.pool.run('').then(() => undefined);
    // Awaited by the next text; until then, a failure must not end the process as unhandled.
    done.catch(() => undefined);
    return done;
  }
}
