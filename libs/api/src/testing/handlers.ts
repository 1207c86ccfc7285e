import { http, HttpResponse } from 'msw';

/** Success cases shared by the request-layer tests; error cases are added inside each test. */
export const API = 'http://localhost:3000/api';

export const handlers = [
  http.get(`${API}/echo`, ({ request }) =>
    HttpResponse.json({
      state: 1,
      code: 200,
      msg: '',
      data: { headers: Object.fromEntries(request.headers), url: request.url },
    }),
  ),
  http.get('http://localhost:3000/suman-echo', ({ request }) =>
    HttpResponse.json({
      state: 1,
      code: 200,
      msg: '',
      data: { headers: Object.fromEntries(request.headers) },
    }),
  ),
  http.get(`${API}/plain`, () => HttpResponse.json({ list: [1, 2], total: 2 })),
];
