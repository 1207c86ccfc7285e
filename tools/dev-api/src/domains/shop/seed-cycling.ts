import { kv, row, SHIPPING_NOTE, type SeedSpu } from './seed-types';

const bikeText = (title: string, use: string) => [
  `${title}，${use}。`,
  '整车出厂前由技师完成调校，到货仅需安装车把与脚踏（附工具与图文教程），约 15 分钟即可骑行。',
  '车架终身质保，其余部件一年质保；支持全国 200+ 合作门店免费首次保养。',
];
/** A bike: colour × frame size, the parameter table every bike page shows. */
const bike = (line: string, params: string, o: Partial<SeedSpu> = {}): SeedSpu => {
  const p = row(line, { ...o, params: kv(params) });
  return { ...p, description: bikeText(p.title, p.subtitle) };
};
const gear = (line: string, o: Partial<SeedSpu> = {}): SeedSpu => {
  const p = row(line, o);
  return {
    ...p,
    params: [...p.params, ['发货', SHIPPING_NOTE]],
    description: [`${p.title}：${p.subtitle}。`, '骑行装备均通过国家 3C 或 CPSC 认证，质量问题 30 天包换。'],
  };
};
const road = '适合身高=S 160-170 / M 170-180 / L 180-190 cm';

/** Bikes pick colour × frame size (S/M/L by rider height); gear picks colour × size or model. */
export const cycling: SeedSpu[] = [
  bike(
    '公路车|风驰 R7 碳纤维公路车|全内走线 · 禧玛诺 105 22 速|road|颜色:竞速红,哑光黑;尺寸:S,M,L|12999|14999|326|爆款,会员价',
    `车架材质=T800 碳纤维;整车重量=8.2 kg;变速系统=禧玛诺 105 R7000 2×11 速;轮径=700C;刹车=油压碟刹;${road}`,
    { member: 0.95, images: 5 },
  ),
  bike(
    '公路车|疾风 A3 铝合金公路车|入门首选 · Sora 18 速|road|颜色:冰川蓝,月光白;尺寸:S,M,L|4599|5299|812|入门',
    `车架材质=6061 铝合金;整车重量=9.8 kg;变速系统=禧玛诺 Sora 2×9 速;轮径=700C;刹车=机械碟刹;${road}`,
    { zero: [2] },
  ),
  bike(
    '公路车|逐日 C9 空气动力公路车|风洞优化 · 电子变速|road|颜色:哑光黑;尺寸:S,M,L|26999|29999|58|旗舰',
    `车架材质=T1000 碳纤维;整车重量=7.6 kg;变速系统=禧玛诺 Ultegra Di2 2×12 速;轮径=700C;刹车=油压碟刹;${road}`,
    { soldOut: true },
  ),
  bike(
    '山地车|越岭 M5 硬尾山地车|前叉锁死 · 27 速 · 林道入门|mtb|颜色:军绿,亮橙;尺寸:S,M,L|3299|3899|1020|会员价',
    '车架材质=6061 铝合金;整车重量=13.5 kg;变速系统=禧玛诺 Altus 3×9 速;轮径=27.5 英寸;刹车=油压碟刹;适合身高=S 155-168 / M 168-180 / L 180-192 cm',
    { member: 0.92 },
  ),
  bike(
    '山地车|峰行 T8 全避震山地车|130mm 行程 · 单盘 12 速|mtb|颜色:岩石灰,竞速红;尺寸:S,M,L|9899|11299|214|新品',
    '车架材质=碳纤维前三角 + 铝合金后叉;整车重量=13.9 kg;变速系统=SRAM NX Eagle 1×12 速;轮径=29 英寸;刹车=四活塞油压碟刹;适合身高=S 160-172 / M 172-184 / L 184-196 cm',
  ),
  bike(
    '城市通勤|漫游 U2 复古通勤车|前置车筐 · 内变 3 速 · 挡泥板|city|颜色:奶油黄,薄荷绿,月光白;尺寸:S,M,L|1899|2299|1533|通勤',
    '车架材质=高碳钢;整车重量=14.8 kg;变速系统=禧玛诺 Nexus 内变 3 速;轮径=26 英寸;刹车=V 刹;适合身高=S 150-163 / M 163-175 / L 175-188 cm',
  ),
  bike(
    '城市通勤|轻折 F1 折叠车|10 秒折叠 · 可上地铁|city|颜色:雾霾蓝,哑光黑;尺寸:S,M,L|2699|3199|967|折叠',
    '车架材质=6061 铝合金;整车重量=11.2 kg;变速系统=禧玛诺 Claris 1×8 速;轮径=20 英寸;刹车=V 刹;适合身高=S 150-165 / M 165-180 / L 180-190 cm',
  ),
  gear(
    '骑行装备|MIPS 防护骑行头盔|一体成型 · 21 个通风孔|helmet|颜色:哑光黑,竞速红,月光白;尺码:M,L|699|899|1422|安全认证',
    { params: kv('认证=CPSC / CE EN1078;重量=265 g（M）') },
  ),
  gear('骑行装备|半指减震骑行手套|SBR 掌垫 · 透气网布|glove|颜色:哑光黑,亮橙;尺码:S,M,L,XL|129|159|2210|', {
    zero: [7],
  }),
  gear(
    '配件|USB-C 充电智能尾灯|刹车感应 · 续航 20 小时|light|颜色:哑光黑;型号:尾灯,前灯 + 尾灯套装|159,299|349|3108|爆款',
  ),
  gear(
    '配件|碳纤维水壶架 + 运动水壶|18 g 超轻 · 挤压式水壶|bottle|颜色:哑光黑,冰川蓝;规格:水壶架,水壶架 + 620ml 水壶|89,139|169|1870|',
  ),
  gear('配件|防水车座包|1.2L 容量 · 反光条|bag|颜色:哑光黑,军绿;容量:0.6L,1.2L|99,129|149|1265|'),
];
