let audio: AudioContext | null = null;

function context(): AudioContext | null {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return null;
  audio ??= new AudioContext();
  return audio;
}

/**
 * Called from the click that starts the routine: browsers only let a page play sound once the user
 * has interacted, and an audio context made or resumed inside that click is allowed to.
 */
export function unlockAudio() {
  try {
    void context()?.resume();
  } catch {
    // No audio on this device; vibration or the screen alone will do.
  }
}

function beep() {
  const ctx = context();
  if (!ctx) return;
  if (ctx.state === 'suspended') void ctx.resume();
  const t = ctx.currentTime;
  const osc = ctx.createOscillator();
  const gain = ctx.createGain();
  osc.type = 'sine';
  osc.frequency.value = 880;
  // A quick fade in and out, so the tone does not click.
  gain.gain.setValueAtTime(0.0001, t);
  gain.gain.exponentialRampToValueAtTime(0.25, t + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
  osc.connect(gain).connect(ctx.destination);
  osc.start(t);
  osc.stop(t + 0.3);
}

/** A short tone and a short vibration at a step change, each only where the device allows it. */
export function signalStepChange() {
  try {
    navigator.vibrate?.(200);
  } catch {
    // Some browsers throw instead of ignoring the call without a user gesture.
  }
  try {
    beep();
  } catch {
    // No audio output: the live region and the screen still show the change.
  }
}
