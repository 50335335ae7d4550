import type { RemotePreview } from '@site/contracts';
import { PageTitle } from '@site/ui';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.js';
import { Section } from '../../components/section.js';
import { CandidateReleases } from './candidate-releases.js';
import { PreviewForm } from './preview-form.js';

const expiry = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * /admin/preview: try one area's candidate build inside the live site before it is published. Only
 * the browser that opens the link loads it (a session cookie); every other visitor keeps the published build.
 * The link lives within the admin's session (api/src/site/preview/preview-tokens.service.ts).
 */
export function PreviewPage() {
  const [preview, setPreview] = useState<RemotePreview>();
  return (
    <section>
      <PageTitle>Preview a candidate</PageTitle>
      <PageHeader
        title="Preview a candidate"
        description="Open the live site with one area's candidate build, in this browser only."
      />
      <div className="space-y-8">
        {preview && (
          <Section title="Preview ready">
            <div role="status" className="space-y-3 rounded-lg border border-border bg-surface p-4">
              <p>
                The {preview.area} area will load <code className="break-all">{preview.manifest_url}</code> until you
                leave the preview, at the latest {expiry(preview.expires_at)}. Logging out or changing your password
                ends it sooner, in every browser that opened it.
              </p>
              <a
                href={`/?preview=${preview.token}`}
                className="inline-block rounded-md bg-accent-strong px-4 py-2 font-semibold text-accent-contrast hover:bg-accent-hover"
              >
                Open the preview in this browser
              </a>
              <p className="text-sm text-muted">
                Link for another admin or QA browser: <span className="break-all select-all">{preview.url}</span>
              </p>
            </div>
          </Section>
        )}
        <CandidateReleases onCreated={setPreview} />
        <Section title="Any build">
          <PreviewForm onCreated={setPreview} />
        </Section>
      </div>
    </section>
  );
}
