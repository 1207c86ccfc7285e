import { http } from 'msw';
import type { AgreementBlock, AgreementDocument, AgreementSummary } from '@yoga/contract';
import { API, failJson, okJson } from '@yoga/testing';

const blocks = (lang: string): AgreementBlock[] =>
  lang === 'en'
    ? [
        { type: 'heading', id: 'collect', text: 'What we collect' },
        {
          type: 'paragraph',
          content: [{ text: 'Your ' }, { text: 'phone number', bold: true }, { text: '.' }],
        },
        { type: 'heading', id: 'rights', text: 'Your rights' },
        {
          type: 'list',
          ordered: false,
          items: [[{ text: 'See your data' }], [{ text: 'Delete your account' }]],
        },
      ]
    : [
        { type: 'heading', id: 'collect', text: '我们收集的信息' },
        { type: 'paragraph', content: [{ text: '你的' }, { text: '手机号码', bold: true }, { text: '。' }] },
        { type: 'heading', id: 'rights', text: '你的权利' },
        {
          type: 'list',
          ordered: false,
          items: [
            [{ text: '查阅你的资料' }],
            [{ text: '见' }, { text: '《用户协议》', href: '/onmat/agreement' }],
          ],
        },
      ];

/** A privacy policy as the stand-in serves it, in the asked language, version 2 in effect. */
export const sampleDocument = (lang = 'zh', version = 2): AgreementDocument => ({
  key: 'privacy',
  title: lang === 'en' ? 'Privacy Policy' : '隐私政策',
  version,
  effectiveDate: '2026-11-14',
  current: version === 2,
  blocks: blocks(lang),
  versions: [
    { version: 2, effectiveDate: '2026-11-14', note: lang === 'en' ? 'Added contacts' : '新增联系方式' },
    { version: 1, effectiveDate: '2025-09-01', note: lang === 'en' ? 'First published' : '首次发布' },
  ],
});

export const sampleList = (lang = 'zh'): AgreementSummary[] => [
  {
    key: 'user',
    title: lang === 'en' ? 'User Agreement' : '用户协议',
    version: 2,
    effectiveDate: '2026-10-27',
  },
  {
    key: 'privacy',
    title: lang === 'en' ? 'Privacy Policy' : '隐私政策',
    version: 2,
    effectiveDate: '2026-11-14',
  },
  {
    key: 'coach',
    title: lang === 'en' ? 'Coach Agreement' : '教练服务协议',
    version: 1,
    effectiveDate: '2026-01-01',
  },
];

const langOf = (request: Request) => (/^en/.test(request.headers.get('Language') ?? '') ? 'en' : 'zh');

/** The stand-in's answers: the privacy policy (any key but `nope`) and the list; 5001 for `nope`. */
export const agreementsHandlers = [
  http.get(`${API}/agreements`, ({ request }) => okJson({ list: sampleList(langOf(request)) })),
  http.get(`${API}/agreements/:key`, ({ request, params }) => {
    if (params.key === 'nope') return failJson(5001, '协议不存在');
    const v = new URL(request.url).searchParams.get('version');
    return okJson({ ...sampleDocument(langOf(request), v ? Number(v) : 2), key: String(params.key) });
  }),
];
