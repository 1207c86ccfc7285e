import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CAMPAIGN_CODES } from '@yoga/contract/codes';
import { API, failJson, okJson, renderScreen, startServer } from '@yoga/testing';
import { campaignsHandlers, recipesOf } from './testing/handlers';
import MatScreen from './mat-screen';
import RecipesScreen from './recipes-screen';

const server = startServer(...campaignsHandlers);
const openMat = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<MatScreen />, { path: '/suman/TPUyogamat', locale });
const openRecipes = (locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<RecipesScreen />, { path: '/suman/three_recipes', locale });

describe('TPUyogamat', () => {
  it('shows photos, specs, the store price, and buys through the store product', async () => {
    await openMat();
    const m = await screen.findByTestId('mat-offer');
    expect(m.querySelectorAll('img').length).toBeGreaterThanOrEqual(1);
    expect(screen.getByTestId('mat-price').textContent).toBe('¥168.00 起');
    expect(screen.getByText('TPU 环保材质')).toBeTruthy();
    expect(screen.getByTestId('mat-buy').getAttribute('href')).toBe('/onmat/product/detail/42');
  });

  it('reads in English', async () => {
    await openMat('en');
    await screen.findByTestId('mat-offer');
    expect(screen.getByText('Buy in the store')).toBeTruthy();
  });

  it('shows a skeleton, an error with retry, and not found', async () => {
    server.use(http.get(`${API}/campaigns/mat`, () => new HttpResponse(null, { status: 500 })));
    const { container, unmount } = await openMat();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('商品信息加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/campaigns/mat`, () => failJson(CAMPAIGN_CODES.campaignNotFound)));
    await openMat();
    expect(await screen.findByText('商品不存在')).toBeTruthy();
  });
});

describe('three_recipes', () => {
  it('shows three recipes with ingredients, steps and calories', async () => {
    await openRecipes();
    expect(await screen.findAllByTestId('recipe')).toHaveLength(3);
    expect(screen.getByText('约 320 千卡 · 10 分钟')).toBeTruthy();
    expect(screen.getAllByText('燕麦片用热水泡软。')).toHaveLength(3);
  });

  it('reads in English', async () => {
    await openRecipes('en');
    await screen.findAllByTestId('recipe');
    expect(screen.getByText('About 320 kcal · 10 min')).toBeTruthy();
  });

  it('shows a skeleton, an error with retry, and an empty state', async () => {
    server.use(http.get(`${API}/campaigns/recipes`, () => new HttpResponse(null, { status: 500 })));
    const { container, unmount } = await openRecipes();
    expect(container.querySelector('[aria-busy="true"]')).toBeTruthy();
    expect(await screen.findByText('食谱加载失败，请重试', {}, { timeout: 4000 })).toBeTruthy();
    unmount();
    server.use(http.get(`${API}/campaigns/recipes`, () => okJson(recipesOf(0))));
    await openRecipes();
    expect(await screen.findByText('暂时没有食谱')).toBeTruthy();
  });
});
