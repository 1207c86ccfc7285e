import { describe, expect, it, vi } from 'vitest';
import { deviceId } from './device';

const KEY = 'yoga_support_device';

describe('deviceId', () => {
  it('is made once and kept in local storage', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(localStorage.getItem(KEY)).toBe(id);
    expect(deviceId()).toBe(id);
  });

  it('finds the id kept by an earlier visit, and replaces one edited by hand', () => {
    localStorage.setItem(KEY, 'kept-device-01');
    expect(deviceId()).toBe('kept-device-01');
    localStorage.setItem(KEY, '<script>');
    const made = deviceId();
    expect(made).not.toBe('<script>');
    expect(localStorage.getItem(KEY)).toBe(made);
  });

  it('still gives an id where storage throws', () => {
    const deny = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(deny);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(deny);
    expect(deviceId()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });
});
