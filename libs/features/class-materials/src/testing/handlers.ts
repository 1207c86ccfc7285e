import { http } from 'msw';
import type { ClassMaterialFile, ClassMaterialGroup, ClassMaterialList } from '@yoga/contract';
import { API, failJson, okJson, testStore } from '@yoga/testing';

let nextId = 1;
const file = (kind: 'video' | 'pdf', title: string, viewed = false): ClassMaterialFile => {
  const id = nextId++;
  return {
    id,
    kind,
    title,
    size: kind === 'video' ? 151_050 : 3_200,
    durationSec: kind === 'video' ? 120 : null,
    pages: kind === 'video' ? null : 2,
    url: `/api/class-materials/files/${id}/${kind}?ticket=t`,
    viewed,
  };
};

const group = (classId: number, className: string, n: number | null, files: ClassMaterialFile[]) =>
  ({
    classId,
    className,
    startsAt: '2026-11-24T11:00:00.000Z',
    coach: '林晓',
    number: n,
    files,
  }) satisfies ClassMaterialGroup;

const sample = (series: string): ClassMaterialList => {
  if (series === 'teaching')
    return {
      series: 'teaching',
      groups: [
        group(1, '流瑜伽基础', null, [
          file('pdf', '流瑜伽基础·教案'),
          file('video', '流瑜伽基础·示范视频'),
          file('pdf', '流瑜伽基础·课堂讲义', true),
          { ...file('video', '教练上传·breath.mp4'), size: 2_048_000, durationSec: null },
        ]),
        group(2, '阴瑜伽放松', null, [file('video', '阴瑜伽放松·示范视频')]),
      ],
    };
  const label = series === 'strengthen' ? '周' : '课';
  return {
    series: series as ClassMaterialList['series'],
    groups: [1, 2].map((n) =>
      group(10 + n, series === 'strengthen' ? '强化训练营' : '秋季体态调整系列', n, [
        file('video', `第${n}${label} 视频`),
        file('pdf', `第${n}${label} 练习单`),
      ]),
    ),
  };
};

/** The lists the handlers answer with, per series; a mark changes them, reset starts over. */
export const classMaterialsDataStore = testStore<Record<string, ClassMaterialList>>(() => {
  nextId = 1;
  return Object.fromEntries(['teaching', 'strengthen', 'season'].map((s) => [s, sample(s)]));
});

/** This domain's success answers, shared by its tests. */
export const classMaterialsHandlers = [
  http.get(`${API}/class-materials`, ({ request }) => {
    const series = new URL(request.url).searchParams.get('series') ?? '';
    const data = classMaterialsDataStore.current[series];
    return data ? okJson(data) : failJson(400, '参数错误');
  }),
  http.post(`${API}/class-materials/files/:id/viewed`, ({ params }) => {
    for (const list of Object.values(classMaterialsDataStore.current))
      for (const g of list.groups)
        for (const f of g.files)
          if (f.id === Number(params.id)) {
            f.viewed = true;
            return okJson(f);
          }
    return failJson(5951, '资料不存在或不属于你的课程');
  }),
];
