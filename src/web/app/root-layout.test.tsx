import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function FirstPage() {
  return <h1>Erste Seite</h1>;
}

function SecondPage() {
  return <h1>Zweite Seite</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        Component: RootLayout,
        children: [
          { path: 'first', Component: FirstPage },
          { path: 'second', Component: SecondPage },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('root layout', () => {
  it('leaves the page the app opens on where it is, and scrolls to the top on a page change', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }));
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const router = renderAt('/first');
    expect(await screen.findByRole('heading', { name: 'Erste Seite' })).toBeInTheDocument();
    // Scrolling the opening page would force a layout of the whole first screen in React's task.
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/second'));
    expect(await screen.findByRole('heading', { name: 'Zweite Seite' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
