import { isSoundOn } from './sound-preference.js';

/** Every sound is synthesised with the Web Audio API: nothing is downloaded. */
export type GunSound = 'shot' | 'empty' | 'reload' | 'cock' | 'shatter';

let context: AudioContext | null | undefined;
let noiseBuffer: AudioBuffer | undefined;
let master: GainNode | undefined;

function audioContext(): AudioContext | null {
  if (context !== undefined) return context;
  const Context =
    globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  try {
    context = Context ? new Context() : null;
  } catch {
    context = null;
  }
  return context;
}

function noise(ctx: AudioContext): AudioBuffer {
  if (noiseBuffer) return noiseBuffer;
  noiseBuffer = ctx.createBuffer(1, ctx.sampleRate, ctx.sampleRate);
  const samples = noiseBuffer.getChannelData(0);
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.random() * 2 - 1;
  return noiseBuffer;
}

interface Burst {
  at: number;
  duration: number;
  volume: number;
  filter: BiquadFilterType;
  frequency: number;
  /** Filter frequency at the end of the burst (a falling sweep sounds like a blast). */
  frequencyTo?: number;
}

/** A burst of filtered white noise with an exponential decay. */
function noiseBurst(
  ctx: AudioContext,
  out: AudioNode,
  { at, duration, volume, filter, frequency, frequencyTo }: Burst,
) {
  const source = ctx.createBufferSource();
  source.buffer = noise(ctx);
  const biquad = ctx.createBiquadFilter();
  biquad.type = filter;
  biquad.frequency.setValueAtTime(frequency, at);
  if (frequencyTo) biquad.frequency.exponentialRampToValueAtTime(frequencyTo, at + duration);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + duration);
  source.connect(biquad).connect(gain).connect(out);
  source.start(at, Math.random() * 0.5);
  source.stop(at + duration + 0.02);
}

function tone(
  ctx: AudioContext,
  out: AudioNode,
  {
    at,
    duration,
    volume,
    type,
    from,
    to,
  }: { at: number; duration: number; volume: number; type: OscillatorType; from: number; to: number },
) {
  const osc = ctx.createOscillator();
  osc.type = type;
  osc.frequency.setValueAtTime(from, at);
  osc.frequency.exponentialRampToValueAtTime(to, at + duration);
  const gain = ctx.createGain();
  gain.gain.setValueAtTime(volume, at);
  gain.gain.exponentialRampToValueAtTime(0.001, at + duration);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + duration + 0.02);
}

const recipes: Record<GunSound, (ctx: AudioContext, out: AudioNode, t: number) => void> = {
  shot: (ctx, out, t) => {
    noiseBurst(ctx, out, { at: t, duration: 0.28, volume: 0.9, filter: 'lowpass', frequency: 7000, frequencyTo: 250 });
    tone(ctx, out, { at: t, duration: 0.16, volume: 0.7, type: 'sine', from: 150, to: 40 });
  },
  empty: (ctx, out, t) => {
    noiseBurst(ctx, out, { at: t, duration: 0.03, volume: 0.5, filter: 'highpass', frequency: 3500 });
    tone(ctx, out, { at: t, duration: 0.02, volume: 0.15, type: 'square', from: 1900, to: 1200 });
  },
  reload: (ctx, out, t) => {
    noiseBurst(ctx, out, { at: t, duration: 0.03, volume: 0.5, filter: 'highpass', frequency: 3000 });
    noiseBurst(ctx, out, {
      at: t + 0.06,
      duration: 0.12,
      volume: 0.25,
      filter: 'bandpass',
      frequency: 1400,
      frequencyTo: 900,
    });
    noiseBurst(ctx, out, { at: t + 0.22, duration: 0.05, volume: 0.6, filter: 'bandpass', frequency: 800 });
  },
  cock: (ctx, out, t) => {
    noiseBurst(ctx, out, { at: t, duration: 0.04, volume: 0.5, filter: 'bandpass', frequency: 2200 });
    noiseBurst(ctx, out, { at: t + 0.1, duration: 0.05, volume: 0.6, filter: 'bandpass', frequency: 900 });
  },
  shatter: (ctx, out, t) => {
    noiseBurst(ctx, out, { at: t, duration: 0.7, volume: 0.6, filter: 'highpass', frequency: 2500, frequencyTo: 5000 });
    for (let i = 0; i < 6; i += 1) {
      const pitch = 2500 + Math.random() * 3000;
      tone(ctx, out, {
        at: t + Math.random() * 0.25,
        duration: 0.15,
        volume: 0.08,
        type: 'triangle',
        from: pitch,
        to: pitch * 0.9,
      });
    }
  },
};

/** Plays a sound if the visitor's sound switch is on. Silent where Web Audio is missing. */
export function playGunSound(sound: GunSound) {
  if (!isSoundOn()) return;
  const ctx = audioContext();
  if (!ctx) return;
  // Browsers start the context suspended until a user gesture; every call site is one.
  if (ctx.state === 'suspended') void ctx.resume();
  if (!master) {
    master = ctx.createGain();
    master.gain.value = 0.45;
    master.connect(ctx.destination);
  }
  recipes[sound](ctx, master, ctx.currentTime + 0.005);
}
