import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useState } from 'react';
import { AgreementCheck, AgreementLink } from './agreement-check';

function Harness({ onChange }: { onChange?: (v: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <MemoryRouter initialEntries={['/onmat/login']}>
      <AgreementCheck
        checked={checked}
        onChange={(v) => {
          setChecked(v);
          onChange?.(v);
        }}
      >
        I have read and agree to the{' '}
        <AgreementLink href="/onmat/agreement/user">User Agreement</AgreementLink>
        <AgreementLink href="/slim/agreement/privacy">Privacy Policy</AgreementLink>
      </AgreementCheck>
    </MemoryRouter>
  );
}

describe('AgreementCheck', () => {
  it('is a checkbox named by its whole sentence, ticked from the caller state', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: /I have read and agree to the User Agreement/ });
    expect((box as HTMLInputElement).checked).toBe(false);
    fireEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(true);
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it('links the documents: a router link within the build, a full page load to another', () => {
    render(<Harness />);
    expect(screen.getByRole('link', { name: 'User Agreement' }).getAttribute('href')).toBe(
      '/onmat/agreement/user',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/slim/agreement/privacy',
    );
  });

  it('marks the box invalid when asked', () => {
    render(
      <MemoryRouter>
        <AgreementCheck checked={false} onChange={() => {}} invalid>
          agree
        </AgreementCheck>
      </MemoryRouter>,
    );
    expect(screen.getByRole('checkbox', { name: 'agree' }).getAttribute('aria-invalid')).toBe('true');
  });
});
