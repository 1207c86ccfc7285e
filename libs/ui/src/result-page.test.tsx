import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { i18n, activateTestLocale } from '@yoga/i18n';
import { outcomeOf, ResultHeading, ResultPage, RouteContext, type ResultOutcome } from './index';

const words = {
  done: '续期成功',
  pending: '续期费尚未支付',
  failed: '续期订单已关闭',
  missing: '续期记录不存在',
  checking: '续期结果',
};

const show = (outcome: ResultOutcome | undefined) =>
  render(
    <I18nProvider i18n={i18n}>
      {/* The route's title claims success; the page must not repeat it unless it is true. */}
      <RouteContext.Provider value={{ path: '/bay/cert_renewal_success', title: '续期成功' }}>
        <ResultPage outcome={outcome} words={words}>
          <h2>
            <ResultHeading />
          </h2>
        </ResultPage>
      </RouteContext.Provider>
    </I18nProvider>,
  );

const headings = () => [1, 2].map((level) => screen.getByRole('heading', { level }).textContent);

beforeAll(() => activateTestLocale('zh'));

describe('ResultPage', () => {
  it.each([
    ['done', '续期成功'],
    ['pending', '续期费尚未支付'],
    ['failed', '续期订单已关闭'],
    ['missing', '续期记录不存在'],
    [undefined, '续期结果'],
  ] as const)('heads the nav bar and the body alike for %s: %s', (outcome, said) => {
    show(outcome);
    expect(headings()).toEqual([said, said]);
  });
});

describe('outcomeOf', () => {
  const q = <T,>(status: 'pending' | 'error' | 'success', data?: T, error?: unknown) => ({
    status,
    data,
    error,
    refetch: () => undefined,
  });
  const of = (paid: boolean): ResultOutcome => (paid ? 'done' : 'pending');

  it('is missing without asking, or when the server says not found; unknown while loading or failing', () => {
    expect(outcomeOf(q('pending'), true, of)).toBe('missing');
    expect(outcomeOf(q('error', undefined, { status: 404 }), false, of)).toBe('missing');
    expect(outcomeOf(q('pending'), false, of)).toBeUndefined();
    expect(outcomeOf(q('error', undefined, { status: 500 }), false, of)).toBeUndefined();
  });

  it('is what the data says once it is here', () => {
    expect(outcomeOf(q('success', true), false, of)).toBe('done');
    expect(outcomeOf(q('success', false), false, of)).toBe('pending');
  });
});
