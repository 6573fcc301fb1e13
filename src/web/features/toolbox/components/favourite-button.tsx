import { de } from '../../../../domain/messages';

export function FavouriteButton({
  title,
  pressed,
  disabled,
  onToggle,
}: {
  title: string;
  pressed: boolean;
  disabled?: boolean | undefined;
  onToggle(): void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={de.toolboxScreen.favouriteLabel(title)}
      title={pressed ? de.toolboxScreen.removeFavourite : de.toolboxScreen.addFavourite}
      disabled={disabled}
      onClick={onToggle}
      className="disabled:opacity-50 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-amber-700 transition-colors hover:bg-black/5 dark:text-amber-300 dark:hover:bg-white/10"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill={pressed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
