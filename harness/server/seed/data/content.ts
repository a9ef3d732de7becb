/**
 * The prose the library publishes (seed/content.ts seeds it): notices over the last months, the
 * reader service agreement and the e-resources.
 */
import type { EResourceAccess } from '../../../../src/api/contract/index.js';
import { FEATURED_EVENT_ID } from './events.js';

export const MAIN = '书香市图书馆';

/** Paragraphs of HTML. */
export const p = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');

export interface SeedNotice {
  title: string;
  source: string;
  /** Days before the seed moment. */
  ago: number;
  body: string;
  pinned?: boolean;
}

export const NOTICES: SeedNotice[] = [
  {
    title: '冬季读书月系列讲座开始报名',
    source: MAIN,
    ago: 3,
    body: p(
      '冬季读书月期间，总馆四楼报告厅每周末举办一场主题讲座，欢迎读者朋友报名参加。',
      `第二讲：<a href="/events/detail?id=${FEATURED_EVENT_ID}">《红楼梦》里的饮食与节令</a>，主讲人沈知秋。`,
      '更多讲座、展览、亲子与培训活动见<a href="/events">活动报名</a>。名额已满的活动可加入候补，有人取消时按顺序递补。',
    ),
  },
  {
    title: '关于春节期间开放时间调整的通知',
    source: MAIN,
    ago: 2,
    pinned: true,
    body: p(
      '尊敬的读者：',
      '春节期间（除夕至正月初三）总馆及各分馆闭馆，正月初四起恢复正常开放。闭馆期间可通过城南分馆 24 小时还书机归还图书，到期图书自动顺延至开馆后第三天。',
      '祝广大读者新春快乐！',
    ),
  },
  {
    title: '总馆三楼文学借阅区临时闭区整修公告',
    source: MAIN,
    ago: 5,
    pinned: true,
    body: p(
      '为改善阅读环境，总馆三楼文学艺术图书借阅区将于本月 15 日至 30 日闭区整修。',
      '整修期间该区图书可通过"预约预借"在一楼总服务台领取，视听室暂停开放。给您带来不便，敬请谅解。',
    ),
  },
  {
    title: '"书香市民"冬季读书月活动开始报名',
    source: MAIN,
    ago: 1,
    body: p('读书月期间举办名家讲座、阅读打卡和亲子共读等活动，欢迎在"所有应用"中报名参加。'),
  },
  {
    title: '城南分馆24小时还书机升级完成',
    source: '城南分馆',
    ago: 4,
    body: p('城南分馆 24 小时还书机已完成升级，支持读者证和微信扫码还书，还书后借阅记录实时更新。'),
  },
  {
    title: '河西分馆创客空间开放预约',
    source: '河西分馆',
    ago: 7,
    body: p('河西分馆二楼创客空间配备 3D 打印机、激光切割机，持证读者可在服务台预约使用，每次 2 小时。'),
  },
  {
    title: '少儿馆周末绘本故事会安排',
    source: '少年儿童图书馆',
    ago: 9,
    body: p('每周六上午 10:00 在少儿馆二楼故事屋举办绘本故事会，适合 3–8 岁小读者，家长陪同参加。'),
  },
  {
    title: '新书上架：本月新增图书 2,300 册',
    source: MAIN,
    ago: 12,
    body: p('本月新增社科、文学、少儿等类图书 2,300 余册，已陈列于各馆新书展示区，欢迎借阅。'),
  },
  {
    title: '关于开展读者满意度调查的通知',
    source: MAIN,
    ago: 15,
    body: p('为提升服务质量，现开展年度读者满意度调查，请通过"读者留言"提出您的意见和建议。'),
  },
  {
    title: '"阅读与城市"系列讲座第十二期',
    source: MAIN,
    ago: 18,
    body: p('本周六下午 14:30 在总馆四楼报告厅举办讲座，主题为"运河与城市记忆"，免费入场。'),
  },
  {
    title: '电子资源远程访问服务上线',
    source: MAIN,
    ago: 21,
    body: p('持证读者可在馆外通过读者证号和密码访问部分电子资源，详见"电子资源"页面的访问方式说明。'),
  },
  {
    title: '朗读比赛作品征集延期公告',
    source: MAIN,
    ago: 24,
    body: p('"声音里的书香"朗读比赛作品征集截止时间延长一周，欢迎在"朗读比赛"中上传作品。'),
  },
  {
    title: '读者证年审提醒',
    source: MAIN,
    ago: 27,
    body: p('读者证有效期届满前可在"我的读者证"中办理延期，过期的读者证将暂停借阅。'),
  },
  {
    title: '城南分馆亲子阅读区改造完成',
    source: '城南分馆',
    ago: 31,
    body: p('城南分馆二楼亲子阅读区改造完成，新增绘本 3,000 余册和亲子座位 40 个。'),
  },
  {
    title: '关于规范馆内自习座位使用的公告',
    source: MAIN,
    ago: 35,
    body: p('自习座位请勿长时间占座，离开超过 30 分钟的物品将由工作人员代为保管。'),
  },
  {
    title: '河西分馆工作日延时开放',
    source: '河西分馆',
    ago: 39,
    body: p('自下周一起河西分馆工作日开放时间延长至 20:30，方便读者下班后借还图书。'),
  },
  {
    title: '积分商城新增文创礼品',
    source: MAIN,
    ago: 43,
    body: p('积分商城新增帆布包、书签等文创礼品，可在"积分商城"中使用积分兑换。'),
  },
  {
    title: '少儿馆寒假开放时间',
    source: '少年儿童图书馆',
    ago: 47,
    body: p('寒假期间少儿馆每天 09:00–17:00 开放（周一闭馆），欢迎小读者到馆阅读。'),
  },
  {
    title: '图书消毒服务说明',
    source: MAIN,
    ago: 52,
    body: p('各馆自助借还区配有图书消毒机，归还和借出的图书均经紫外线消毒。'),
  },
  {
    title: '地方文献征集启事',
    source: MAIN,
    ago: 58,
    body: p('总馆长期征集反映书香市历史文化的地方文献，包括图书、手稿、照片等，捐赠者将获赠收藏证书。'),
  },
  {
    title: '读者证线上办理服务说明',
    source: MAIN,
    ago: 64,
    body: p('在"在线办证"中填写信息即可办理读者证，押金标准以读者类型为准，办证后可立即借阅。'),
  },
  {
    title: '手机借书服务试运行',
    source: MAIN,
    ago: 70,
    body: p('在馆内使用"手机借书"扫描图书条码即可完成借阅，无需排队，目前在总馆和各分馆试运行。'),
  },
  {
    title: '图书转借功能上线',
    source: MAIN,
    ago: 77,
    body: p('读者可将未过期的借阅图书通过"图书转借"转给其他持证读者，转借后借阅期限重新计算。'),
  },
  {
    title: '总馆停车场收费调整公告',
    source: MAIN,
    ago: 85,
    body: p('自下月起持证读者在总馆地下停车场停车前 2 小时免费。'),
  },
  {
    title: '国庆假期开放安排',
    source: MAIN,
    ago: 96,
    body: p('国庆假期期间总馆及各分馆正常开放，开放时间 09:00–17:00。'),
  },
];

export const AGREEMENT_TITLE = '读者服务协议';

export const AGREEMENT = [
  '<h2>一、总则</h2>',
  p(
    '本协议是读者与书香市图书馆（以下简称"本馆"）之间关于办理和使用读者证、使用本馆各项服务的约定。办理读者证即表示您已阅读并同意本协议。',
  ),
  '<h2>二、读者证</h2>',
  p('读者证限本人使用，不得转借。读者证遗失请及时在"我的读者证"中挂失，挂失前产生的借阅责任由持证人承担。'),
  '<h2>三、借阅</h2>',
  p('读者应按期归还所借文献，过期将按规定收取罚款。所借文献如有损坏或遗失，应按规定赔偿。'),
  '<h2>四、个人信息</h2>',
  p(
    '本馆仅为提供借阅服务收集必要的个人信息（姓名、证件号码、手机号码），妥善保管，不向第三方提供，法律法规另有规定的除外。',
  ),
  '<h2>五、其他</h2>',
  p('本协议的解释权归书香市图书馆所有。如有疑问，请致电 0571-88000001。'),
].join('');

export interface EResourceSeed {
  name: string;
  description: string;
  access: EResourceAccess;
  howto: string;
  host: string;
}

export const E_RESOURCES: { code: string; name: string; resources: EResourceSeed[] }[] = [
  {
    code: 'zh-db',
    name: '中文数据库',
    resources: [
      {
        name: '中国知网（CNKI）',
        description: '中文期刊、博硕士论文、会议论文和报纸全文，覆盖各学科。',
        access: 'card',
        howto: '用读者证号和密码登录，馆外也可访问',
        host: 'cnki',
      },
      {
        name: '万方数据知识服务平台',
        description: '学术期刊、学位论文、专利和标准全文。',
        access: 'campus',
        howto: '连接馆内无线网络"SXLIB-Free"后访问',
        host: 'wanfang',
      },
      {
        name: '维普中文期刊服务平台',
        description: '中文科技期刊 1.5 万余种，回溯至 1989 年。',
        access: 'campus',
        howto: '在馆内电子阅览室或馆内网络访问',
        host: 'cqvip',
      },
      {
        name: '书香市地方文献库',
        description: '本馆自建的地方志、老照片和非遗资料库。',
        access: 'open',
        howto: '无需登录，直接访问',
        host: 'localdocs',
      },
    ],
  },
  {
    code: 'en-db',
    name: '外文数据库',
    resources: [
      {
        name: 'EBSCO 学术期刊全文库',
        description: '外文学术期刊全文，涵盖社科、人文、理工。',
        access: 'campus',
        howto: '在馆内网络访问',
        host: 'ebsco',
      },
      {
        name: 'Springer 电子图书',
        description: '外文科技电子图书 2 万余种。',
        access: 'card',
        howto: '用读者证号和密码登录',
        host: 'springer',
      },
    ],
  },
  {
    code: 'ebook',
    name: '电子图书',
    resources: [
      {
        name: '超星电子图书',
        description: '中文电子图书 100 余万种，支持在线阅读和下载。',
        access: 'card',
        howto: '用读者证号和密码登录，可下载客户端阅读',
        host: 'chaoxing',
      },
      {
        name: '博看期刊',
        description: '大众畅销期刊 4,000 余种，与纸本同步更新。',
        access: 'card',
        howto: '用读者证号和密码登录，手机也可阅读',
        host: 'bookan',
      },
      {
        name: '少儿数字图书馆',
        description: '绘本、动画和少儿百科，适合 3–12 岁。',
        access: 'open',
        howto: '无需登录，直接访问',
        host: 'kids',
      },
    ],
  },
  {
    code: 'av',
    name: '有声与视频',
    resources: [
      {
        name: '云图有声',
        description: '有声图书和名家讲座音频 3 万余集。',
        access: 'card',
        howto: '用读者证号和密码登录',
        host: 'audio',
      },
      {
        name: '新东方多媒体学习库',
        description: '外语、考试和职业技能视频课程。',
        access: 'card',
        howto: '用读者证号和密码登录后注册学习账号',
        host: 'xdf',
      },
      {
        name: '书香讲坛',
        description: '本馆历年讲座视频回放。',
        access: 'open',
        howto: '无需登录，直接观看',
        host: 'lecture',
      },
    ],
  },
];

/** The banners on home, in order: each opens a banner article (by name) or an in-app path. */
export const BANNERS: {
  title: string;
  colors: [string, string];
  article: 'readingMonth' | 'makerSpace' | null;
  path: string;
}[] = [
  {
    title: '"书香市民"冬季读书月',
    colors: ['#e0763a', '#a8421b'],
    article: 'readingMonth',
    path: '',
  },
  {
    title: '声音里的书香',
    colors: ['#2f7d6d', '#16504a'],
    article: null,
    path: '/aloud/index',
  },
  {
    title: '河西分馆创客空间开放',
    colors: ['#3f6fb5', '#233f7a'],
    article: 'makerSpace',
    path: '',
  },
  {
    title: '冬季读书月系列讲座 报名中',
    colors: ['#8a5a9e', '#5a3470'],
    article: null,
    path: `/events/detail?id=${FEATURED_EVENT_ID}`,
  },
];

/** The reading-month banner article: its title, summary and the two pictures kept for it. */
export const READING_MONTH = {
  title: '"书香市民"冬季读书月',
  /** The title the article recommends, linked to its record. */
  recommends: '红楼梦',
  summary: '名家讲座、阅读打卡、亲子共读',
  pictures: [
    { title: '读书月主会场', sub: '总馆一楼大厅', colors: ['#c2703d', '#7a3e1d'], width: 1500, height: 750 },
    { title: '往届活动现场', sub: '2025 年读书月', colors: ['#3f6fb5', '#1d3f7a'], width: 1200, height: 600 },
  ],
};

/** The reading-month banner's article: what an editor's tool may let through, around real content. */
export function readingMonthHtml(bookrecno: number | undefined, pictures: string[]): string {
  return [
    '<h2>活动时间</h2>',
    p('即日起至下月底，总馆及各分馆同步开展。'),
    '<script>document.title = "被篡改"; fetch("/api/v1/rdrno/list")</script>',
    `<img src="${pictures[0]}" width="1500" height="750" alt="读书月主会场">`,
    '<h2>活动内容</h2>',
    '<ul><li>名家讲座：每周六下午，总馆四楼报告厅</li><li>阅读打卡：连续 21 天打卡可获积分</li><li>亲子共读：少儿馆故事屋</li></ul>',
    '<table><thead><tr><th>日期</th><th>活动</th><th>地点</th></tr></thead><tbody>',
    '<tr><td>每周六 14:30</td><td>名家讲座</td><td>总馆四楼报告厅</td></tr>',
    '<tr><td>每周日 10:00</td><td>亲子共读</td><td>少儿馆二楼故事屋</td></tr></tbody></table>',
    '<img src="x" onerror="alert(document.cookie)" alt="">',
    `<p onclick="alert('点击')">推荐阅读：${bookrecno ? `<a href="/opac/detail?bookrecno=${bookrecno}">《红楼梦》</a>` : '《红楼梦》'}，更多活动见<a href="/notice">通知公告</a>。</p>`,
    // Every link a reader can read leads somewhere real; the javascript: one only wraps a picture.
    '<p>打卡所得积分可在<a href="/mall">积分商城</a>兑换奖品。</p>',
    `<a href="javascript:alert(1)"><img src="${pictures[1]}" width="1200" alt="往届活动现场"></a>`,
    '<p>活动详情也可访问<a href="https://www.example.org/reading-month">书香市文化云</a>。</p>',
  ].join('');
}

/** The maker-space banner article (the branch's opening hours follow it). */
export const MAKER_SPACE = {
  title: '河西分馆创客空间开放',
  paragraphs: [
    '河西分馆二楼创客空间正式开放，配备 3D 打印机、激光切割机和电子制作工具。',
    '持证读者可在服务台预约，每次 2 小时，每周最多 2 次。',
  ],
  source: '河西分馆',
};
