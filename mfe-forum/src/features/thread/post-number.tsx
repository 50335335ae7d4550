/** '12 / 70': a post's place in a long thread, read out as 'Post 12 of 70'. */
export function PostNumber({ number, last }: { number: number; last: number | undefined }) {
  if (last === undefined) return null;
  return (
    <span className="tabular-nums">
      <span aria-hidden="true">
        {number} / {last}
      </span>
      <span className="sr-only">{`Post ${number} of ${last}`}</span>
    </span>
  );
}
