import { describe, expect, it } from 'vitest';
import { contractProblem, endpointOf } from './contract-check';
import { failJson, okJson } from './envelope';

const at = (path: string, method = 'GET') => new Request(`http://localhost:3000${path}`, { method });
const rules = { activityId: 1, title: '每日签到领积分', rules: ['每天一次'] };

describe('contractProblem', () => {
  it('passes a success whose data parses with its endpoint’s schema, and refusals', async () => {
    expect(await contractProblem(at('/api/check-in/rules?id=1'), okJson(rules))).toBeNull();
    expect(await contractProblem(at('/api/check-in/rules'), failJson(4701, '不存在'))).toBeNull();
  });

  it('names the endpoint and the field of a drifted fixture', async () => {
    const problem = await contractProblem(at('/api/check-in/rules'), okJson({ ...rules, activityId: '1' }));
    expect(problem).toContain('GET /api/check-in/rules');
    expect(problem).toContain('activityId');
  });

  it('fails a success for an endpoint the contract does not have', async () => {
    expect(await contractProblem(at('/api/check-in/nowhere'), okJson({}))).toContain('no endpoint');
  });

  it('matches path parameters, literal segments first', () => {
    expect(endpointOf('POST', 'http://x/api/check-in/activities/7/check-in')?.path).toBe(
      '/api/check-in/activities/:id/check-in?subApp=',
    );
    expect(endpointOf('GET', 'http://x/api/check-in/activities/7/check-in')).toBeUndefined();
  });
});
