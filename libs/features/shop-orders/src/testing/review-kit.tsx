import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '@yoga/testing';
import EvaluateScreen from '../evaluate-screen';
import { db } from './handlers';
import { reviewDraftKey } from '../review-draft';

/** Shared by the review screen's tests: open it, pick photos, find its parts. */
export const received = () => db.orders[3]!;
export const draftKey = (no: string) => reviewDraftKey('onmat', no);
export const openReview = (orderNo = received().orderNo, locale: 'zh' | 'en' = 'zh') =>
  renderScreen(<EvaluateScreen />, {
    path: `/onmat/product/evaluate/${orderNo}`,
    route: '/onmat/product/evaluate/:orderId',
    signedIn: true,
    title: '商品评价',
    locale,
  });
export const png = (name = 'a.png', size = 68) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
export const blocks = () => screen.getAllByTestId('review-item');
export const pick = (sku: number, ...files: File[]) =>
  fireEvent.change(screen.getByTestId(`photo-input-${sku}`), { target: { files } });
export const submitButton = () => screen.getByRole('button', { name: '提交' }) as HTMLButtonElement;
