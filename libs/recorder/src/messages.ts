import { msg } from '@lingui/core/macro';
import { i18n, type MessageDescriptor } from '@yoga/i18n';
import { toRecorderError, type RecorderErrorCode } from './errors';

/** What the user reads for each failure; zh is the source, en lives in the catalogs. */
export const recorderErrorMessages: Record<RecorderErrorCode, MessageDescriptor> = {
  'nothing-recorded': msg`未采集到录音`,
  'buffers-released': msg`音频buffers被释放`,
  'encoder-not-loaded': msg`录音编码器未加载，请检查网络后重试`,
  environment: msg`当前环境无法录音`,
  'permission-denied': msg`录音权限被拒绝，请在设置中允许使用麦克风`,
  'insecure-page': msg`当前页面不安全（需要 https），无法录音`,
  'no-microphone': msg`未找到可用的麦克风`,
  'device-busy': msg`麦克风被占用或无法启动`,
  unsupported: msg`此浏览器不支持录音`,
  'not-started': msg`录音尚未开始`,
  unknown: msg`录音失败，请重试`,
};

/** The translated, user-facing message for anything recording threw. */
export function recorderErrorMessage(error: unknown): string {
  return i18n._(recorderErrorMessages[toRecorderError(error).code]);
}
