import { type CatalogueEmotion, EMOTION_CATALOGUE } from './content/emotions';

// The groups themselves are in athlete-choices.ts, so the schemas that check them need not load
// the catalogue.
export { EMOTION_GROUPS, type EmotionGroup } from './athlete-choices';
export {
  type CatalogueEmotion,
  DEFAULT_ZONE,
  EMOTION_CATALOGUE,
  EMOTION_GROUP_INFO,
} from './content/emotions';

const CATALOGUE_BY_ID = new Map(EMOTION_CATALOGUE.map((e) => [e.id, e]));

export function catalogueEmotion(id: string): CatalogueEmotion | undefined {
  return CATALOGUE_BY_ID.get(id);
}

/** Own words get an id that can never collide with a catalogue entry. */
export function customEmotionId(label: string): string {
  const slug = label
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `eigen-${slug || 'emotion'}`;
}
