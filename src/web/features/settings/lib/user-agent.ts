import { de } from '../../../../domain/messages';

/**
 * A short German name for the device of a session ("Firefox unter Windows"), enough to recognise
 * one's own devices in the list. Order matters: Edge and Opera also claim to be Chrome, and Chrome
 * also claims to be Safari.
 */
const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

function first(list: readonly [RegExp, string][], ua: string): string | null {
  return list.find(([pattern]) => pattern.test(ua))?.[1] ?? null;
}

export function describeUserAgent(ua: string | null | undefined): string {
  if (!ua) return de.settings.unknownDevice;
  const browser = first(BROWSERS, ua);
  const system = first(SYSTEMS, ua);
  if (browser && system) return de.settings.deviceOn(browser, system);
  return browser ?? system ?? de.settings.unknownDevice;
}
