import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { limitState, warnFrom } from './char-counter';
import { TextField } from './text-field';

afterEach(cleanup);

function Field({ initial = '', limit = 40 }: { initial?: string; limit?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <TextField
      label="Emotion"
      limit={limit}
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );
}

describe('a text field with a limit', () => {
  it('shows the count from the start and ties it to the field', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Emotion' });
    expect(screen.getByText('0 / 40 Zeichen')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/0 \/ 40 Zeichen/);
    expect(input).not.toHaveAttribute('maxlength');
  });

  it('warns before the limit, says when it is reached, and never cuts the text', () => {
    render(<Field />);
    const input = screen.getByRole('textbox', { name: 'Emotion' });
    fireEvent.change(input, { target: { value: 'a'.repeat(30) } });
    expect(screen.queryByText(/Zeichen frei/)).not.toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a'.repeat(36) } });
    expect(screen.getByText('Noch 4 Zeichen frei')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a'.repeat(39) } });
    expect(screen.getByText('Noch 1 Zeichen frei')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: 'a'.repeat(40) } });
    expect(screen.getByText('Grenze erreicht: höchstens 40 Zeichen')).toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');

    // A pasted text beyond the limit stays whole; the field says by how much it is over.
    fireEvent.change(input, { target: { value: 'a'.repeat(43) } });
    expect(input).toHaveValue('a'.repeat(43));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('3 Zeichen zu viel – höchstens 40. Bitte kürzen.')).toBeInTheDocument();
    expect(screen.getByText('43 / 40 Zeichen')).toBeInTheDocument();
  });

  it('writes large limits with a thousands separator', () => {
    render(<Field limit={10_000} initial="Hallo" />);
    expect(screen.getByText('5 / 10.000 Zeichen')).toBeInTheDocument();
  });
});

describe('when the counter warns', () => {
  it('warns about a tenth before the limit, at least 5 and at most 50 characters', () => {
    expect(warnFrom(40)).toBe(5);
    expect(warnFrom(120)).toBe(12);
    expect(warnFrom(10_000)).toBe(50);
    expect(limitState(34, 40)).toBe('ok');
    expect(limitState(35, 40)).toBe('near');
    expect(limitState(40, 40)).toBe('reached');
    expect(limitState(41, 40)).toBe('over');
  });
});
