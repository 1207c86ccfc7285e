import { describe, expect, it } from 'vitest';
import { answerQuestionRedirect, guardRoute, loginPathFor } from './index';

const at = (full: string, auth?: boolean) => {
  const u = new URL(full, 'http://localhost');
  return { pathname: u.pathname, search: u.search, hash: u.hash, auth };
};

describe('guardRoute', () => {
  it('passes routes with auth false and routes unknown to the router', () => {
    expect(guardRoute(at('/onmat/store', false), localStorage)).toEqual({ kind: 'pass' });
    expect(guardRoute(at('/onmat/whatever'), localStorage)).toEqual({ kind: 'pass' });
  });

  it('sends a protected route without a token to its login route with the encoded full path', () => {
    expect(guardRoute(at('/onmat/my_vip?a=1&b=中#x', true), localStorage)).toEqual({
      kind: 'login',
      to: '/onmat/login?redirect=' + encodeURIComponent('/onmat/my_vip?a=1&b=%E4%B8%AD#x'),
    });
    expect(guardRoute(at('/teacher/change_class', true), localStorage)).toEqual({
      kind: 'login',
      to: '/teacher/login?redirect=%2Fteacher%2Fchange_class',
    });
  });

  it('reads the coach token on coach routes and the student token elsewhere', () => {
    localStorage.setItem('phala_teacher_token', '["old","coach"]');
    expect(guardRoute(at('/phala/teacher/change_class', true), localStorage).kind).toBe('pass');
    expect(guardRoute(at('/phala/wallet_record', true), localStorage).kind).toBe('login');
  });

  it('treats placeholder and broken stored values as signed out', () => {
    localStorage.setItem('slim_token', 'undefined');
    expect(guardRoute(at('/slim/flash_sale', true), localStorage).kind).toBe('login');
    localStorage.setItem('slim_token', '["tok",');
    expect(guardRoute(at('/slim/flash_sale', true), localStorage).kind).toBe('login');
  });

  it('has no login route for paths outside the sub-apps', () => {
    expect(loginPathFor(at('/cc'))).toBeNull();
  });
});

describe('answerQuestionRedirect', () => {
  const save = (v: string) => localStorage.setItem('answer_question_url_data', v);

  it('goes to the saved record unless force is asked', () => {
    save(JSON.stringify({ id: 12, password: 'p&w d' }));
    expect(answerQuestionRedirect('', localStorage)).toBe('/teacher/copy_success?id=12&password=p%26w+d');
    expect(answerQuestionRedirect('?force', localStorage)).toBeNull();
    expect(answerQuestionRedirect('?force=0', localStorage)).toBeNull();
  });

  it('stays when there is no record or it is malformed', () => {
    expect(answerQuestionRedirect('', localStorage)).toBeNull();
    for (const bad of ['{', '"x"', 'null', '{"id":1}', '{"id":"","password":"x"}', '[1,2]']) {
      save(bad);
      expect(answerQuestionRedirect('', localStorage)).toBeNull();
    }
  });
});
