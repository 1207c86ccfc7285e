import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserEffects } from './api';

describe('browserEffects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('goes to the current sub-app login with the page as redirect, and clears only its token', async () => {
    window.history.replaceState(null, '', '/phala/teacher/change_class?id=3#a');
    localStorage.setItem('phala_teacher_token', 'coach');
    localStorage.setItem('phala_token', 'student');
    const nav = { assign: vi.fn() };
    const fx = browserEffects(nav);
    fx.clearToken('standard');
    fx.goLogin('standard');
    expect(nav.assign).not.toHaveBeenCalled(); // the toast is read first
    await vi.advanceTimersByTimeAsync(1200);
    expect(nav.assign).toHaveBeenCalledWith(
      '/phala/teacher/login?redirect=%2Fphala%2Fteacher%2Fchange_class%3Fid%3D3%23a',
    );
    expect(localStorage.getItem('phala_teacher_token')).toBeNull();
    expect(localStorage.getItem('phala_token')).toBe('student');
  });

  it('sends code 11 of the suman client to /suman/login', async () => {
    window.history.replaceState(null, '', '/suman/answer_question/9');
    localStorage.setItem('suman_token', 'x');
    const nav = { assign: vi.fn() };
    const fx = browserEffects(nav);
    fx.clearToken('suman');
    fx.goLogin('suman');
    await vi.advanceTimersByTimeAsync(1200);
    expect(nav.assign).toHaveBeenCalledWith('/suman/login?redirect=%2Fsuman%2Fanswer_question%2F9');
    expect(localStorage.getItem('suman_token')).toBeNull();
  });

  it('sends code 11 under /teacher to /teacher/login and clears the coach token only', async () => {
    window.history.replaceState(null, '', '/teacher/class_info?week=2');
    localStorage.setItem('suman_teacher_token', 'coach');
    localStorage.setItem('suman_token', 'student');
    const nav = { assign: vi.fn() };
    const fx = browserEffects(nav);
    fx.clearToken('suman');
    fx.goLogin('suman');
    await vi.advanceTimersByTimeAsync(1200);
    expect(nav.assign).toHaveBeenCalledWith('/teacher/login?redirect=%2Fteacher%2Fclass_info%3Fweek%3D2');
    expect(localStorage.getItem('suman_teacher_token')).toBeNull();
    expect(localStorage.getItem('suman_token')).toBe('student');
  });
});
