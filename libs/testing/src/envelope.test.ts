import { describe, expect, it } from 'vitest';
import { pagedJson } from './envelope';

describe('pagedJson', () => {
  it('answers one page of the items in the contract’s page shape', async () => {
    const body = await pagedJson([1, 2, 3, 4, 5], { page: 2, pageSize: 2 }).json();
    expect(body).toEqual({
      state: 1,
      code: 200,
      msg: '',
      data: { list: [3, 4], page: 2, pageSize: 2, total: 5 },
    });
  });

  it('defaults to the first page of ten, and keeps a total the test gives', async () => {
    const body = await pagedJson(['a'], { total: 30 }).json();
    expect(body.data).toEqual({ list: ['a'], page: 1, pageSize: 10, total: 30 });
  });
});
