import { type CSSProperties, useLayoutEffect, useRef, useState } from 'react';
import { useReducedMotion } from './use-reduced-motion';

export interface BreathingCircleProps {
  /** 'Einatmen', 'Halten', 'Ausatmen'; empty between breathing phases, where the circle rests. */
  label: string;
  /** What is left of the phase, counted down inside the circle ('4', or '0:08' at rest). */
  count: string;
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
  count,
  fromScale,
  toScale,
  progress,
  remainingMs,
  running,
}: BreathingCircleProps) {
  const reducedMotion = useReducedMotion();
  const circleRef = useRef<HTMLDivElement>(null);
  // A transition needs a value to start from: the first render stands at the start of the phase,
  // and only once the browser has laid that out does the circle move towards its target.
  const [armed, setArmed] = useState(false);
  useLayoutEffect(() => {
    if (armed || !circleRef.current) return;
    circleRef.current.getBoundingClientRect();
    setArmed(true);
  }, [armed]);

  if (reducedMotion) {
    return (
      <p className="py-6 text-center text-4xl font-bold tabular-nums text-brand-800 dark:text-brand-200">
        {label ? `${label} … ${count}` : count}
      </p>
    );
  }

  const current = fromScale + (toScale - fromScale) * Math.min(1, Math.max(0, progress));
  const style: CSSProperties =
    running && armed
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
        ref={circleRef}
        aria-hidden="true"
        style={style}
        className="absolute inset-0 rounded-full bg-brand-200/80 shadow-inner will-change-transform dark:bg-brand-800/70"
      />
      <div className="relative flex flex-col items-center text-brand-900 dark:text-brand-50">
        {label && <span className="text-2xl font-bold">{label}</span>}
        <span className="text-5xl font-bold tabular-nums">{count}</span>
      </div>
    </div>
  );
}
