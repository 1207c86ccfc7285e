import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import type { ReactNode } from 'react';
import { StarRating } from './star-rating';

const wrap = (node: ReactNode) => render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
const levels = ['非常差', '差', '一般', '好', '非常好'];

beforeAll(() => activateTestLocale('zh'));

describe('StarRating', () => {
  it('names each radio by its word, or by a given name, and reports the choice', () => {
    const onChange = vi.fn();
    const { unmount } = wrap(
      <StarRating value={0} levels={levels} label="商品评分" placeholder="请评分" onChange={onChange} />,
    );
    expect(screen.getByRole('radiogroup', { name: '商品评分' }).textContent).toContain('请评分');
    fireEvent.click(screen.getByRole('radio', { name: '好' }));
    expect(onChange).toHaveBeenCalledWith(4);
    unmount();
    wrap(<StarRating value={2} levels={levels} label="课程评分" radioLabel={(n) => `${n} 星`} />);
    expect((screen.getByRole('radio', { name: '2 星' }) as HTMLInputElement).checked).toBe(true);
  });

  it('shows a read-only rating as one image with its word', () => {
    wrap(<StarRating value={5} levels={levels} readOnly />);
    expect(screen.getByRole('img', { name: '5 星' }).textContent).toBe('非常好');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
