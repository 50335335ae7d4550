import type { VideoStatus } from '@site/contracts';

const styles: Record<VideoStatus, string> = {
  published: 'border-green-600/60 bg-green-950/40 text-green-200',
  pending: 'border-amber-400 bg-amber-400 text-black',
  denied: 'border-red-500/70 bg-red-950/40 text-red-200',
};

/** Published, pending or denied, for videos and news alike. */
export function StatusBadge({ status }: { status: VideoStatus }) {
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold capitalize ${styles[status]}`}>
      {status}
    </span>
  );
}
