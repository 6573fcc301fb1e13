/**
 * A value built on its first use and kept: for the `Intl` formatters of a screen's module. Built at
 * module load they cost the first page's script time whether or not the screen shows a date.
 */
export function lazy<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
