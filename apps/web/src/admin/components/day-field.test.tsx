import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DayField } from './day-field';

afterEach(cleanup);

function Probe({ start = '' }: { start?: string }) {
  const [day, setDay] = useState(start);
  return (
    <>
      <DayField id="from" label="From" value={day} onChange={(d) => setDay(d ?? '')} />
      <p data-testid="day">{day}</p>
    </>
  );
}

describe('the admin’s date field (issue 36)', () => {
  it('shows the day as the store writes it and reads dd/mm/yyyy, whatever the locale', () => {
    render(<Probe start="2026-11-26" />);
    const field = screen.getByLabelText('From') as HTMLInputElement;
    expect(field.type).toBe('text');
    expect(field.value).toBe('26 Nov 2026');
    expect(field.placeholder).toBe('dd/mm/yyyy');
    fireEvent.change(field, { target: { value: '05/01/2026' } });
    fireEvent.blur(field);
    expect(screen.getByTestId('day').textContent).toBe('2026-01-05');
    expect(field.value).toBe('5 Jan 2026');
  });

  it('says how to write a date it cannot read, and keeps the day it had', () => {
    render(<Probe start="2026-11-26" />);
    const field = screen.getByLabelText('From');
    fireEvent.change(field, { target: { value: '11/31/2026' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByText('Write the date as dd/mm/yyyy, such as 26/11/2026')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('day').textContent).toBe('2026-11-26');
  });
});
