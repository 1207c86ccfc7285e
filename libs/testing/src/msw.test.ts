import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { API, startServer, testStore } from './msw';
import { okJson } from './envelope';

const rules = { activityId: 1, title: '每日签到领积分', rules: ['每天一次'] };
const store = testStore(() => ({ served: 0 }));
startServer(
  http.get(`${API}/check-in/rules`, () => {
    store.current.served += 1;
    return okJson(rules);
  }),
  http.get(`${API}/check-in/activities/:id`, () => okJson({ id: 1, title: 'drifted' })),
);

describe('startServer', () => {
  it('passes a test whose answers keep the contract', async () => {
    const body = await (await fetch(`${API}/check-in/rules`)).json();
    expect(body.data).toEqual(rules);
  });

  it.fails('fails the test that was served a fixture off the contract', async () => {
    await fetch(`${API}/check-in/activities/1`);
  });
});

describe('testStore', () => {
  it('starts every test from a fresh state (this one changes it)', async () => {
    await fetch(`${API}/check-in/rules`);
    expect(store.current.served).toBe(1);
  });

  it('does not see the previous test’s change', async () => {
    expect(store.current.served).toBe(0);
    await fetch(`${API}/check-in/rules`);
    expect(store.current.served).toBe(1);
  });
});
