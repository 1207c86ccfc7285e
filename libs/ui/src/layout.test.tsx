import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Badge, Card, ChoiceGroup, Facts, Page, Section, StatusLine } from './layout';
import { InfoRow } from './info-row';

describe('screen parts', () => {
  it('a section is a titled region under the page heading', () => {
    render(
      <Page>
        <Section title="订单信息" aside={<span>3</span>}>
          <Card>
            <Facts>
              <InfoRow k="订单号">YG2026</InfoRow>
            </Facts>
          </Card>
        </Section>
      </Page>,
    );
    expect(screen.getByRole('region', { name: '订单信息' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '订单信息' })).toBeTruthy();
    expect(screen.getByRole('listitem').textContent).toBe('订单号YG2026');
  });

  it('a badge shows its status in words', () => {
    render(<Badge tone="muted">已开票</Badge>);
    expect(screen.getByText('已开票').className).toBe('y-badge y-badge-muted');
  });

  it('a section without a title still has a name', () => {
    render(<Section label="Rules">x</Section>);
    expect(screen.getByRole('region', { name: 'Rules' })).toBeTruthy();
  });

  it('a choice group is a radio group that reports the chosen value', async () => {
    const onChange = vi.fn();
    render(
      <ChoiceGroup
        label="Amount"
        value="10"
        onChange={onChange}
        options={[
          { value: '10', label: '¥10' },
          { value: '20', label: '¥20' },
          { value: '50', label: '¥50', disabled: true },
        ]}
      />,
    );
    expect(screen.getByRole('radio', { name: '¥10' }).getAttribute('aria-checked')).toBe('true');
    await userEvent.click(screen.getByRole('radio', { name: '¥20' }));
    expect(onChange).toHaveBeenCalledWith('20');
    expect((screen.getByRole('radio', { name: '¥50' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed status is announced as an alert, progress as a status', () => {
    render(
      <>
        <StatusLine>上传中 40%</StatusLine>
        <StatusLine tone="error">上传失败</StatusLine>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('上传中 40%');
    expect(screen.getByRole('alert').textContent).toBe('上传失败');
  });
});
