import { initialsOf } from '../lib/format';

const SIZES = {
  sm: 'size-9 text-sm',
  lg: 'size-24 text-3xl',
} as const;

/** The profile picture, or the initials on the brand colour while there is none. Decorative: the
 * surrounding control names whose picture it is. */
export function Avatar({
  image,
  name,
  size = 'sm',
}: {
  image: string | null;
  name: string;
  size?: keyof typeof SIZES;
}) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        className={`${SIZES[size]} shrink-0 rounded-full border border-line bg-surface object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-900 dark:bg-brand-900 dark:text-brand-100`}
    >
      {initialsOf(name)}
    </span>
  );
}
