declare module 'weixin-js-sdk';
