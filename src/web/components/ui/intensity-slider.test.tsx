import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IntensitySlider } from './intensity-slider';

afterEach(cleanup);

function Harness({
  onChange,
  initial = null,
}: {
  onChange(value: number): void;
  initial?: number | null;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <IntensitySlider
      label="motiviert"
      value={value}
      zone={{ min: 6, max: 8 }}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('IntensitySlider', () => {
  it('shows an unrated slider as open, not as a 5', () => {
    render(<Harness onChange={vi.fn()} />);
    const slider = screen.getByRole('slider', { name: 'motiviert' });
    expect(slider).toHaveAttribute('aria-valuetext', 'nicht bewertet');
    expect(slider).toHaveAttribute('data-unset');
    expect(slider).toHaveClass('lz-range-unset');
    expect(screen.getByText('Noch offen – tippe auf einen Wert')).toBeInTheDocument();
  });

  it('takes the resting value 5 on the first tap or click, though the input does not change', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const slider = screen.getByRole('slider', { name: 'motiviert' });
    fireEvent.pointerUp(slider);
    expect(onChange).toHaveBeenCalledWith(5);
    expect(slider).toHaveAttribute('aria-valuetext', '5 von 10');
    expect(slider).not.toHaveAttribute('data-unset');
    expect(screen.queryByText('Noch offen – tippe auf einen Wert')).not.toBeInTheDocument();
  });

  it('takes 5 from a click as well (a mouse in browsers that fire no pointer events there)', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('slider', { name: 'motiviert' }));
    expect(onChange).toHaveBeenCalledWith(5);
  });

  it('takes 5 from Space or Enter, and any other value from the arrow keys', async () => {
    const user = userEvent.setup();
    const onSpace = vi.fn();
    render(<Harness onChange={onSpace} />);
    screen.getByRole('slider').focus();
    await user.keyboard(' ');
    expect(onSpace).toHaveBeenCalledWith(5);
    cleanup();

    const onEnter = vi.fn();
    render(<Harness onChange={onEnter} />);
    screen.getByRole('slider').focus();
    await user.keyboard('{Enter}');
    expect(onEnter).toHaveBeenCalledWith(5);
    cleanup();

    const onMove = vi.fn();
    render(<Harness onChange={onMove} />);
    fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
    expect(onMove).toHaveBeenLastCalledWith(7);
  });

  it('leaves a rated slider to the input: a tap does not reset it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} initial={8} />);
    const slider = screen.getByRole('slider', { name: 'motiviert' });
    fireEvent.pointerUp(slider);
    fireEvent.click(slider);
    fireEvent.keyDown(slider, { key: ' ' });
    expect(onChange).not.toHaveBeenCalled();
    expect(slider).toHaveAttribute('aria-valuetext', '8 von 10');
  });

  it('draws the zone band over the track, between the thumb centres of its ends', () => {
    render(<Harness onChange={vi.fn()} initial={3} />);
    const band = document.querySelector<HTMLElement>('[data-zone-band]');
    expect(band).not.toBeNull();
    // 6 and 8 of 10: from 60 % of the thumb's travel, 20 % of it wide (jsdom reorders the calc).
    expect(band?.style.left).toMatch(/^calc\(0\.875rem \+ .*0\.6\b/);
    expect(band?.style.width).toMatch(/0\.2\b/);
  });
});
