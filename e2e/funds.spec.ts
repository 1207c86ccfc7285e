import { expect, test } from '@playwright/test';
import { subApps } from '@yoga/platform';
import { attemptPhone, signInThroughUi } from './auth';

const words = {
  zh: {
    lng: '',
    language: 'zh',
    against: '反对',
    vote: '投票',
    voted: '已投票',
    mine: '我的选择',
    myVote: '你已投票：反对',
    again: '你已经投过票了，每人只能投一次',
    ended: '投票已结束',
    result: '每周六上午 胜出',
    phone: '13766900100',
  },
  en: {
    lng: '?lng=en',
    language: 'en',
    against: 'Against',
    vote: 'Vote',
    voted: 'Voted',
    mine: 'My choice',
    myVote: 'You voted: Against',
    again: 'You have already voted. Each member votes once',
    ended: 'Voting has ended',
    result: 'Saturday mornings won',
    phone: '13766900200',
  },
};

// bay's seeded funds: 1 is open, 2 closed (stand-in seed order).
const OPEN = '/bay/fund_detail/1';
const CLOSED = '/bay/fund_detail/2';
const totalOf = async (text: Promise<string | null>) => Number(((await text) ?? '').replace(/\D/g, ''));

for (const lng of ['zh', 'en'] as const) {
  test(`vote on a fund once, signing in on the way: the tally counts it and the choice is locked (${lng})`, async ({
    page,
  }, info) => {
    const w = words[lng];
    // A new member each attempt: they have not voted yet.
    const phone = attemptPhone(w.phone, info);
    if (lng === 'en') await page.addInitScript((k) => localStorage.setItem(k, 'en'), 'lng');

    // Signed out, the page shows the proposal and its count; the choice is made before signing in.
    await page.goto(`${OPEN}${w.lng}`);
    const total = page.getByTestId('fund-total');
    await expect(total).toBeVisible();
    const before = await totalOf(total.textContent());
    await page.getByRole('radio', { name: new RegExp(`^${w.against}`) }).check();
    await page.getByRole('button', { name: w.vote, exact: true }).click();

    // Login, then back with the choice kept.
    await expect(page).toHaveURL((u) => u.pathname === '/bay/login');
    await signInThroughUi(page, phone);
    await expect(page).toHaveURL((u) => u.pathname === OPEN);
    await expect(page.getByRole('radio', { name: new RegExp(`^${w.against}`) })).toBeChecked();
    await page.getByRole('button', { name: w.vote, exact: true }).click();

    // Counted, marked as mine, locked: no choice left to make, the button says voted.
    await expect(page.getByTestId('fund-my-vote')).toContainText(w.myVote);
    await expect(page.getByRole('radio')).toHaveCount(0);
    await expect(page.getByTestId('fund-option').filter({ hasText: w.mine })).toContainText(w.against);
    await expect(page.getByRole('button', { name: w.voted })).toBeDisabled();
    expect(await totalOf(total.textContent())).toBeGreaterThanOrEqual(before + 1);

    // After a reload the vote is still mine; a second vote (replayed by hand) is refused in words.
    await page.reload();
    await expect(page.getByTestId('fund-my-vote')).toContainText(w.myVote);
    const token = await page.evaluate(
      (k) => localStorage.getItem(k),
      subApps.find((s) => s.id === 'bay')!.tokenKey,
    );
    const again = await page.request.post('/api/funds/1/vote?subApp=bay', {
      data: { optionId: 1 },
      headers: { AUTHORIZE_TOKEN: token!, Language: w.language },
    });
    expect(await again.json()).toMatchObject({ state: 0, code: 4903, msg: w.again });

    // The closed fund: the result with its winner, and no way to vote.
    await page.goto(`${CLOSED}${w.lng}`);
    await expect(page.getByTestId('fund-result')).toHaveText(w.result);
    await expect(page.getByTestId('fund-clock')).toHaveText(w.ended);
    await expect(page.getByRole('button', { name: w.vote, exact: true })).toHaveCount(0);
    await expect(page.getByRole('radio')).toHaveCount(0);
  });
}
