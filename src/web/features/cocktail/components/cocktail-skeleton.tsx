import { de } from '../../../../domain/messages';

/** Placeholders of the same size as the loaded screen, so nothing jumps when the data arrives. */
export function CocktailSkeleton() {
  const block = 'rounded-2xl border border-line bg-card shadow-sm';
  const bar = 'animate-pulse rounded bg-line motion-reduce:animate-none';
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-4">
      <span className="sr-only">{de.common.loading}</span>
      <div aria-hidden="true" className={`${block} flex h-40 flex-col justify-center gap-3 p-6`}>
        <div className={`${bar} h-4 w-32`} />
        <div className={`${bar} h-9 w-56`} />
        <div className={`${bar} h-3 w-40`} />
      </div>
      <div
        aria-hidden="true"
        className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className={`${block} flex h-[8.5rem] flex-col justify-center gap-3 p-4`}>
              <div className={`${bar} h-5 w-28`} />
              <div className={`${bar} h-3 w-full rounded-full`} />
              <div className={`${bar} h-3 w-36`} />
            </div>
          ))}
        </div>
        <div className={`${block} hidden h-96 lg:block`} />
      </div>
    </div>
  );
}
