import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { Brand } from './registry';

export type BrandId = Brand | 'public';

/**
 * What makes a brand look like itself: its name, welcome line and colours, used by every login,
 * title, share card, manifest and icon. Texts are message descriptors so they come in zh and en.
 * Colours meet WCAG AA with white text on `primary` (checked by a test over these values).
 */
export interface BrandRecord {
  id: BrandId;
  name: MessageDescriptor;
  /** One line under the name on the login and on the landing page. */
  welcome: MessageDescriptor;
  /** Accent: buttons, links, the logo tile. */
  primary: string;
  /** A light tint of the accent for backgrounds (selected chips, the index bar). */
  tint: string;
}

export const brands: Readonly<Record<BrandId, BrandRecord>> = {
  onmat: { id: 'onmat', name: msg`OnMat 瑜伽`, welcome: msg`在垫上，遇见更好的自己`, primary: '#c7324c', tint: '#fdeef1' },
  phala: { id: 'phala', name: msg`Phala 瑜伽`, welcome: msg`跟随名师练习，把课堂带回家`, primary: '#5b3fd9', tint: '#f0ecff' },
  suman: { id: 'suman', name: msg`素漫瑜伽`, welcome: msg`课后答疑，老师一直都在`, primary: '#0b7a5c', tint: '#e7f6f1' },
  slim: { id: 'slim', name: msg`Slim 轻体`, welcome: msg`吃对练对，轻松瘦下来`, primary: '#b4480c', tint: '#fff1e8' },
  'yoga-bay': { id: 'yoga-bay', name: msg`瑜伽湾`, welcome: msg`证书续期与进修课程，一站办理`, primary: '#1565c0', tint: '#e8f1fc' },
  beaticam: { id: 'beaticam', name: msg`Beaticam 拍立得`, welcome: msg`每一张胶片，都值得珍藏`, primary: '#222222', tint: '#f1f1f1' },
  cycling: { id: 'cycling', name: msg`骑行装备馆`, welcome: msg`好装备，骑得更远`, primary: '#00708c', tint: '#e5f5f9' },
  public: { id: 'public', name: msg`瑜伽课堂`, welcome: msg`专业瑜伽与健身课程，随时随地开始练习`, primary: '#c7324c', tint: '#fdeef1' },
};

export const brandRecord = (brand: BrandId): BrandRecord => brands[brand];
