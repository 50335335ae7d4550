import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
// @ts-expect-error plain ESM script without types
import { remoteNames, remotesFromEnv } from '../../shell/scripts/remotes-config.mjs';
// @ts-expect-error plain ESM script without types
import { publishedRemotesFile, releaseManifestUrl, shellCurrentLink } from '../../scripts/release/publication.mjs';
// @ts-expect-error plain ESM script without types
import { appReleasesDir, releaseDir } from '../../scripts/release/release-store.mjs';
import { all, locationFor, one, parseNginx, type Directive } from './support/nginx-conf.js';

// Docker cannot run here, so the compose file is checked against what the apps really read.
const repoRoot = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string };
  environment?: Record<string, string>;
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }> | string[];
  healthcheck?: { test: string[]; interval?: string; timeout?: string };
  stop_grace_period?: string;
  deploy?: { replicas?: number };
}
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const frontEndApps = ['shell', ...(remoteNames as string[]).map((name) => `mfe-${name}`)];

function sourceText(dir: string): string {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name))
    .map((entry) => readFileSync(path.join(entry.parentPath, entry.name), 'utf8'))
    .join('\n');
}

describe('docker-compose.yml', () => {
  it('has postgres with a healthcheck and a volume, and the api waits for it to be healthy', () => {
    const { postgres, api } = compose.services;
    expect(postgres.healthcheck?.test.join(' ')).toContain('pg_isready');
    expect(postgres.volumes?.some((volume) => volume.endsWith(':/var/lib/postgresql/data'))).toBe(true);
    expect(api.depends_on).toMatchObject({ postgres: { condition: 'service_healthy' } });
  });

  it('gives every front-end app its own static server serving its own build', () => {
    for (const app of frontEndApps) {
      const service = compose.services[app];
      expect(service, app).toBeDefined();
      // The shell's host also serves its releases, beside its build (see 'releases on the static hosts').
      expect(service.volumes).toContain(
        `./${app}/dist:${app === 'shell' ? '/srv/shell/build' : '/usr/share/nginx/html'}:ro`,
      );
      expect(service.ports?.length, app).toBe(1);
    }
  });

  it('sets only env names the API really reads', () => {
    const apiSource = sourceText('api/src');
    const names = Object.keys(compose.services.api.environment ?? {});
    expect(names).toEqual(expect.arrayContaining(['DATABASE_URL', 'JWT_SECRET']));
    for (const name of names) expect(apiSource, name).toMatch(new RegExp(`\\b${name}\\b`));
  });

  it('starts without demo content and syncs the playlist on a schedule unless told otherwise', () => {
    const env = compose.services.api.environment ?? {};
    expect(env.SEED_DEMO).toBe('${SEED_DEMO:-false}');
    expect(env.YOUTUBE_SYNC_EVERY).toMatch(/^\$\{YOUTUBE_SYNC_EVERY:-\d+[mhd]\}$/);
    expect(env.YOUTUBE_PLAYLIST_ID).toBe('${YOUTUBE_PLAYLIST_ID:-}');
  });

  it("points the shell's remotes.json at the remotes' containers with the names the shell reads", () => {
    const shell = compose.services.shell;
    const template = read('deploy/nginx/shell.conf.template');
    const env = shell.environment ?? {};
    const expectedNames = (remoteNames as string[]).map((name) => `REMOTE_${name.toUpperCase()}_URL`);
    // Besides the remotes' addresses, only their hosts for the CSP (content-security-policy.spec.ts).
    expect(Object.keys(env).sort()).toEqual([...expectedNames, 'CSP_REMOTE_ORIGINS'].sort());
    // The same names drive `npm start` (write-remotes.mjs) and the container (nginx template).
    const fromEnv = remotesFromEnv(Object.fromEntries(expectedNames.map((name) => [name, `value-of-${name}`])));
    (remoteNames as string[]).forEach((name, index) => {
      expect(fromEnv[name]).toBe(`value-of-${expectedNames[index]}`);
      expect(template).toContain(`"${name}":"\${${expectedNames[index]}}"`);
      const port = compose.services[`mfe-${name}`].ports?.[0].split(':')[0];
      expect(env[expectedNames[index]]).toContain(`localhost:${port}/mf-manifest.json`);
    });
  });
});

describe('API replicas', () => {
  const { api, shell } = compose.services;

  it('have a healthcheck on readiness, on the port the API listens on', () => {
    const probe = api.healthcheck?.test.join(' ') ?? '';
    expect(probe).toContain(`http://127.0.0.1:${api.environment?.PORT}/api/health/ready`);
    // The route the probe calls: readiness under the health controller.
    const controller = read('api/src/health/health.controller.ts');
    expect(controller).toContain("@Controller('health')");
    expect(controller).toContain("@Get('ready')");
    // The image has node but no curl or wget.
    expect(api.healthcheck?.test.slice(0, 2)).toEqual(['CMD', 'node']);
    expect(read('deploy/api.Dockerfile')).toMatch(/^FROM node:/m);
  });

  it('start the shell only once they are ready, and get time to drain when stopped', () => {
    expect(shell.depends_on).toMatchObject({ api: { condition: 'service_healthy' } });
    const seconds = (value = '') => Number(value.replace(/s$/, ''));
    const drainMs = Number(api.environment?.SHUTDOWN_TIMEOUT_MS);
    // Docker sends SIGKILL after stop_grace_period: the drain, and the pool's 2 s after it, must fit.
    expect(seconds(api.stop_grace_period) * 1000).toBeGreaterThanOrEqual(drainMs + 2_000);
  });

  it('are scaled with the service, PostgreSQL being the only state they share', () => {
    expect(api.deploy?.replicas).toBeGreaterThanOrEqual(2);
    expect(api.ports).toBeUndefined();
    expect(api.volumes).toBeUndefined();
    expect(read('README.md')).toContain('docker compose up --scale api=');
    expect(read('docker-compose.yml')).toContain('PostgreSQL is the only state the replicas share');
  });
});

describe('the shell host in front of the API (pages, robots.txt, sitemap)', () => {
  const conf = parseNginx(read('deploy/nginx/shell.conf.template'));
  const server = one(conf, 'server').block;
  const location = (...args: string[]) => one(server, 'location', ...args).block;
  const upstream = one(conf, 'upstream').args[0];
  const proxiesToApi = (block: Directive[] | undefined, uri = '') =>
    expect(one(block, 'proxy_pass').args).toEqual([`http://${upstream}${uri}`]);

  it("reaches every API replica through one upstream, on the API's port", () => {
    const port = compose.services.api.environment?.PORT;
    const upstreamBlock = one(conf, 'upstream').block;
    const [address, ...parameters] = one(upstreamBlock, 'server').args;
    expect(address).toBe(`api:${port}`);
    proxiesToApi(location('^~', '/api/'));
    // The API sees the client and the request id through the proxy: it trusts exactly this one hop,
    // which appends the address it saw (whatever the client wrote comes before it), and no one
    // reaches the API but through it (no published port).
    expect(compose.services.api.environment?.TRUST_PROXY).toBe('1');
    expect(compose.services.api.ports).toBeUndefined();
    expect(all(server, 'proxy_set_header').map((header) => header.args)).toEqual([
      ['Host', '$host'],
      ['X-Forwarded-For', '$proxy_add_x_forwarded_for'],
      ['X-Request-Id', '$request_id'],
    ]);
    // Replicas added by `--scale` are found without restarting nginx: the name is resolved again
    // through Docker's DNS (`resolve` needs a shared-memory zone and a resolver).
    expect(parameters).toContain('resolve');
    expect(one(upstreamBlock, 'zone').args[0]).toBe(upstream);
    expect(one(conf, 'resolver').args[0]).toBe('127.0.0.11');
  });

  it('checks the replicas passively and never retries what one may have acted on', () => {
    const parameters = one(one(conf, 'upstream').block, 'server').args;
    expect(parameters).toEqual(expect.arrayContaining(['max_fails=2', 'fail_timeout=10s']));
    // Refused, reset or timed out only: a 503 (the database away) is the same on every replica,
    // so it is passed on, not counted against the replica; POSTs are never resent (no non_idempotent).
    expect(one(server, 'proxy_next_upstream').args).toEqual(['error', 'timeout']);
    expect(one(server, 'proxy_connect_timeout').args).toEqual(['2s']);
  });

  it('sends every address that is not a file to the page renderer, with its original URI', () => {
    expect(one(location('/'), 'try_files').args.at(-1)).toBe('@page');
    const page = location('@page');
    proxiesToApi(page, '/api/pages$request_uri');
    // The renderer the API exposes at that address, outside its OpenAPI document.
    const controller = read('api/src/site/pages.controller.ts');
    expect(controller).toContain("const prefix = '/api/pages';");
    expect(controller).toContain("@Controller('pages')");
    expect(controller).toContain('@ApiExcludeController()');
    // An API that is down or failing still leaves the visitor the shell itself.
    expect(one(page, 'proxy_intercept_errors').args).toEqual(['on']);
    expect(one(page, 'error_page').args).toEqual(['500', '502', '503', '504', '/index.html']);
    expect(all(location('=', '/index.html'), 'add_header').map((header) => header.args.slice(0, 2))).toContainEqual([
      'Cache-Control',
      'no-cache',
    ]);
  });

  it("proxies /robots.txt, /sitemap.xml and /sitemaps/<n>.xml to the API's root routes as they are", () => {
    proxiesToApi(location('=', '/robots.txt'));
    proxiesToApi(location('=', '/sitemap.xml'));
    proxiesToApi(location('^~', '/sitemaps/'));
    expect(read('api/src/site/site-files.controller.ts')).toContain(
      "export const siteFileRoutes = ['robots.txt', 'sitemap.xml', 'sitemaps/:file'];",
    );
    expect(read('api/src/app.factory.ts')).toContain("app.setGlobalPrefix('api', { exclude: siteFileRoutes });");
  });

  it('gives the API the shell host to read index.html and remotes.json from', () => {
    const { api, shell } = compose.services;
    const shellUrl = new URL(api.environment?.SHELL_URL ?? '');
    expect(shellUrl.protocol).toBe('http:');
    expect(compose.services[shellUrl.hostname]).toBe(shell);
    // The port the shell's nginx listens on inside the network, not the one published to the host.
    expect(one(server, 'listen').args).toEqual([shellUrl.port || '80']);
    expect(api.environment?.SITE_URL).toBeTruthy();
    expect(location('=', '/remotes.json')).toBeDefined();
  });

  it('keeps hashed assets immutable', () => {
    const hashed = location('~', '\\.[0-9a-f]{8}\\.(js|css)$');
    expect(one(hashed, 'add_header').args).toEqual(['Cache-Control', 'public, max-age=31536000, immutable']);
    expect(new RegExp(one(server, 'location', '~').args[1]).test('/main.8181d866.js')).toBe(true);
  });
});

describe('compression on every static host', () => {
  const compression = parseNginx(read('deploy/nginx/compression.conf'));

  it("sends the build's .gz files as they are, gzips what nginx writes, and gunzips for clients without gzip", () => {
    expect(one(compression, 'gzip_static').args).toEqual(['on']);
    expect(one(compression, 'gzip').args).toEqual(['on']);
    expect(one(compression, 'gzip_vary').args).toEqual(['on']);
    expect(one(compression, 'gunzip').args).toEqual(['on']);
    const types = one(compression, 'gzip_types').args;
    for (const type of [
      'text/css',
      'application/javascript',
      'application/json',
      'image/svg+xml',
      'application/xml',
      'text/xml',
    ])
      expect(types, type).toContain(type);
    // remotes.json, written by nginx itself, has a type that is gzipped.
    const shell = one(parseNginx(read('deploy/nginx/shell.conf.template')), 'server').block;
    expect(types).toContain(one(one(shell, 'location', '=', '/remotes.json').block, 'default_type').args[0]);
    // Why there is no brotli here, said where someone would look for it.
    expect(read('deploy/nginx/compression.conf')).toMatch(/no\s+(#\s*)?brotli module/);
  });

  it('is included at the http level of every front-end container', () => {
    for (const app of frontEndApps) {
      expect(compose.services[app].volumes, app).toContain(
        './deploy/nginx/compression.conf:/etc/nginx/conf.d/compression.conf:ro',
      );
    }
  });
});

describe('releases on the static hosts', () => {
  // The shell's environment as compose gives it when nothing overrides its defaults.
  const shellEnv = Object.fromEntries(
    Object.entries(compose.services.shell.environment ?? {}).map(([name, value]) => [
      name,
      value.replace(/\$\{\w+:-([^}]*)\}/g, '$1'),
    ]),
  );
  const id = '20261125T183800Z-1a2b3c4';

  /** The file on the machine a container path comes from, through the service's bind mounts. */
  function hostFile(service: Service, containerPath: string): string | undefined {
    const mounts = (service.volumes ?? []).map((volume) => volume.split(':'));
    const [source, target] =
      mounts
        .filter(([, target]) => containerPath.startsWith(`${target}/`))
        .sort((a, b) => b[1].length - a[1].length)[0] ?? [];
    return source === undefined ? undefined : path.join(repoRoot, source, containerPath.slice(target.length));
  }

  /** What a host answers for a path: the location's file on the machine and its headers. */
  function served(service: Service, confFile: string, uri: string) {
    const server = one(parseNginx(read(confFile)), 'server').block;
    const location = locationFor(server, uri);
    const root = one(all(location?.block, 'root').length > 0 ? location?.block : server, 'root').args[0];
    const headers = Object.fromEntries(all(location?.block, 'add_header').map(({ args }) => [args[0], args[1]]));
    return { file: hostFile(service, `${root}${uri}`), headers, location };
  }

  it("serves each remote's releases from the release store, at the address the release script publishes", () => {
    for (const name of remoteNames as string[]) {
      const service = compose.services[`mfe-${name}`];
      const manifestUrl = new URL(releaseManifestUrl(name, id, shellEnv));
      // The address in remotes.json reaches this remote's own host...
      expect(compose.services[`mfe-${name}`].ports?.[0].split(':')[0]).toBe(manifestUrl.port);
      const manifest = served(service, 'deploy/nginx/remote.conf', manifestUrl.pathname);
      // ...and the file `npm run release` wrote there.
      expect(manifest.file, name).toBe(path.join(releaseDir(repoRoot, name, id), 'mf-manifest.json'));
      expect(service.volumes).toContain(
        `./${path.relative(repoRoot, appReleasesDir(repoRoot, name))}:/srv/releases:ro`,
      );
    }
  });

  it('keeps release files immutable and revalidates the manifests, with CORS on every answer', () => {
    const service = compose.services['mfe-games'];
    const answer = (uri: string) => served(service, 'deploy/nginx/remote.conf', uri).headers;
    for (const uri of [`/releases/${id}/mf-manifest.json`, `/releases/${id}/release.json`, '/mf-manifest.json']) {
      expect(answer(uri), uri).toEqual({ 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
    }
    for (const uri of [
      `/releases/${id}/remoteEntry.30026e4a.js`,
      `/releases/${id}/__federation_expose_routes.178e04ff.css`,
      '/main.2ffba84b.js',
    ]) {
      expect(answer(uri), uri).toEqual({
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'public, max-age=31536000, immutable',
      });
    }
  });

  it("serves the store's remotes.json, the one file that changes, else the one written from the environment", () => {
    const shell = compose.services.shell;
    const remotes = served(shell, 'deploy/nginx/shell.conf.template', '/remotes.json');
    expect(remotes.file).toBe(publishedRemotesFile(repoRoot));
    expect(remotes.headers).toEqual({ 'Cache-Control': 'no-cache' });
    // A folder mount: a mounted file would keep showing the one the rename replaced.
    expect(shell.volumes).toContain(
      `./${path.relative(repoRoot, path.dirname(publishedRemotesFile(repoRoot)))}:/srv/releases:ro`,
    );
    const [, fallback] = one(remotes.location?.block, 'try_files').args;
    const server = one(parseNginx(read('deploy/nginx/shell.conf.template')), 'server').block;
    const fromEnv = one(server, 'location', fallback).block;
    expect(all(fromEnv, 'add_header').map(({ args }) => args)).toEqual([['Cache-Control', 'no-cache']]);
    expect(one(fromEnv, 'return').args[1]).toContain('"videos":"${REMOTE_VIDEOS_URL}"');
  });
  it("serves the shell's published release (its `current` link, followed per request), else its build", () => {
    const shell = compose.services.shell;
    const server = one(parseNginx(read('deploy/nginx/shell.conf.template')), 'server').block;
    const root = one(server, 'root').args[0];
    for (const uri of ['/index.html', '/main.8181d866.js', '/favicon.svg']) {
      const candidates = one(locationFor(server, uri)?.block, 'try_files')
        .args.filter((file) => file.startsWith('/'))
        .map((file) => hostFile(shell, `${root}${file.replace('$uri', uri)}`));
      expect(candidates, uri).toEqual([
        path.join(shellCurrentLink(repoRoot), uri),
        path.join(repoRoot, 'shell/dist', uri),
      ]);
    }
  });
});
