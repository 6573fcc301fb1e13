import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLinkDelegation } from './use-link-delegation';

function List() {
  const follow = useLinkDelegation();
  const location = useLocation();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: links are followed by keyboard as clicks
    <ul onClick={follow}>
      <li>
        <a href="/team/1?x=1">Eins</a>
      </li>
      <li>
        <a href="/team/2" target="_blank" rel="noreferrer">
          Neuer Tab
        </a>
      </li>
      <li>
        <a href="https://example.org/">Fremd</a>
      </li>
      <output>{location.pathname + location.search}</output>
    </ul>
  );
}

function setUp() {
  const router = createMemoryRouter([{ path: '*', element: <List /> }], {
    initialEntries: ['/team'],
  });
  render(<RouterProvider router={router} />);
}

describe('useLinkDelegation', () => {
  afterEach(cleanup);

  it('follows a plain click in the app, as the router would', () => {
    setUp();
    const click = fireEvent.click(screen.getByText('Eins'));
    expect(click).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('/team/1?x=1');
  });

  it('leaves modified clicks, other targets and other origins to the browser', () => {
    setUp();
    expect(fireEvent.click(screen.getByText('Eins'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(screen.getByText('Neuer Tab'))).toBe(true);
    expect(fireEvent.click(screen.getByText('Fremd'))).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('/team');
  });
});
