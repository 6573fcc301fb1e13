import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../stores/toast-store';
import { loadToastCards, Toaster } from './toaster';

// The cards' code is fetched after the first screen; here it is there before the first render, so
// every card shows at once.
beforeAll(async () => {
  await loadToastCards();
});

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  // Vitest runs without globals here, so Testing Library cannot unmount by itself.
  cleanup();
  toast.clear();
  vi.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

const card = (title: string) => screen.getByText(title).closest('[data-toast-id]') as HTMLElement;

describe('Toaster', () => {
  it('has both live regions in the DOM before any toast is shown', () => {
    render(<Toaster />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite).toHaveAttribute('aria-live', 'polite');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toBeEmptyDOMElement();
    expect(assertive).toBeEmptyDOMElement();
  });

  it('announces success and info politely, errors and warnings assertively', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Erfolgreich gespeichert');
      toast.info('Ein Hinweis');
      toast.error('Fehler beim Speichern', 'Netzwerkfehler');
      toast.warning('Unzureichende Berechtigung');
    });
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(within(polite).getByText('Erfolgreich gespeichert')).toBeInTheDocument();
    expect(within(polite).getByText('Ein Hinweis')).toBeInTheDocument();
    expect(within(assertive).getByText('Fehler beim Speichern')).toBeInTheDocument();
    expect(within(assertive).getByText('Netzwerkfehler')).toBeInTheDocument();
    expect(within(assertive).getByText('Unzureichende Berechtigung')).toBeInTheDocument();
    expect(within(polite).queryByText('Fehler beim Speichern')).toBeNull();
  });

  it('shows title and message once each', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Fehler beim Laden', 'Bitte versuche es erneut.');
    });
    expect(screen.getAllByText('Fehler beim Laden')).toHaveLength(1);
    expect(screen.getAllByText('Bitte versuche es erneut.')).toHaveLength(1);
  });

  it('marks each card with its type for the coloured border', () => {
    render(<Toaster />);
    act(() => {
      toast.warning('W');
    });
    expect(card('W')).toHaveAttribute('data-type', 'warning');
    expect(card('W').className).toContain('border-l-amber-500');
  });

  it('closes after 5000 ms with a slide-out and is gone 300 ms later', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Erfolgreich aktualisiert');
    });
    expect(card('Erfolgreich aktualisiert')).not.toHaveAttribute('data-leaving');
    expect(card('Erfolgreich aktualisiert').className).toContain('toast-slide-in');
    advance(5000);
    expect(card('Erfolgreich aktualisiert')).toHaveAttribute('data-leaving');
    expect(card('Erfolgreich aktualisiert').className).toContain('toast-slide-out_300ms');
    advance(299);
    expect(screen.getByText('Erfolgreich aktualisiert')).toBeInTheDocument();
    advance(1);
    expect(screen.queryByText('Erfolgreich aktualisiert')).toBeNull();
  });

  it('keeps a persistent toast until it is closed', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Bleibt', undefined, { persistent: true });
    });
    advance(10 * 60 * 1000);
    expect(card('Bleibt')).not.toHaveAttribute('data-leaving');
  });

  it('honours a custom duration', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Kurz', undefined, { duration: 2000 });
    });
    advance(2000);
    expect(card('Kurz')).toHaveAttribute('data-leaving');
    advance(300);
    expect(screen.queryByText('Kurz')).toBeNull();
  });

  it("closes with the button labelled 'Schließen' and removes the toast 300 ms later", () => {
    render(<Toaster />);
    act(() => {
      toast.error('Fehler beim Löschen', undefined, { persistent: true });
    });
    const close = within(card('Fehler beim Löschen')).getByRole('button', { name: 'Schließen' });
    // fireEvent, not user-event: Testing Library's async wrapper waits on a real setTimeout, which
    // never fires under Vitest's fake timers.
    fireEvent.click(close);
    expect(card('Fehler beim Löschen')).toHaveAttribute('data-leaving');
    expect(close).toBeDisabled();
    advance(300);
    expect(screen.queryByText('Fehler beim Löschen')).toBeNull();
  });

  it('shows several toasts in the order of arrival within their region', () => {
    render(<Toaster />);
    act(() => {
      toast.success('Eins');
      toast.info('Zwei');
      toast.success('Drei');
      toast.error('Vier');
      toast.warning('Fünf');
    });
    const titles = (region: HTMLElement) =>
      Array.from(region.querySelectorAll('[data-toast-id] p:first-child')).map(
        (p) => p.textContent,
      );
    expect(titles(screen.getByRole('status'))).toEqual(['Eins', 'Zwei', 'Drei']);
    expect(titles(screen.getByRole('alert'))).toEqual(['Vier', 'Fünf']);
    expect(screen.getAllByRole('button', { name: 'Schließen' })).toHaveLength(5);
  });

  it("shows a toast that came before the cards' code once the code is there", async () => {
    vi.useRealTimers();
    vi.resetModules();
    const fresh = await import('./toaster');
    const store = await import('../../stores/toast-store');
    render(<fresh.Toaster />);
    act(() => {
      store.toast.error('Früh', 'Vor dem Laden');
    });
    const alert = screen.getByRole('alert');
    expect(await within(alert).findByText('Früh')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
    store.toast.clear();
  });

  it('uses a slide only when motion is allowed and a fade otherwise', () => {
    render(<Toaster />);
    act(() => {
      toast.info('Bewegung');
    });
    const cls = card('Bewegung').className;
    expect(cls).toMatch(/motion-safe:animate-\[toast-slide-in/);
    expect(cls).toMatch(/motion-reduce:animate-\[toast-fade-in/);
    expect(cls).not.toMatch(/(^|\s)animate-/);
  });

  it('shows a toast’s action as a button that runs it and closes the toast', () => {
    render(<Toaster />);
    const run = vi.fn();
    act(() => {
      toast.show({
        type: 'error',
        title: 'Fehler beim Speichern',
        message: 'Ohne Einwilligung',
        action: { label: 'Jetzt einwilligen', run },
      });
    });
    const button = within(card('Fehler beim Speichern')).getByRole('button', {
      name: 'Jetzt einwilligen',
    });
    fireEvent.click(button);
    expect(run).toHaveBeenCalledTimes(1);
    expect(card('Fehler beim Speichern')).toHaveAttribute('data-leaving');
  });
});
