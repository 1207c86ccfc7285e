import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import type { RecipeDetail } from '@yoga/contract';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { RecipeScreen } from './recipe-screen';

const sample = (lang: string): RecipeDetail => ({
  id: 1,
  title: lang === 'en' ? 'Quinoa and chicken salad' : '藜麦鸡胸沙拉',
  summary: lang === 'en' ? 'High in protein.' : '高蛋白。',
  image: '/api/courses/art/stretch-2f9e6b.svg',
  minutes: 25,
  servings: 2,
  kcalPerServing: 420,
  ingredients: [{ name: lang === 'en' ? 'Quinoa' : '藜麦', amount: lang === 'en' ? '80 g' : '80 克' }],
  steps: [lang === 'en' ? 'Rinse the quinoa. <script>x</script>' : '藜麦洗净。<script>x</script>'],
});

const server = startServer(
  http.get(`${API}/pages/recipes/:id`, ({ request, params }) =>
    params.id === '99'
      ? failJson(5301, '食谱不存在')
      : okJson(sample(/^en/.test(request.headers.get('Language') ?? '') ? 'en' : 'zh')),
  ),
);
const open = (search: string, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<RecipeScreen />, { path: `/slim/recipe/info${search}`, route: '/slim/recipe/info', locale });

describe('slim recipe/info', () => {
  it('shows calories, ingredients and steps in zh and en, markup as text', async () => {
    const { unmount } = await open('?id=1');
    const r = await screen.findByTestId('recipe');
    expect(r.textContent).toContain('藜麦鸡胸沙拉');
    expect(screen.getByTestId('recipe-kcal').textContent).toBe('每份 420 千卡');
    expect(r.textContent).toContain('80 克');
    expect(r.textContent).toContain('<script>x</script>');
    expect(r.querySelector('script')).toBeNull();
    unmount();
    await open('?id=1', 'en');
    expect((await screen.findByTestId('recipe')).textContent).toContain('Quinoa and chicken salad');
    expect(screen.getByTestId('recipe-kcal').textContent).toBe('420 kcal per serving');
  });

  it('shows a skeleton while loading', async () => {
    server.use(
      http.get(`${API}/pages/recipes/:id`, async () => (await delay('infinite'), okJson(sample('zh')))),
    );
    const { container } = await open('?id=1');
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
  });

  it('shows not found for an unknown id, and for a malformed one without asking', async () => {
    const first = await open('?id=99');
    expect((await screen.findAllByText('食谱不存在')).length).toBeGreaterThan(0);
    first.unmount();
    let asked = 0;
    server.use(http.get(`${API}/pages/recipes/:id`, () => (asked++, okJson(sample('zh')))));
    await open('?id=abc');
    expect((await screen.findAllByText('食谱不存在')).length).toBeGreaterThan(0);
    expect(asked).toBe(0);
  });

  it('shows an error when the server fails', async () => {
    server.use(http.get(`${API}/pages/recipes/:id`, () => failJson(500, 'boom', 500)));
    await open('?id=1');
    expect(await screen.findByText('食谱加载失败，请重试')).toBeTruthy();
  });
});
