import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { useServerFailure } from './server-field-errors';

let fail: (message: string) => void = () => {};

function RuleForm() {
  const form = useForm({ defaultValues: { range: '' } });
  const [failure, setFailure] = useServerFailure(form);
  fail = setFailure;
  return (
    <form>
      <label htmlFor="range">PIN or range</label>
      <input id="range" {...form.register('range')} />
      {failure && <p role="alert">{failure}</p>}
    </form>
  );
}

describe('useServerFailure', () => {
  it("drops the server's last refusal as soon as the form is edited", () => {
    render(<RuleForm />);
    act(() => fail('400050-400001 ends before it starts'));
    expect(screen.getByRole('alert').textContent).toBe('400050-400001 ends before it starts');
    fireEvent.change(screen.getByLabelText('PIN or range'), { target: { value: '012345' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
