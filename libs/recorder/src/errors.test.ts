import { describe, expect, it } from 'vitest';
import { activateTestLocale } from '@yoga/i18n';
import { RecorderError, toRecorderError, type RecorderErrorCode } from './errors';
import { recorderErrorMessage, recorderErrorMessages } from './messages';

// recorder-core's texts as it builds them (src/recorder-core.js, engine/mp3.js, zh-CN).
const CORE_TEXTS: [string, RecorderErrorCode][] = [
  ['未采集到录音', 'nothing-recorded'],
  ['生成的mp3无效', 'nothing-recorded'],
  ['音频buffers被释放', 'buffers-released'],
  ['未加载mp3编码器，请尝试到Recorder的src/engine内找到mp3的编码器并加载', 'encoder-not-loaded'],
  ['调用mp3.js需要先导入src/engine/mp3-engine.js', 'encoder-not-loaded'],
  ['不能录音：mp3类型不支持设置takeoffEncodeChunk(未加载编码器)', 'encoder-not-loaded'],
  ['录音错误：不支持CPU_BE架构', 'environment'],
  ['不能录音：不支持CPU_BE架构', 'environment'],
  ['用户拒绝了录音权限', 'permission-denied'],
  ['无权录音(跨域，请尝试给iframe添加麦克风访问策略，如allow="camera;microphone")', 'permission-denied'],
  ['浏览器禁止不安全页面录音，可开启https解决', 'insecure-page'],
  ['无法录音：NotFoundError: Requested device not found，无可用麦克风', 'no-microphone'],
  ['无法录音：NotReadableError: Could not start audio source', 'device-busy'],
  ['此浏览器不支持录音', 'unsupported'],
  ['未开始录音，开始录音前无用户交互导致AudioContext未运行', 'not-started'],
  ['something nobody anticipated', 'unknown'],
];

describe('toRecorderError', () => {
  it.each(CORE_TEXTS)('maps recorder-core text %j to %s', (text, code) => {
    const err = toRecorderError(text);
    expect(err).toBeInstanceOf(RecorderError);
    expect(err.code).toBe(code);
    expect(err.detail).toBe(text);
  });

  it.each([
    ['NotAllowedError', 'permission-denied'],
    ['PermissionDeniedError', 'permission-denied'],
    ['SecurityError', 'insecure-page'],
    ['NotFoundError', 'no-microphone'],
    ['OverconstrainedError', 'no-microphone'],
    ['NotReadableError', 'device-busy'],
    ['AbortError', 'device-busy'],
  ] as const)('maps the getUserMedia DOMException %s to %s', (name, code) => {
    expect(toRecorderError(new DOMException('whatever the browser says', name)).code).toBe(code);
  });

  it('trusts recorder-core telling the user refused, whatever the text', () => {
    expect(toRecorderError('无法录音：x', true).code).toBe('permission-denied');
  });

  it('keeps a RecorderError as it is', () => {
    const err = new RecorderError('no-microphone', 'x');
    expect(toRecorderError(err)).toBe(err);
  });
});

describe('recorderErrorMessage', () => {
  it('speaks Chinese, the source language', async () => {
    await activateTestLocale('zh');
    expect(recorderErrorMessage('未采集到录音')).toBe('未采集到录音');
    expect(recorderErrorMessage('音频buffers被释放')).toBe('音频buffers被释放');
    expect(recorderErrorMessage(new DOMException('', 'NotAllowedError'))).toBe(
      '录音权限被拒绝，请在设置中允许使用麦克风',
    );
  });

  it('has an English translation for every code', async () => {
    await activateTestLocale('en');
    expect(recorderErrorMessage('未采集到录音')).toBe('Nothing was recorded');
    expect(recorderErrorMessage(new DOMException('', 'NotFoundError'))).toBe('No microphone was found');
    for (const [code, descriptor] of Object.entries(recorderErrorMessages)) {
      const text = recorderErrorMessage(new RecorderError(code as RecorderErrorCode, ''));
      expect(text, code).not.toBe(descriptor.message);
      expect(text, code).not.toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
