import { describe, expect, it } from 'vitest';
import { ignoredBy } from './ignore-rules';
import { setup } from './testing/setup';

// Spec section 8, each rule with messages it must catch and look-alikes it must let through.
const CASES: [rule: string, ignored: string[], reported: string[]][] = [
  [
    'code-field',
    ['{"code":403,"msg":"forbidden"}', "{code: 11, msg: 'login'}", 'Request failed {"state":0,"code": 500}'],
    [
      'barcode: scan failed',
      'Unicode error in decode',
      'error code 500',
      'https://x.example/cb?code=abc failed',
    ],
  ],
  [
    'not-allowed',
    [
      'The request is not allowed by the user agent or the platform in the current context, possibly because the user denied permission.',
      'NotAllowedError: The request is not allowed by the user agent or the platform in the current context',
    ],
    ['Not allowed to load local resource', 'Operation not allowed'],
  ],
  [
    'timeout',
    ['timeout of 60000ms exceeded', 'Timeout', '  timeout: socket hang up'],
    ['Request timed out after 60000 ms', 'Connection closed before timeout', 'onTimeout is not a function'],
  ],
  [
    'not-in-app',
    ['not in app', 'Bridge error: Not in App', '不在App内', '当前不在 APP 中，无法调用'],
    ['not installed', 'in app purchase failed', 'snot in apple'],
  ],
];

describe.each(CASES)('ignore rule %s', (rule, ignored, reported) => {
  it.each(ignored)('ignores %j', (message) => {
    expect(ignoredBy(message)).toBe(rule);
    const { handle, events } = setup();
    expect(handle.captureException(new Error(message))).toBe(false);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error(message) }));
    expect(events).toEqual([]);
  });

  it.each(reported)('reports %j', (message) => {
    expect(ignoredBy(message)).toBeNull();
    const { handle, events } = setup();
    expect(handle.captureException(new Error(message))).toBe(true);
    expect(events).toHaveLength(1);
  });
});

describe('a window error event without an error object', () => {
  it('is judged by its message without the "Uncaught Error:" prefix', () => {
    const { events } = setup();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught Error: timeout of 60000ms exceeded' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Uncaught TypeError: a is not a function' }));
    expect(events.map((e) => e.message)).toEqual(['a is not a function']);
  });
});
