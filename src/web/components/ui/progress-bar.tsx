export interface ProgressBarProps {
  label: string;
  /** 0..1 */
  value: number;
  /** Spoken instead of the bare percentage, for example '2:10 von 4:00'. */
  valueText?: string;
  className?: string;
}

/** A thin progress bar; screen readers read it on demand, it never announces itself. */
export function ProgressBar({ label, value, valueText, className = '' }: ProgressBarProps) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={`h-2 w-full overflow-hidden rounded-full bg-line ${className}`}
    >
      <div
        className="h-full rounded-full bg-brand-700 transition-[width] duration-1000 ease-linear motion-reduce:transition-none dark:bg-brand-300"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
