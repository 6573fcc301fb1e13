import type { CSSProperties } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface BreathingCircleProps {
  /** 'Einatmen', 'Halten', 'Ausatmen'. */
  label: string;
  /** Whole seconds left in this breathing phase, counted down inside the circle. */
  secondsLeft: number;
  /** Size of the circle (0..1 of its box) when the phase begins and when it ends. */
  fromScale: number;
  toScale: number;
  /** Share of the phase already played, 0..1. */
  progress: number;
  remainingMs: number;
  running: boolean;
}

/**
 * The breathing guide: a circle that grows while breathing in, rests while holding and shrinks while
 * breathing out. The movement is one CSS transition per phase, timed to what is left of it, so it
 * runs smoothly between the player's once-a-second renders; paused, it stands where the clock stands.
 * With reduced motion it is plain text, counting down calmly.
 */
export function BreathingCircle({
  label,
  secondsLeft,
  fromScale,
  toScale,
  progress,
  remainingMs,
  running,
}: BreathingCircleProps) {
  const reducedMotion = useReducedMotion();

  if (reducedMotion) {
    return (
      <p className="py-6 text-center text-4xl font-bold tabular-nums text-brand-800 dark:text-brand-200">
        {label} … {secondsLeft}
      </p>
    );
  }

  const current = fromScale + (toScale - fromScale) * Math.min(1, Math.max(0, progress));
  const style: CSSProperties = running
    ? {
        transform: `scale(${toScale})`,
        transition: `transform ${Math.max(0, Math.round(remainingMs))}ms linear`,
      }
    : { transform: `scale(${current})`, transition: 'none' };

  return (
    <div className="relative mx-auto grid size-56 place-items-center sm:size-64">
      {/* The full size as a faint ring: the target of every breath in. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 rounded-full border-2 border-dashed border-brand-300 dark:border-brand-700"
      />
      <div
        aria-hidden="true"
        style={style}
        className="absolute inset-0 rounded-full bg-brand-200/80 shadow-inner will-change-transform dark:bg-brand-800/70"
      />
      <div className="relative flex flex-col items-center text-brand-900 dark:text-brand-50">
        <span className="text-2xl font-bold">{label}</span>
        <span className="text-5xl font-bold tabular-nums">{secondsLeft}</span>
      </div>
    </div>
  );
}
