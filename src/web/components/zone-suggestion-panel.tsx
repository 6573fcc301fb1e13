/**
 * Zone learning: per emotion the learned optimal range (where good performances were most likely,
 * domain/zone-probability.ts), next to the zone of the cocktail, with an action to take it over.
 * Self-contained (no chart library, nothing else of the trends screen) so the cocktail editor can
 * show it as well.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { ZoneLearning, ZoneSuggestion } from '../../domain/api-trends';
import { de } from '../../domain/messages';
import { zoneRange } from '../../domain/messages-de/zone-range';
import { MIN_ZONE_ENTRIES } from '../../domain/trends-limits';
import { SCALE_MAX } from '../../domain/zone-probability';
import { messageForError } from '../lib/callable';
import { zoneSuggestionsQuery } from '../lib/endpoints/get-zone-suggestions';
import { useSaveZones, type ZoneChange } from '../lib/endpoints/save-zones';
import { toast } from '../stores/toast-store';
import { Button } from './ui/button';
import { Card } from './ui/card';

export interface ZoneSuggestionPanelProps {
  /** The learning already at hand (the trends answer has it); otherwise the panel loads it. */
  learning?: ZoneLearning;
  /**
   * An editor with unsaved changes takes the zones into its draft instead: then nothing is saved
   * here, and `currentZones` (the draft's zones) are what the suggestions are compared with.
   */
  onTakeOver?: (changes: ZoneChange[]) => void;
  currentZones?: readonly ZoneChange[];
  /** The panel's heading level; the emotions take the next one. */
  headingLevel?: 2 | 3;
  className?: string;
}

const PANEL_TITLE = de.zoneLearning.title;

/** '4–6' on screen, '4 bis 6' for a screen reader (which would read the dash as minus). */
function RangeText({ min, max, className }: { min: number; max: number; className: string }) {
  return (
    <span className={className}>
      <span aria-hidden="true">{zoneRange(min, max)}</span>
      <span className="sr-only">
        {min === max ? de.zoneLearning.exactly(min) : de.zoneLearning.range(min, max)}
      </span>
    </span>
  );
}

function Band({ min, max, tone }: { min: number; max: number; tone: 'suggested' | 'current' }) {
  return (
    <div aria-hidden="true" className="relative h-3 rounded-full bg-line/60">
      <div
        className={`absolute inset-y-0 rounded-full ${
          tone === 'suggested'
            ? 'bg-brand-600 dark:bg-brand-300'
            : 'border-2 border-muted bg-transparent'
        }`}
        // A zone of one value is still a visible band.
        style={{ left: `${min * 10}%`, width: `${Math.max((max - min) * 10, 2)}%` }}
      />
    </div>
  );
}

interface RowProps {
  suggestion: ZoneSuggestion;
  current: { zoneMin: number; zoneMax: number };
  headingLevel: 3 | 4;
  busy: boolean;
  disabled: boolean;
  onTakeOver: () => void;
  headingRef: (el: HTMLHeadingElement | null) => void;
}

function SuggestionRow({
  suggestion: s,
  current,
  headingLevel,
  busy,
  disabled,
  onTakeOver,
  headingRef,
}: RowProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const hasSuggestion = s.suggestedMin !== null && s.suggestedMax !== null;
  const same =
    hasSuggestion && s.suggestedMin === current.zoneMin && s.suggestedMax === current.zoneMax;
  return (
    <li data-emotion={s.id} className="flex flex-col gap-2 rounded-xl border border-line p-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <Heading ref={headingRef} tabIndex={-1} className="font-semibold">
          {s.label}
        </Heading>
        <span className="text-sm text-muted">
          {de.zoneLearning.basis(de.counts.entries(s.samples))}
        </span>
      </div>
      <div className="flex flex-col gap-2 text-sm">
        <div data-zone="suggested" className="flex flex-col gap-1">
          <p className="flex justify-between gap-3">
            <span className="font-medium">{de.zoneLearning.suggestion}</span>
            {hasSuggestion ? (
              <RangeText
                min={s.suggestedMin ?? 0}
                max={s.suggestedMax ?? 0}
                className="font-semibold tabular-nums"
              />
            ) : (
              <span className="text-muted">{de.zoneLearning.noSuggestion}</span>
            )}
          </p>
          {hasSuggestion && (
            <Band min={s.suggestedMin ?? 0} max={s.suggestedMax ?? 0} tone="suggested" />
          )}
        </div>
        <div data-zone="current" className="flex flex-col gap-1">
          <p className="flex justify-between gap-3">
            <span className="font-medium">{de.zoneLearning.current}</span>
            <RangeText min={current.zoneMin} max={current.zoneMax} className="tabular-nums" />
          </p>
          <Band min={current.zoneMin} max={current.zoneMax} tone="current" />
        </div>
        <div aria-hidden="true" className="relative h-4 text-[11px] text-muted">
          <span className="absolute left-0">0</span>
          <span className="absolute left-1/2 -translate-x-1/2">5</span>
          <span className="absolute right-0">10</span>
        </div>
      </div>
      {hasSuggestion && s.chance && (
        <p className="text-sm">{de.zoneLearning.chance(s.chance.mean)}</p>
      )}
      {!hasSuggestion ? (
        <p className="text-sm text-muted">
          {s.entriesNeeded > 0 ? de.zoneLearning.needed(s.entriesNeeded) : de.zoneLearning.unclear}
        </p>
      ) : same ? (
        <p className="text-sm font-medium text-brand-800 dark:text-brand-300">
          {de.zoneLearning.fits}
        </p>
      ) : (
        <div>
          <Button variant="secondary" onClick={onTakeOver} busy={busy} disabled={disabled}>
            {de.zoneLearning.takeOver}
            <span className="sr-only"> – {s.label}</span>
          </Button>
        </div>
      )}
    </li>
  );
}

function Panel({
  learning,
  onTakeOver,
  currentZones,
  headingLevel = 2,
  className = '',
}: ZoneSuggestionPanelProps & { learning: ZoneLearning }) {
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleRef = useRef<HTMLHeadingElement>(null);
  const rowRefs = useRef(new Map<string, HTMLHeadingElement>());
  const save = useSaveZones();
  const [pending, setPending] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  // What was just saved, until the learning arrives again with the new cocktail's zones.
  const [saved, setSaved] = useState<{ for: ZoneLearning; zones: Map<string, ZoneChange> } | null>(
    null,
  );

  function currentOf(s: ZoneSuggestion) {
    const fromSave = saved?.for === learning ? saved.zones.get(s.id) : undefined;
    const fromDraft = currentZones?.find((z) => z.id === s.id);
    return fromSave ?? fromDraft ?? { zoneMin: s.currentMin, zoneMax: s.currentMax };
  }

  const changeOf = (s: ZoneSuggestion): ZoneChange | null => {
    if (s.suggestedMin === null || s.suggestedMax === null) return null;
    const current = currentOf(s);
    if (s.suggestedMin === current.zoneMin && s.suggestedMax === current.zoneMax) return null;
    return { id: s.id, zoneMin: s.suggestedMin, zoneMax: s.suggestedMax };
  };
  // The editor's draft may have dropped an emotion; only emotions it still has are offered.
  const shown = learning.emotions.filter(
    (s) => !currentZones || currentZones.some((z) => z.id === s.id),
  );
  const changes = shown.map(changeOf).filter((c): c is ZoneChange => c !== null);

  function focusAfter(ids: string[]) {
    const target = ids.length === 1 ? rowRefs.current.get(ids[0] ?? '') : titleRef.current;
    // The button that was pressed is gone now; the focus stays where the change happened.
    requestAnimationFrame(() => (target ?? titleRef.current)?.focus());
  }

  function takeOver(list: ZoneChange[]) {
    const ids = list.map((c) => c.id);
    if (onTakeOver) {
      onTakeOver(list);
      setStatus(de.zoneLearning.takenOver(ids.length));
      focusAfter(ids);
      return;
    }
    setPending(ids);
    save.mutate(list, {
      onSuccess: () => {
        setSaved({ for: learning, zones: new Map(list.map((c) => [c.id, c])) });
        toast.success(de.generic.updated, undefined, { id: 'zone-suggestion' });
        focusAfter(ids);
      },
      onError: (err) => {
        toast.error(de.generic.updateFailed, messageForError(err, de.generic.updateFailed), {
          id: 'zone-suggestion',
        });
      },
      onSettled: () => setPending([]),
    });
  }

  return (
    <Card className={`flex min-w-0 flex-col gap-4 ${className}`}>
      <section
        aria-labelledby={titleId}
        data-panel="zone-learning"
        className="@container flex flex-col gap-4"
      >
        <div className="flex flex-wrap items-start justify-between gap-3">
          <Heading id={titleId} ref={titleRef} tabIndex={-1} className="text-lg font-semibold">
            {PANEL_TITLE}
          </Heading>
          {learning.available && changes.length > 1 && (
            <Button
              onClick={() => takeOver(changes)}
              busy={save.isPending && pending.length > 1}
              disabled={save.isPending}
            >
              {de.zoneLearning.takeOverAll}
            </Button>
          )}
        </div>
        {learning.available ? (
          <>
            <p className="text-sm text-muted">
              {de.zoneLearning.explanation(learning.goodFrom ?? SCALE_MAX)}
            </p>
            <ul className="grid gap-3 @2xl:grid-cols-2">
              {shown.map((s) => {
                const change = changeOf(s);
                return (
                  <SuggestionRow
                    key={s.id}
                    suggestion={s}
                    current={currentOf(s)}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    busy={save.isPending && pending.length === 1 && pending[0] === s.id}
                    disabled={save.isPending}
                    onTakeOver={() => change && takeOver([change])}
                    headingRef={(el) => {
                      if (el) rowRefs.current.set(s.id, el);
                      else rowRefs.current.delete(s.id);
                    }}
                  />
                );
              })}
            </ul>
          </>
        ) : (
          <p>
            {learning.goodFrom === null && learning.entriesNeeded === 0
              ? de.zoneLearning.sameRatings
              : de.zoneLearning.learning(MIN_ZONE_ENTRIES, learning.entriesNeeded)}
          </p>
        )}
        <p role="status" className="sr-only">
          {status}
        </p>
      </section>
    </Card>
  );
}

function LoadingPanel(props: ZoneSuggestionPanelProps) {
  const query = useQuery(zoneSuggestionsQuery);
  if (query.data) return <Panel {...props} learning={query.data} />;
  return (
    <Card className={`flex flex-col gap-3 ${props.className ?? ''}`}>
      <p className="text-lg font-semibold">{PANEL_TITLE}</p>
      {query.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{messageForError(query.error, de.generic.loadFailed)}</p>
          <Button variant="secondary" onClick={() => void query.refetch()} busy={query.isFetching}>
            {de.common.retry}
          </Button>
        </div>
      ) : (
        <div
          aria-hidden="true"
          className="h-24 animate-pulse rounded-xl bg-line/60 motion-reduce:animate-none"
        />
      )}
    </Card>
  );
}

/** Zone learning with its "take it over" actions; see `ZoneSuggestionPanelProps` for the editor. */
export function ZoneSuggestionPanel(props: ZoneSuggestionPanelProps) {
  return props.learning ? (
    <Panel {...props} learning={props.learning} />
  ) : (
    <LoadingPanel {...props} />
  );
}
