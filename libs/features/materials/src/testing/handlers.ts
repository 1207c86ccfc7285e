import { http, HttpResponse } from 'msw';
import type { HomeworkClass, HomeworkFile, MaterialClass, MaterialRecord, UploadState } from '@yoga/contract';
import { API, okJson, pagedJson } from '@yoga/testing';

const day = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

export const classes: MaterialClass[] = [
  { id: 1, title: '流瑜伽基础', startsAt: day(1), brief: '上传一段示范视频和两张体式图', uploaded: 1 },
  { id: 2, title: '阴瑜伽放松', startsAt: day(2), brief: '上传课前热身视频', uploaded: 0 },
];

export const records: MaterialRecord[] = [
  {
    id: 3,
    classId: 2,
    classTitle: '阴瑜伽放松',
    kind: 'video',
    fileName: 'warm-up.mp4',
    size: 9_600_000,
    status: 'rejected',
    reason: '视频画面太暗',
    createdAt: day(-2),
  },
  {
    id: 2,
    classId: 1,
    classTitle: '流瑜伽基础',
    kind: 'image',
    fileName: 'core.jpg',
    size: 820_000,
    status: 'pending',
    reason: null,
    createdAt: day(-1),
  },
  {
    id: 1,
    classId: 1,
    classTitle: '流瑜伽基础',
    kind: 'video',
    fileName: 'demo.mp4',
    size: 18_400_000,
    status: 'approved',
    reason: null,
    createdAt: day(-3),
  },
];

export const homework: HomeworkFile[] = [
  {
    id: 1,
    confId: 1,
    classTitle: '流瑜伽基础',
    student: '学员0002',
    kind: 'image',
    fileName: 'pose.png',
    size: 2048,
    createdAt: day(-1),
  },
];

export const homeworkClass: HomeworkClass = {
  confId: 1,
  title: '流瑜伽基础',
  coach: '学员8000',
  startsAt: day(1),
  task: '上传一段示范视频和两张体式图',
  files: [],
};

/**
 * The domain's success answers, with an in-memory chunked upload: chunks advance `received`, so a
 * test can drop the network between chunks and resume.
 */
export function materialsHandlers() {
  const uploads = new Map<string, UploadState>();
  let n = 0;
  return [
    http.get(`${API}/materials/classes`, () => okJson({ list: classes })),
    http.get(`${API}/materials/records`, ({ request }) => {
      const u = new URL(request.url);
      return pagedJson(records, { page: Number(u.searchParams.get('page') ?? 1), pageSize: 10 });
    }),
    http.get(`${API}/materials/homework`, () => okJson({ list: homework })),
    http.get(`${API}/materials/homework/:confId`, () => okJson(homeworkClass)),
    http.post(`${API}/materials/uploads`, async ({ request }) => {
      const body = (await request.json()) as { size: number };
      const state = { id: `u${++n}`.padEnd(32, '0'), size: body.size, received: 0, chunkBytes: 4 };
      uploads.set(state.id, state);
      return okJson(state);
    }),
    http.get(`${API}/materials/uploads/:id`, ({ params }) => okJson(uploads.get(String(params.id)))),
    http.post(`${API}/materials/uploads/:id/chunks`, ({ params }) => {
      const s = uploads.get(String(params.id))!;
      s.received = Math.min(s.size, s.received + s.chunkBytes);
      return okJson({ ...s });
    }),
    http.post(`${API}/materials/uploads/:id/complete`, () => okJson({ id: 9 })),
  ];
}

export const networkDown = () => HttpResponse.error();
