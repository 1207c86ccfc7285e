import { brandName } from '@yoga/platform';
/**
 * The documents' text, zh and en, written once for every brand ({brand} is the brand's name, {privacy}
 * the path of its privacy policy). Inline markup is the seed's authoring shorthand only: **bold** and
 * [text](/path or https://…); seed.ts turns it into the structured blocks the API serves, never HTML.
 */
export interface Lang {
  zh: string;
  en: string;
}
export type Body = Lang | { list: Lang[]; ordered?: boolean };
export interface Section {
  id: string;
  title: Lang;
  body: Body[];
}
export interface VersionSeed {
  version: number;
  /** Days before today it took effect (the seed is relative to the clock). */
  daysAgo: number;
  /** What changed from the version before, in one line. */
  note: Lang;
  sections: Section[];
}
export type Audience = 'student' | 'coach' | 'all';
export interface DocumentSeed {
  key: string;
  audience: Audience;
  title: Lang;
  versions: VersionSeed[];
}

const l = (zh: string, en: string): Lang => ({ zh, en });
const s = (id: string, title: Lang, ...body: Body[]): Section => ({ id, title, body });
const ul = (...list: Lang[]): Body => ({ list });
const ol = (...list: Lang[]): Body => ({ list, ordered: true });

const userSections = [
  s(
    'scope',
    l('协议的范围', 'Scope of this agreement'),
    l(
      '欢迎使用{brand}。本协议是你与{brand}运营方之间就注册、登录和使用本平台服务（包括课程预约、直播与回放、会员与商城）所订立的协议。',
      'Welcome to {brand}. This agreement is between you and the operator of {brand} and covers signing up, signing in and using our services, including class booking, live and recorded classes, membership and the store.',
    ),
    l(
      '请在使用前仔细阅读，特别是以**加粗**标出的免责与限制条款。勾选同意或实际使用服务，即表示你已阅读并接受本协议。',
      'Please read it before using the service, especially the limitation clauses marked in **bold**. Ticking the box or using the service means you have read and accept this agreement.',
    ),
  ),
  s(
    'account',
    l('账号注册与安全', 'Your account and its security'),
    l(
      '你使用手机号码和短信验证码注册和登录。你应当：',
      'You sign up and sign in with your phone number and an SMS code. You agree to:',
    ),
    ul(
      l(
        '提供真实、有效的手机号码，并在号码变更时及时更新；',
        'give a real phone number you use, and update it when it changes;',
      ),
      l(
        '妥善保管验证码，不将账号出借、转让或出售给他人；',
        'keep your codes to yourself and not lend, transfer or sell your account;',
      ),
      l(
        '发现账号被盗用时立即联系客服。',
        'contact customer service at once if someone else uses your account.',
      ),
    ),
    l(
      '**因你自身原因泄露验证码造成的损失，由你自行承担。**',
      '**Losses caused by you sharing your codes are your own responsibility.**',
    ),
  ),
  s(
    'services',
    l('课程与服务', 'Classes and services'),
    l(
      '课程的时间、教练和内容以课程页面展示为准。直播课开始前可按课程页面的规则取消预约；已开始或已结束的课程不予退款，但可在有效期内观看回放。',
      'The time, coach and content of a class are as shown on its page. A live class can be cancelled before it starts under the rules on that page; a class that has started or ended is not refunded, but its recording can be watched while it is valid.',
    ),
  ),
  s(
    'payment',
    l('付费与退款', 'Payments and refunds'),
    l(
      '价格以下单时页面显示的金额为准，以人民币计价。',
      'Prices are those shown when you place the order, in Chinese yuan.',
    ),
    ol(
      l(
        '未开始的课程：开课前 2 小时以上取消，全额退回原支付账户；',
        'A class not yet started: cancelled more than 2 hours before, refunded in full to the original payment account;',
      ),
      l(
        '会员与课程卡：开通后 7 日内且未使用任何权益的，可申请全额退款；',
        'Membership and class passes: a full refund within 7 days of purchase if no benefit has been used;',
      ),
      l(
        '商城商品：按商品页面的售后规则办理。',
        'Store goods: under the after-sales rules on the product page.',
      ),
    ),
  ),
  s(
    'conduct',
    l('使用规范', 'Acceptable use'),
    l('你不得利用本平台：', 'You may not use the service to:'),
    ul(
      l('录制、转载或传播课程内容；', 'record, repost or distribute class content;'),
      l('发布违法、侵权、骚扰他人或虚假的信息；', 'post unlawful, infringing, harassing or false content;'),
      l(
        '以自动化手段批量注册、抢课或干扰服务的正常运行。',
        'sign up, book classes or interfere with the service by automated means.',
      ),
    ),
  ),
  s(
    'liability',
    l('责任限制', 'Limitation of liability'),
    l(
      '**瑜伽与健身练习存在受伤风险。请根据自身健康状况量力而行，如有疾病、伤病或怀孕，请在练习前咨询医生。**因不可抗力、网络故障或第三方原因导致服务中断的，我们将尽快恢复，但不承担由此产生的间接损失。',
      '**Yoga and fitness practice carries a risk of injury. Practise within your limits, and ask a doctor first if you are ill, injured or pregnant.** If the service is interrupted by force majeure, network failures or third parties, we will restore it as soon as we can but are not liable for indirect losses.',
    ),
  ),
  s(
    'privacy-link',
    l('个人信息保护', 'Personal information'),
    l(
      '我们如何收集和使用你的个人信息，见[《隐私政策》]({privacy})。',
      'How we collect and use your personal information is set out in our [Privacy Policy]({privacy}).',
    ),
  ),
  s(
    'changes',
    l('协议的变更与联系我们', 'Changes and contact'),
    l(
      '协议变更时，我们会在生效前至少 7 日通过应用内公告通知你；你继续使用服务即视为接受变更。如有疑问，请通过“联系客服”与我们联系。',
      'We will announce changes in the app at least 7 days before they take effect; using the service afterwards means you accept them. For questions, reach us through Customer Service.',
    ),
  ),
];

const privacySections = [
  s(
    'intro',
    l('引言', 'Introduction'),
    l(
      '{brand}重视你的个人信息与隐私。本政策说明我们收集哪些信息、为何收集、如何使用与保护，以及你享有的权利。',
      '{brand} takes your personal information and privacy seriously. This policy explains what we collect, why, how we use and protect it, and your rights.',
    ),
  ),
  s(
    'collect',
    l('我们收集的信息', 'What we collect'),
    ul(
      l('**账号信息**：手机号码、昵称、头像；', '**Account**: phone number, nickname, avatar;'),
      l(
        '**交易信息**：订单、支付状态与收货地址（不含银行卡号）；',
        '**Transactions**: orders, payment status and delivery addresses (never card numbers);',
      ),
      l(
        '**练习记录**：预约、上课、回放观看与打卡记录；',
        '**Practice**: bookings, classes attended, recordings watched and check-ins;',
      ),
      l(
        '**设备信息**：设备型号、系统版本与网络类型，用于保障服务安全与稳定。',
        '**Device**: model, system version and network type, to keep the service secure and stable.',
      ),
    ),
  ),
  s(
    'use',
    l('我们如何使用信息', 'How we use it'),
    l(
      '我们仅在提供服务所必需的范围内使用你的信息：完成登录与身份验证、处理订单与退款、发送上课提醒、改进课程推荐，以及依法履行义务。**未经你的单独同意，我们不会将你的信息用于其他目的。**',
      'We use your information only as the service needs: signing you in, handling orders and refunds, sending class reminders, improving recommendations and meeting legal duties. **We never use it for anything else without your separate consent.**',
    ),
  ),
  s(
    'share',
    l('共享与委托处理', 'Sharing and processors'),
    l(
      '我们不出售你的个人信息。仅在以下情形与第三方共享：支付机构（完成支付）、物流公司（配送商品）、短信服务商（发送验证码），且只提供完成该项服务所必需的信息。',
      'We do not sell your personal information. We share it only with payment providers (to take payments), couriers (to deliver goods) and SMS providers (to send codes), and only what each of them needs.',
    ),
  ),
  s(
    'storage',
    l('存储与保护', 'Storage and security'),
    l(
      '你的信息存储在中华人民共和国境内，保存期限为实现目的所必需的最短时间；账号注销后，我们将在 15 个工作日内删除或匿名化处理你的信息，法律另有规定的除外。我们采用加密传输、访问控制等措施保护信息安全。',
      'Your information is stored in mainland China for no longer than its purpose needs; after you delete your account we delete or anonymise it within 15 working days unless the law requires otherwise. We protect it with encrypted transport and access controls.',
    ),
  ),
  s(
    'rights',
    l('你的权利', 'Your rights'),
    ul(
      l('查阅、更正你的个人资料；', 'see and correct your profile;'),
      l('撤回对非必要信息处理的同意；', 'withdraw consent to optional processing;'),
      l('申请注销账号；', 'ask to delete your account;'),
      l(
        '就个人信息处理向我们投诉，我们将在 15 个工作日内答复。',
        'complain about how we handle your information; we answer within 15 working days.',
      ),
    ),
  ),
  s(
    'minors',
    l('未成年人保护', 'Minors'),
    l(
      '若你未满 14 周岁，请在监护人的陪同与同意下使用本服务。我们发现未经监护人同意收集了儿童信息的，将尽快删除。',
      'If you are under 14, use the service only with your guardian present and agreeing. If we find we collected a child’s information without a guardian’s consent, we delete it promptly.',
    ),
  ),
  s(
    'contact',
    l('联系我们', 'Contact us'),
    l(
      '对本政策有任何疑问，可通过应用内“联系客服”或发送邮件至 privacy@example.com 联系我们的个人信息保护负责人。',
      'For any question about this policy, reach our data protection officer through Customer Service in the app or at privacy@example.com.',
    ),
  ),
];

const vipSections = [
  s(
    'benefits',
    l('会员权益', 'Membership benefits'),
    l(
      '会员在有效期内可观看会员专享课程与回放，享受课程购买折扣及会员活动。具体权益以开通页面展示为准。',
      'During the membership you can watch member-only classes and recordings, get discounts on classes and join member events. The benefits are those shown on the purchase page.',
    ),
  ),
  s(
    'term',
    l('有效期与续费', 'Term and renewal'),
    l(
      '会员自开通时起生效，按所购套餐计算有效期；在有效期内再次购买的，有效期顺延。**本服务不会自动续费。**',
      'A membership starts when it is bought and runs for the plan’s length; buying again while it runs extends it. **It never renews automatically.**',
    ),
  ),
  s(
    'refund',
    l('退款', 'Refunds'),
    l(
      '开通后 7 日内且未观看任何会员课程的，可全额退款；已使用权益的，不予退款。',
      'A membership can be refunded in full within 7 days if no member class has been watched; once a benefit has been used it cannot be refunded.',
    ),
  ),
  s(
    'personal',
    l('仅限本人使用', 'For you only'),
    l(
      '会员权益仅限开通账号本人使用，不得转让、出租或共享账号。',
      'Membership benefits are for the account holder only and may not be transferred, rented out or shared.',
    ),
  ),
];

const pearlSections = [
  s(
    'what',
    l('什么是珍珠', 'What pearls are'),
    l(
      '珍珠是{brand}内用于购买课程与打赏教练的虚拟币，**1 颗珍珠对应人民币 0.1 元**。珍珠不是货币，不能兑换现金，也不能在账号之间转让。',
      'Pearls are the virtual currency of {brand} for buying classes and tipping coaches; **one pearl is worth ¥0.10**. Pearls are not money: they cannot be cashed out or moved between accounts.',
    ),
  ),
  s(
    'get',
    l('获得与使用', 'Getting and spending pearls'),
    ul(
      l('充值获得，或参加平台活动获得赠送珍珠；', 'Top up, or receive bonus pearls from events;'),
      l('使用时优先扣除赠送珍珠，再扣除充值珍珠；', 'Bonus pearls are spent first, then topped-up ones;'),
      l('赠送珍珠自获得之日起 365 日内有效。', 'Bonus pearls expire 365 days after you receive them.'),
    ),
  ),
  s(
    'coach',
    l('教练收益', 'Coach earnings'),
    l(
      '教练收到的珍珠按结算规则折算为收益，每月结算一次，平台服务费比例以教练后台公示为准。',
      'Pearls a coach receives are converted into earnings under the settlement rules once a month; the platform fee is as published in the coach console.',
    ),
  ),
  s(
    'refund',
    l('退还', 'Refunds'),
    l(
      '充值后 7 日内未使用的珍珠可申请原路退还；已使用或赠送的珍珠不予退还。',
      'Unused topped-up pearls can be refunded to the original payment account within 7 days; spent or bonus pearls cannot.',
    ),
  ),
];

const safetySections = [
  s(
    'before',
    l('练习前', 'Before you practise'),
    ul(
      l(
        '如有心脏病、高血压、近期手术或处于孕期，请先咨询医生；',
        'If you have a heart condition, high blood pressure, recent surgery or are pregnant, ask a doctor first;',
      ),
      l('饭后 1 小时内不宜练习；', 'Wait an hour after a meal;'),
      l('清理练习空间，使用防滑垫。', 'Clear the space around you and use a non-slip mat.'),
    ),
  ),
  s(
    'during',
    l('练习中', 'While you practise'),
    l(
      '**感到疼痛、头晕或呼吸困难时，请立即停止练习。**动作以舒适为度，不要与他人比较，也不要强行追求教练的示范幅度。',
      '**Stop at once if you feel pain, dizziness or shortness of breath.** Move only as far as is comfortable; do not compare yourself with others or force the coach’s range of motion.',
    ),
  ),
  s(
    'after',
    l('练习后', 'After you practise'),
    l(
      '做好放松与拉伸，及时补充水分。持续不适请及时就医。',
      'Cool down and stretch, and drink water. See a doctor if discomfort persists.',
    ),
  ),
  s(
    'emergency',
    l('紧急情况', 'Emergencies'),
    l('如遇紧急情况，请立即拨打 120 急救电话。', 'In an emergency, call 120 for an ambulance at once.'),
  ),
];

const specialSections = [
  s(
    'what',
    l('特别版是什么', 'What the special edition is'),
    l(
      '特别版是{brand}为合作机构和线下门店提供的版本，包含机构定制课程，界面与功能与标准版基本一致。',
      'The special edition is the version of {brand} for partner organisations and studios. It includes their own classes; screens and features are otherwise the same as the standard edition.',
    ),
  ),
  s(
    'differences',
    l('与标准版的区别', 'Differences from the standard edition'),
    ul(
      l(
        '课程由合作机构安排，价格与退款以机构公示为准；',
        'Classes are arranged by the partner, whose published prices and refund rules apply;',
      ),
      l('部分会员活动不适用于特别版；', 'Some member events do not apply to the special edition;'),
      l(
        '账号与标准版互通，练习记录合并显示。',
        'Accounts are shared with the standard edition, and practice history is shown together.',
      ),
    ),
  ),
  s(
    'support',
    l('服务与支持', 'Support'),
    l(
      '特别版的课程问题请先联系所属机构，账号与支付问题请联系平台客服。',
      'For class questions contact your organisation first; for account and payment questions contact our customer service.',
    ),
  ),
];

const coachSections = [
  s(
    'role',
    l('合作关系', 'Our relationship'),
    l(
      '你作为独立教练入驻{brand}，通过平台开设课程、直播授课并答疑。双方为合作关系，不构成劳动关系。',
      'You join {brand} as an independent coach to run classes, teach live and answer students’ questions. This is a partnership, not employment.',
    ),
  ),
  s(
    'duties',
    l('教练的义务', 'Your duties'),
    ul(
      l(
        '持有有效的瑜伽或健身教练资质，并如实填写资料；',
        'hold a valid yoga or fitness teaching qualification and give true information;',
      ),
      l(
        '按时开课，因故不能授课须提前 24 小时在后台调课；',
        'start classes on time, and reschedule in the console at least 24 hours ahead when you cannot teach;',
      ),
      l(
        '提醒学员练习风险，**不得提供医疗诊断或治疗建议**；',
        'remind students of the risks of practice, and **never give medical diagnoses or treatment advice**;',
      ),
      l('不得私下引导学员绕过平台交易。', 'not lead students to pay outside the platform.'),
    ),
  ),
  s(
    'income',
    l('收益与结算', 'Earnings and settlement'),
    l(
      '课程收益与珍珠打赏每月 10 日结算上月收入，明细可在后台查看。',
      'Class earnings and pearl tips for a month are settled on the 10th of the next month; details are in the console.',
    ),
  ),
  s(
    'content',
    l('内容与知识产权', 'Content and intellectual property'),
    l(
      '你保留课程内容的著作权，并授权平台在服务期间播放、推广该内容。',
      'You keep the copyright of your classes and license the platform to stream and promote them while you work with us.',
    ),
  ),
];

const pkSections = [
  s(
    'rules',
    l('PK 赛规则', 'Challenge rules'),
    l(
      'PK 赛是教练之间以学员出勤与好评为指标的月度排名活动，排名每日更新，每月最后一日 24 时结束。',
      'The coach challenge is a monthly ranking by students’ attendance and ratings. The ranking updates daily and closes at midnight on the last day of the month.',
    ),
  ),
  s(
    'fair',
    l('公平竞赛', 'Fair play'),
    l(
      '**刷单、诱导好评或以任何方式伪造数据的，取消参赛资格并追回奖励。**',
      '**Fake bookings, paid reviews or any faked data disqualify you and the prize is taken back.**',
    ),
  ),
  s(
    'prizes',
    l('奖励发放', 'Prizes'),
    l(
      '奖励在排名公示后 7 个工作日内发放至教练收益账户。',
      'Prizes are paid into your earnings account within 7 working days of the final ranking.',
    ),
  ),
];

/** A document's versions: the first holds all sections but the last; the newest holds all. */
function versions(sections: Section[], notes: [Lang, Lang], days: [number, number]): VersionSeed[] {
  return [
    { version: 1, daysAgo: days[0], note: notes[0], sections: sections.slice(0, -1) },
    { version: 2, daysAgo: days[1], note: notes[1], sections },
  ];
}
const first = l('首次发布', 'First published');

export const DOCUMENTS: Record<string, DocumentSeed> = {
  user: {
    key: 'user',
    audience: 'all',
    title: l('用户协议', 'User Agreement'),
    versions: versions(
      userSections,
      [first, l('新增“协议的变更与联系我们”一节', 'Added “Changes and contact”')],
      [420, 30],
    ),
  },
  privacy: {
    key: 'privacy',
    audience: 'all',
    title: l('隐私政策', 'Privacy Policy'),
    versions: versions(
      privacySections,
      [first, l('新增个人信息保护负责人的联系方式', 'Added how to reach our data protection officer')],
      [420, 12],
    ),
  },
  vip: {
    key: 'vip',
    audience: 'student',
    title: l('会员服务协议', 'Membership Agreement'),
    versions: versions(
      vipSections,
      [first, l('明确会员权益仅限本人使用', 'Made clear that benefits are for the holder only')],
      [300, 60],
    ),
  },
  pearl: {
    key: 'pearl',
    audience: 'all',
    title: l('珍珠使用协议', 'Pearl Terms'),
    versions: versions(
      pearlSections,
      [first, l('新增珍珠的退还规则', 'Added how pearls are refunded')],
      [365, 45],
    ),
  },
  sports_safety: {
    key: 'sports_safety',
    audience: 'student',
    title: l('运动安全须知', 'Exercise Safety Notice'),
    versions: versions(
      safetySections,
      [first, l('新增紧急情况的处理', 'Added what to do in an emergency')],
      [500, 90],
    ),
  },
  special_version: {
    key: 'special_version',
    audience: 'student',
    title: l('特别版说明', 'About the Special Edition'),
    versions: versions(
      specialSections,
      [first, l('新增服务与支持', 'Added where to get support')],
      [200, 20],
    ),
  },
  coach: {
    key: 'coach',
    audience: 'coach',
    title: l('教练服务协议', 'Coach Agreement'),
    versions: versions(
      coachSections,
      [first, l('新增内容与知识产权条款', 'Added content and intellectual property')],
      [400, 40],
    ),
  },
  pk: {
    key: 'pk',
    audience: 'coach',
    title: l('PK 赛协议', 'Coach Challenge Terms'),
    versions: versions(pkSections, [first, l('新增奖励发放时间', 'Added when prizes are paid')], [150, 10]),
  },
};

/** Which documents each brand publishes (its coach apps see the coach ones, students the others). */
export const BRAND_DOCUMENTS: Record<string, string[]> = {
  onmat: ['user', 'privacy', 'vip', 'pearl', 'sports_safety', 'special_version', 'coach'],
  phala: ['user', 'privacy', 'vip', 'sports_safety', 'coach'],
  suman: ['user', 'privacy', 'pearl', 'coach', 'pk'],
  'yoga-bay': ['user', 'privacy', 'sports_safety'],
  cycling: ['user', 'privacy', 'sports_safety'],
  slim: ['user', 'privacy'],
  beaticam: ['user', 'privacy'],
};

/** Each brand's name as the registry spells it. */
export const BRAND_NAMES: Record<string, Lang> = Object.fromEntries(
  (['onmat', 'phala', 'suman', 'yoga-bay', 'cycling', 'slim', 'beaticam'] as const).map((b) => [
    b,
    l(brandName(b, 'zh'), brandName(b, 'en')),
  ]),
);
