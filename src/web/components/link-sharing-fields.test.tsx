import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type CoachLinkSharing, DEFAULT_LINK_SHARING } from '../../domain/coach';
import { LinkSharingFields, sharingSummary } from './link-sharing-fields';

afterEach(cleanup);

function Harness({ onChange }: { onChange(next: CoachLinkSharing): void }) {
  const [value, setValue] = useState(DEFAULT_LINK_SHARING);
  return (
    <LinkSharingFields
      coachName="Anna"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('what one coach sees', () => {
  it('names the coach and hands every change on as the whole choice, types in a fixed order', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Das sieht Anna:' })).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle Trainings-Einträge' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle Wettkampf-Einträge' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Trends' }));
    expect(onChange).toHaveBeenLastCalledWith({
      trends: true,
      cocktail: false,
      entryTypes: ['competition', 'training'],
    });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Alle Trainings-Einträge' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Performance-Cocktail' }));
    expect(onChange).toHaveBeenLastCalledWith({
      trends: true,
      cocktail: true,
      entryTypes: ['competition'],
    });
  });

  it('sums a choice up in a few words', () => {
    expect(sharingSummary(DEFAULT_LINK_SHARING, 0)).toBe('Nichts');
    expect(sharingSummary(DEFAULT_LINK_SHARING, 1)).toBe('1 einzeln geteilter Eintrag');
    expect(
      sharingSummary({ trends: true, cocktail: true, entryTypes: ['competition', 'training'] }, 3),
    ).toBe('alle Wettkämpfe, alle Trainings, Trends, Cocktail, 3 einzeln geteilte Einträge');
  });
});
