/** The arcade title screen, purely visual: drawn once live, and once inside every shard. */
export function TitleScreenArt() {
  return (
    <div
      aria-hidden="true"
      className="intro-art absolute inset-0 flex flex-col items-center justify-center px-4 text-center"
    >
      <p className="font-display text-[10px] tracking-[0.3em] text-amber-300 sm:text-xs">INSERT COIN · PLAYER 1</p>
      <p className="intro-title mt-6 font-display text-4xl leading-tight sm:text-7xl">
        LIGHTGUN
        <br />
        HUB
      </p>
      <p className="mt-8 font-display text-[10px] text-zinc-200 sm:text-sm">SHOOT THE SCREEN TO ENTER</p>
    </div>
  );
}
