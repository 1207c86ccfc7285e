import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Field, SubmitButton } from './form';

describe('Field', () => {
  it('ties the label and the hint to the control', () => {
    render(
      <Field label="练习时长" hint="5 到 300 分钟">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('练习时长');
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(document.getElementById(input.getAttribute('aria-describedby')!)?.textContent).toBe(
      '5 到 300 分钟',
    );
  });

  it('an error replaces the hint, marks the control and is announced', () => {
    render(
      <Field label="Minutes" hint="5 to 300" error="At most 300 minutes">
        {(c) => <input {...c} />}
      </Field>,
    );
    const input = screen.getByLabelText('Minutes');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('At most 300 minutes');
    expect(screen.queryByText('5 to 300')).toBeNull();
  });
});

describe('SubmitButton', () => {
  it('cannot be tapped twice while its request is out', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<SubmitButton onClick={onClick}>提交</SubmitButton>);
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    rerender(
      <SubmitButton onClick={onClick} pending pendingLabel="提交中…">
        提交
      </SubmitButton>,
    );
    const busy = screen.getByRole('button', { name: '提交中…' }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when it has no handler', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <SubmitButton>Send</SubmitButton>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
