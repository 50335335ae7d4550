/** In place of the player for a demo video: its YouTube id is a placeholder, so an embed would show YouTube's error. */
export function DemoVideoPanel({ title }: { title: string }) {
  return (
    <div
      role="note"
      aria-label={`${title}: demo video`}
      className="flex aspect-video w-full flex-col items-center justify-center gap-2 rounded-lg border border-dashed border-sky-300/60 bg-surface-raised p-6 text-center"
    >
      <p className="text-lg font-semibold">Demo video: sync your playlist to show your own videos</p>
      <p className="max-w-prose text-sm text-muted">
        This sample shows how the library looks. An admin fills it from the channel with Sync YouTube, and removes the
        demo content from the dashboard.
      </p>
    </div>
  );
}
