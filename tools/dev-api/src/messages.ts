import type { Context } from 'hono';
import type { ValidationMessageId } from '@yoga/contract';

export type Lang = 'zh' | 'en';

/**
 * Every message the stand-in answers, in each language the web clients send in `Language`. Ids, not
 * text, travel in errors, so no message ever carries a field name or an internal code.
 */
const table = {
  invalid_params: { zh: '参数错误', en: 'Invalid request' },
  invalid_sub_app: { zh: '应用不正确', en: 'Unknown app' },
  invalid_phone: { zh: '手机号格式不正确', en: 'Please enter a valid phone number' },
  invalid_area_code: { zh: '区号格式不正确', en: 'Please choose a valid country code' },
  invalid_sms_code: { zh: '验证码格式不正确', en: 'Please enter the code from the SMS' },
  invalid_oauth_code: { zh: '授权码格式不正确', en: 'The authorisation code is not valid' },
  invalid_url: { zh: '链接格式不正确', en: 'The link is not valid' },
  invalid_token: { zh: '登录凭证不正确', en: 'The sign-in token is not valid' },
  invalid_page: { zh: '页码或每页条数不正确', en: 'Invalid page or page size' },
  invalid_json: { zh: '请求体不是有效的 JSON', en: 'The request body is not valid JSON' },
  json_too_deep: { zh: '请求体嵌套层级过深', en: 'The request body is nested too deeply' },
  body_too_large: { zh: '请求体过大（上限 1 MB）', en: 'The request body is too large (limit 1 MB)' },
  unsupported_media_type: {
    zh: '请求格式不支持，请以 JSON 提交',
    en: 'Unsupported request format: please send JSON',
  },
  compact_missing: { zh: '加密数据缺失', en: 'Encrypted data is missing' },
  compact_undecryptable: { zh: '加密数据无法解密', en: 'Encrypted data could not be decrypted' },
  compact_not_json: { zh: '加密数据不是有效的 JSON', en: 'Encrypted data is not valid JSON' },
  not_logged_in: { zh: '未登录或登录失效', en: 'Not logged in or login expired' },
  not_found: { zh: '接口不存在', en: 'No such endpoint' },
  no_such_data: { zh: '没有这类数据', en: 'No such data' },
  no_code_sent: { zh: '没有发送给这个号码的验证码', en: 'No code was sent to this number' },
  server_error: { zh: '服务器内部错误', en: 'Internal server error' },
  sms_too_soon: {
    zh: '发送太频繁，请 {seconds} 秒后再试',
    en: 'Too many requests, please try again in {seconds} s',
  },
  sms_number_limit: {
    zh: '该号码今日获取验证码次数过多，请一小时后再试',
    en: 'Too many codes for this number, please try again in an hour',
  },
  sms_client_limit: {
    zh: '获取验证码过于频繁，请一小时后再试',
    en: 'Too many code requests, please try again in an hour',
  },
  sms_code_expired: { zh: '验证码已失效，请重新获取', en: 'The code has expired, please request a new one' },
  sms_code_wrong: { zh: '验证码错误', en: 'Wrong code' },
  sms_code_burnt: {
    zh: '验证码错误次数过多，请重新获取',
    en: 'Too many wrong codes, please request a new one',
  },
  sms_wrong_limit: {
    zh: '验证码错误次数过多，请一小时后再试',
    en: 'Too many wrong codes, please try again in an hour',
  },
  oauth_code_used: { zh: '授权码无效或已使用', en: 'The authorisation code is invalid or was already used' },
  redirect_refused: { zh: '回跳地址不被允许', en: 'This return address is not allowed' },
  invalid_order_no: { zh: '订单号格式不正确', en: 'The order number is not valid' },
  invalid_order_kind: { zh: '订单类型不正确', en: 'Unknown order type' },
  invalid_pay_channel: { zh: '支付方式不正确', en: 'Unknown payment method' },
  invalid_txn: { zh: '支付流水号格式不正确', en: 'The transaction id is not valid' },
  invalid_title: { zh: '商品名称不正确', en: 'The item name is not valid' },
  invalid_amount: { zh: '金额不正确', en: 'The amount is not valid' },
  order_not_found: { zh: '订单不存在', en: 'Order not found' },
  order_expired: { zh: '订单已超时关闭，请重新下单', en: 'This order has expired, please order again' },
  order_already_paid: { zh: '订单已支付，无需重复支付', en: 'This order has already been paid' },
  order_closed: { zh: '订单已关闭', en: 'This order is closed' },
  order_cannot_cancel: { zh: '当前订单状态不可取消', en: 'This order can no longer be cancelled' },
  vip_plan_not_found: { zh: '会员套餐不存在或已下架', en: 'This membership plan is not available' },
  vip_teacher_not_found: { zh: '邀请的老师不存在', en: 'The inviting coach was not found' },
  vip_agreement_required: {
    zh: '请先阅读并同意相关协议',
    en: 'Please read and agree to the agreement first',
  },
  vip_card_not_found: { zh: '会员卡不存在', en: 'Membership card not found' },
  vip_card_not_activatable: { zh: '该会员卡无法激活', en: 'This card cannot be activated' },
  vip_card_active_exists: {
    zh: '已有生效中的会员卡，请到期后再激活',
    en: 'You already have an active card; activate this one when it ends',
  },
  deposit_target_not_found: {
    zh: '该课程或活动暂不支持定金',
    en: 'No deposit is offered for this course or event',
  },
  deposit_already_paid: { zh: '定金已支付，无需重复支付', en: 'The deposit has already been paid' },
  // courses
  course_not_found: { zh: '课程不存在', en: 'Course not found' },
  course_ended: { zh: '课程已结束', en: 'This course has ended' },
  class_full: {
    zh: '该上课时间已约满，请选择其他时间',
    en: 'This class time is fully booked, please choose another',
  },
  course_already_bought: { zh: '你已购买该课程', en: 'You have already bought this course' },
  coupon_unusable: { zh: '该优惠券不可用于本订单', en: 'This coupon cannot be used for this order' },
  free_class_full: { zh: '该免费课名额已满', en: 'This free class is full' },
  free_already_booked: { zh: '你今天已预约过免费课', en: 'You have already booked a free class today' },
  // course-media
  card_not_found: { zh: '课程卡不存在', en: 'Course card not found' },
  playback_not_found: { zh: '回放不存在', en: 'Recording not found' },
  video_ticket_invalid: { zh: '播放凭证无效或已过期', en: 'The playback link is invalid or has expired' },
  // wallet
  withdraw_too_small: { zh: '单次提现金额不能低于 ¥1.00', en: 'The smallest withdrawal is ¥1.00' },
  withdraw_insufficient: { zh: '可提现余额不足', en: 'Not enough available balance' },
  withdrawal_not_found: { zh: '提现记录不存在', en: 'Withdrawal not found' },
  withdrawal_cannot_advance: {
    zh: '该提现当前状态不可变更',
    en: 'This withdrawal cannot move to that state',
  },
  income_not_found: { zh: '收益记录不存在', en: 'Income record not found' },
  // evaluations and uploads
  upload_empty: { zh: '请选择要上传的图片', en: 'Please choose an image to upload' },
  upload_bad_type: {
    zh: '仅支持 JPG、PNG、WebP 格式的图片',
    en: 'Only JPG, PNG or WebP images can be uploaded',
  },
  upload_too_large: { zh: '图片不能超过 {mb} MB', en: 'Images must be {mb} MB or smaller' },
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
  // addresses
  invalid_receiver: {
    zh: '请填写收货人姓名（不超过 20 字）',
    en: 'Please enter the receiver’s name (up to 20 characters)',
  },
  invalid_region: { zh: '请选择所在地区', en: 'Please choose the region' },
  invalid_address_detail: {
    zh: '请填写详细地址（4 到 120 字）',
    en: 'Please enter the street address (4 to 120 characters)',
  },
  address_not_found: { zh: '收货地址不存在或已删除', en: 'This address does not exist or was deleted' },
  address_limit: { zh: '最多保存 20 个收货地址', en: 'You can keep at most 20 addresses' },
  // shop
  sold_out: { zh: '手慢了，该规格已售罄', en: 'Sorry, this option has just sold out' },
  stock_short: {
    zh: '库存不足，该规格仅剩 {left} 件',
    en: 'Only {left} left of this option',
  },
  product_not_found: { zh: '商品不存在或已下架', en: 'This product is no longer available' },
  address_invalid: {
    zh: '收货地址无效，请重新选择',
    en: 'The shipping address is not valid, please choose again',
  },
  quantity_limit: { zh: '单次最多购买 {max} 件', en: 'You can buy at most {max} at a time' },
  not_reviewable: {
    zh: '确认收货后才能评价，且每件商品只能评价一次',
    en: 'Items can be reviewed once, after receipt',
  },
  not_receivable: { zh: '该订单当前不能确认收货', en: 'This order cannot be marked as received now' },
  shipment_not_found: { zh: '物流信息不存在', en: 'Shipment not found' },
  invite_not_claimable: {
    zh: '邀请人数未达标或已领取',
    en: 'The invite goal is not reached or the mat was claimed',
  },
  // invoices
  invalid_invoice_title: {
    zh: '请填写发票抬头（2 到 60 字）',
    en: 'Please enter the invoice title (2 to 60 characters)',
  },
  invalid_email: { zh: '请填写正确的邮箱地址', en: 'Please enter a valid email address' },
  invalid_tax_no: {
    zh: '统一社会信用代码不正确，请核对后重试',
    en: 'The unified social credit code is not valid, please check it',
  },
  order_not_invoiceable: {
    zh: '所选订单不能开票或已开过票',
    en: 'An order you chose cannot be invoiced or already was',
  },
  invoice_not_found: { zh: '发票不存在', en: 'Invoice not found' },
} satisfies Record<string, Record<Lang, string>>;

// Fails the type check when the contract gains a validation message this table does not word.
const _validationWorded: Record<ValidationMessageId, Record<Lang, string>> = table;

export type MessageId = keyof typeof table;
export type MessageParams = Record<string, string | number>;

export const isMessageId = (id: string): id is MessageId => Object.hasOwn(table, id);

/** The caller's language from `Language` (zh, zh-CN, en, en-US …); Chinese unless English is asked for. */
export function langOf(c: Context): Lang {
  return /^en(\b|_)/i.test(c.req.header('Language')?.trim() ?? '') ? 'en' : 'zh';
}

export function text(lang: Lang, id: MessageId, params: MessageParams = {}): string {
  return table[id][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}
