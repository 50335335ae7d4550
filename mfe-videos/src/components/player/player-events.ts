/**
 * The embedded player's state, published on the page so any area can react:
 * `window.addEventListener('lightgun:player-state', (e) => e.detail.state)`.
 */
export const playerStateEvent = 'lightgun:player-state';
export type PlayerState = 'playing' | 'paused' | 'ended';

export interface PlayerStateDetail {
  videoId: string;
  state: PlayerState;
}

// YouTube's iframe API posts numeric states: 0 ended, 1 playing, 2 paused.
const youtubeStates: Record<number, PlayerState> = { 0: 'ended', 1: 'playing', 2: 'paused' };

/** Listens to one embedded YouTube player and republishes its state changes; returns the cleanup. */
export function publishPlayerEvents(iframe: HTMLIFrameElement, videoId: string): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || typeof event.data !== 'string') return;
    try {
      const message = JSON.parse(event.data) as { event?: string; info?: number | { playerState?: number } };
      const code =
        message.event === 'onStateChange'
          ? message.info
          : typeof message.info === 'object'
            ? message.info?.playerState
            : undefined;
      const state = typeof code === 'number' ? youtubeStates[code] : undefined;
      if (state)
        window.dispatchEvent(new CustomEvent<PlayerStateDetail>(playerStateEvent, { detail: { videoId, state } }));
    } catch {
      // not a player message
    }
  };
  const subscribe = () => iframe.contentWindow?.postMessage(JSON.stringify({ event: 'listening', id: videoId }), '*');
  window.addEventListener('message', onMessage);
  iframe.addEventListener('load', subscribe);
  return () => {
    window.removeEventListener('message', onMessage);
    iframe.removeEventListener('load', subscribe);
  };
}
