// The chart editor keeps the owner's Hindi "how to measure" note beside the English one and sends
// it only when she wrote one (blank: the English shows on Hindi pages, docs/decisions/032).
import type { SizeChartBody } from '@store/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { bodyOf, ChartEditor, draftOf, type ChartDraft } from './chart-editor';

afterEach(cleanup);

const CHART: SizeChartBody = {
  title: 'Dupatta',
  kind: 'garment',
  columns: [{ label: 'Length', kind: 'inches' }],
  rows: [{ size: 'One Size', cells: [98] }],
  howToMeasure: 'Measured flat, end to end.',
};

function Editor({ start, seen }: { start: ChartDraft; seen: ChartDraft[] }) {
  const [draft, setDraft] = useState(start);
  return (
    <ChartEditor
      draft={draft}
      onChange={(next) => {
        seen.push(next);
        setDraft(next);
      }}
    />
  );
}

describe('the chart editor', () => {
  it('edits the Hindi note beside the English one and saves it trimmed', () => {
    const seen: ChartDraft[] = [];
    render(<Editor start={draftOf(CHART)} seen={seen} />);
    const english = screen.getByLabelText('How to measure');
    const hindi = screen.getByLabelText('How to measure, in Hindi (optional)');
    expect((english as HTMLTextAreaElement).value).toBe('Measured flat, end to end.');
    expect((hindi as HTMLTextAreaElement).value).toBe('');
    expect(hindi.getAttribute('lang')).toBe('hi');

    fireEvent.change(hindi, { target: { value: '  समतल बिछाकर नापा गया।  ' } });
    expect(bodyOf(seen.at(-1)!)).toEqual({
      ...CHART,
      howToMeasureHi: 'समतल बिछाकर नापा गया।',
    });
  });

  it('opens a chart with a Hindi note, and leaves a blank one out of what it saves', () => {
    const seen: ChartDraft[] = [];
    render(<Editor start={draftOf({ ...CHART, howToMeasureHi: 'हुक से नीचे तक।' })} seen={seen} />);
    const hindi = screen.getByLabelText('How to measure, in Hindi (optional)');
    expect((hindi as HTMLTextAreaElement).value).toBe('हुक से नीचे तक।');
    fireEvent.change(hindi, { target: { value: '   ' } });
    expect(bodyOf(seen.at(-1)!)).toEqual(CHART);
  });
});
