import type { Messages } from '../../domain';

/** What this domain's failures say, by message id (merged into one lookup in src/messages.ts). */
export const evaluationsMessages = {
  upload_empty: { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  upload_bad_type: {
    zh: '仅支持 JPG、PNG、WebP 格式的图片',
    en: 'Only JPG, PNG or WebP images can be uploaded',
  },
  upload_too_large: { zh: '图片不能超过 {mb} MB', en: 'Images must be {mb} MB or smaller' },
  upload_quota: {
    zh: '24 小时内最多上传 {files} 个文件、共 {mb} MB，请稍后再试',
    en: 'You can upload at most {files} files ({mb} MB) in 24 hours; please try again later',
  },
  upload_not_found: { zh: '图片不存在', en: 'Image not found' },
  evaluation_not_found: { zh: '该订单还没有评价', en: 'This order has not been evaluated yet' },
  evaluation_not_allowed: {
    zh: '只有已支付的课程订单可以评价',
    en: 'Only paid course orders can be evaluated',
  },
  evaluation_too_early: { zh: '上课后才能评价哦', en: 'You can evaluate once the class has started' },
  evaluation_exists: { zh: '该订单已评价过了', en: 'This order has already been evaluated' },
  evaluation_photo_invalid: {
    zh: '图片无效，请重新上传',
    en: 'A photo is not valid, please upload it again',
  },
} as const satisfies Messages;
