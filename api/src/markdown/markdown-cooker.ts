import { BadRequestException, Inject, Injectable, Optional, type OnModuleDestroy } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pLimit from 'p-limit';
import { Piscina } from 'piscina';
import { APP_CONFIG, defaultRenderTimeLimitMs, type AppConfig } from '../config/app-config.js';
import type { CookedMarkdown, CookOutcome } from './cook-markdown.js';
import { renderTimeLimitMs } from './render-time-limit.js';

// The build runs the compiled worker; tests run the sources, which tsx compiles inside the worker.
const compiledWorker = fileURLToPath(new URL('./cook-worker.js', import.meta.url));
const workerFile = existsSync(compiledWorker)
  ? compiledWorker
  : fileURLToPath(new URL('./cook-worker.ts', import.meta.url));

const tooSlow: CookOutcome = { refused: 'This text takes too long to format: simplify its formatting' };

/**
 * Renders members' Markdown when it is written, on a worker thread: whatever shape a text takes,
 * rendering it costs the worker at most `renderTimeLimitMs`, after which the worker is ended and the
 * text refused, while requests go on being served (the parser is linear on every shape we know; this
 * bounds the ones we do not). One worker per API process: texts take turns, and more processes
 * bring more workers.
 */
@Injectable()
export class MarkdownCooker implements OnModuleDestroy {
  private readonly limitMs: number;
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

  // Without the app's config (the migration that renders stored text), the default limit.
  constructor(@Optional() @Inject(APP_CONFIG) config?: AppConfig) {
    this.limitMs = config?.renderTimeLimitMs ?? defaultRenderTimeLimitMs;
  }

  /** The cooked text, or a 400 naming `field` when it nests too deep or takes too long. */
  async cook(field: string, source: string): Promise<CookedMarkdown> {
    const outcome = await this.rendering(() => this.render(source));
    if ('refused' in outcome)
      throw new BadRequestException({ detail: [{ loc: ['body', field], msg: outcome.refused }] });
    return outcome.cooked;
  }

  onModuleDestroy(): Promise<void> {
    return this.pool.destroy();
  }

  private async render(source: string): Promise<CookOutcome> {
    await this.warmedUp;
    try {
      return await this.pool.run(source, { signal: AbortSignal.timeout(renderTimeLimitMs(source, this.limitMs)) });
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
