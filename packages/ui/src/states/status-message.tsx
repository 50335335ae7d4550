/** An inline result line: success or error, announced to screen readers. */
export function StatusMessage({ kind, children }: { kind: 'success' | 'error'; children: string }) {
  return (
    <p
      role={kind === 'error' ? 'alert' : 'status'}
      className={`rounded-md border p-3 text-sm ${kind === 'error' ? 'border-red-500/60 bg-red-950/40 text-red-200' : 'border-green-600/60 bg-green-950/40 text-green-200'}`}
    >
      {children}
    </p>
  );
}
