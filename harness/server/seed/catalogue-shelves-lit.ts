/** Shelves of literature (I) for adult readers. */
import { words } from './catalogue-template.js';
import { NOVELIST, translated, type GroupSpec, type ShelfSpec } from './catalogue-shelves-types.js';

const CN_LIT = ['人民文学出版社', '作家出版社', '北京十月文艺出版社', '长江文艺出版社', '上海文艺出版社', '湖南文艺出版社', '江苏凤凰文艺出版社', '中国青年出版社', '浙江人民出版社', '北京联合出版公司'];
const FOREIGN_LIT = ['上海译文出版社', '译林出版社', '人民文学出版社', '南海出版公司', '新星出版社', '北京十月文艺出版社', '湖南文艺出版社', '广西师范大学出版社'];

const foreignNovel = (classno: string, subject: string, weight: number, ...nations: Parameters<typeof translated>): ShelfSpec => ({
  classno, subject, weight, zone: 'lit', pages: [180, 720], publishers: FOREIGN_LIT, author: translated(...nations),
  titles: ['{fImage}', '{fPlace}的{fImage}', '{fPerson}的{fImage}', '{adj}{fImage}', '{fImage}之后', '当{fImage}来临',
    '{fPerson}', '{fImage}[之歌|之夏|之年|之书]', '{fPlace}[往事|之夜|之恋|故事]', '{fImage}与{fImage2}'],
  summary: [
    ['小说讲述了{fPerson}在{fPlace}的{fPlot}。', '这是一部关于{fTheme}的小说，故事发生在{fEra}的{fPlace}。'],
    ['作者是{country}当代著名作家，作品已被译成{langs}种语言。', '小说笔调{fStyle}，人物刻画入木三分。'],
    ['本书{fPraise}。', '译文流畅，忠实传达了原作的神韵。'],
  ],
});

export const LITERATURE: GroupSpec = {
  name: '文学',
  weight: 27,
  vocab: {
    era: words('改革开放初期 二十世纪八十年代 上世纪五六十年代 新世纪 城镇化进程中 抗战时期 知青年代 九十年代'),
    theme: words('亲情与成长 城乡变迁 时代洪流中的个人命运 人与土地的关系 爱情与尊严 家族的兴衰 理想与现实的冲突 普通人的坚守'),
    style: words('细腻 朴素 冷静 诗意 幽默 深沉 克制 饱含深情'),
    styleNote: words('语言质朴动人 叙事从容舒展 充满浓郁的地方风情 具有强烈的现实主义色彩 结构精巧，张弛有度'),
    award: words('茅盾文学奖提名 施耐庵文学奖 老舍文学奖 人民文学奖 十月文学奖 花城文学奖 郁达夫小说奖'),
    praise: words('一部当代乡土中国的心灵史 一曲平凡人的生命赞歌 近年来长篇小说创作的重要收获 一部厚重的时代史诗'),
    count: words('十 十二 十五 十八 二十 二十余 三十余 四十余'),
    focus: words('普通人的日常生活 城市边缘人群 乡村的变迁 少年成长 家庭伦理 都市青年的情感'),
    fImage: words(`雨季 长夜 庭院 灯塔 钟摆 鸢尾花 玫瑰 河湾 风暴 夜莺 镜子 海岸 初雪 橡树 葡萄园 蓝调 守望者 访客
      肖像 遗产 航线 房子 花园 信件 钢琴 火车 岛屿 沙漏 回忆 秘密 星光`),
    fPlace: words('巴黎 伦敦 纽约 布拉格 威尼斯 都柏林 里斯本 圣彼得堡 维也纳 柏林 旧金山 密西西比 普罗旺斯 爱丁堡 佛罗伦萨 莫斯科'),
    fPerson: words('船长 园丁 钢琴师 画家 女儿 邮差 陌生人 姐妹 守夜人 书商 钟表匠 厨师 寡妇 继承人 翻译家 小提琴手'),
    fPlot: words('一段隐秘往事 爱情与救赎 寻找自我的旅程 一个家族的秘密 一场改变命运的相遇 漫长的等待 战后的重生'),
    fTheme: words('记忆与遗忘 爱与失去 孤独与和解 战争与人性 身份与归属 自由与代价'),
    fEra: words('二战前夕 二十世纪初 经济大萧条时期 六十年代 战后 世纪之交'),
    fStyle: words('冷峻 细腻 幽默 抒情 简洁 凝练'),
    fPraise: words('曾改编为同名电影 入选多种年度好书榜单 荣获多项国际文学大奖 长踞畅销书排行榜'),
    langs: words('二十 三十 四十 数十'),
  },
  shelves: [
    {
      classno: 'I247.5', subject: '长篇小说－中国－当代', weight: 30, zone: 'lit', pages: [220, 860],
      publishers: CN_LIT, author: NOVELIST,
      titles: ['{place}往事', '{place}纪事', '{place}的{image}', '{adj}{image}', '{image}', '{person}的{image}',
        '{time}的{image}', '{image}与{image2}', '{image}深处', '{place}人家', '{image}之上', '{image}尽头',
        '{person}的{season}', '{season}的{image}', '在{place}', '回到{place}', '{place}{person}',
        '{image}[流年|长歌|如故|未眠|无声]', '{place}[春秋|风雨|岁月|故事|旧事]'],
      summary: [
        ['小说以{place}为背景，讲述了{person}一家三代人的悲欢离合。', '作品讲述了一个{person}在{place}的成长与漂泊。',
          '小说以{era}为时代背景，描写了{place}普通人的命运沉浮。', '这是一部关于{theme}的长篇小说，故事从{place}的一个{season}写起。'],
        ['作者以{style}的笔触，展现了{theme}。', '小说人物鲜活，情节跌宕，{styleNote}。', '全书{styleNote}，读来令人动容。'],
        ['曾获{award}。', '本书出版后广受读者好评，多次重印。', '作品被誉为{praise}。'],
      ],
    },
    {
      classno: 'I247.5', subject: '侦探小说－中国－当代', weight: 6, zone: 'lit', pages: [240, 520],
      publishers: ['新星出版社', '作家出版社', '北京联合出版公司', '湖南文艺出版社', '长江文艺出版社', '中国友谊出版公司'],
      author: NOVELIST,
      vocab: {
        crime: words('谜案 疑云 迷局 暗夜 悬案 诡计 密室 追凶 伏击 罪证 无证之罪 白夜'),
        clue: words('证人 凶手 嫌疑人 目击者 密室 信件 钥匙 指纹 遗嘱 真相 第七天 雨夜'),
        city: words('江城 海州 临江市 北川 云港 雾城 南屿'),
        caseType: words('命案 失踪案 连环命案 盗窃案 绑架案 纵火案'),
        detective: words('刑警队长 年轻的女法医 退休老警察 一名律师 推理小说作家'),
        twist: words('结局出人意料 真相令人唏嘘 人性的幽暗在其中无处遁形'),
      },
      titles: ['{crime}', '{image}{crime}', '第[七|十三|九|五]个{clue}', '{city}{crime}', '消失的{clue}', '{clue}之谜',
        '无声的{clue}', '{city}谜案', '{clue}[在说谎|不会说话|的证词]'],
      summary: [
        ['{city}发生了一起离奇的{caseType}，{detective}抽丝剥茧，逐步逼近真相。', '一桩尘封多年的{caseType}，因一个意外出现的{clue}而重新浮出水面。'],
        ['小说悬念迭起，{twist}。', '故事层层反转，{twist}。'],
        ['是近年来国内推理小说的佳作。', '本书已改编为同名网络剧。'],
      ],
    },
    {
      classno: 'I247.5', subject: '科学幻想小说－中国－当代', weight: 4, zone: 'lit', pages: [220, 600],
      publishers: ['重庆出版社', '作家出版社', '北京十月文艺出版社', '新星出版社', '中国友谊出版公司'],
      author: NOVELIST,
      vocab: {
        sfNoun: words('星环 深空 引力 奇点 穹顶 方舟 星海 量子 黑洞 虫洞 远星 银河 火种 信标 重启 回声 降临 边界'),
        sfAdj: words('寂静的 最后的 无尽的 永恒的 破碎的 第二 沉睡的 燃烧的'),
        planet: words('火星 木卫二 半人马座 土卫六 月球 比邻星 开普勒'),
        sfEvent: words('往事 来客 殖民地 孤岛 纪事 信号 黎明 遗迹'),
        future: words('二十三世纪 末日之后 遥远的未来 地球资源枯竭之际 星际移民时代 人工智能全面觉醒之后'),
        sfPlot: words('收到了来自深空的神秘信号 面临前所未有的生存危机 开启了跨越星系的远征 第一次与外星文明正面接触 不得不重新思考生命的意义'),
      },
      titles: ['{sfNoun}', '{sfAdj}{sfNoun}', '{sfNoun}纪元', '{planet}{sfEvent}', '第[七|九|三]{sfNoun}', '{sfNoun}[计划|协议|之战|以北]'],
      summary: [
        ['{future}，人类{sfPlot}。', '故事始于{planet}上的一次意外发现，人类由此{sfPlot}。'],
        ['小说想象奇崛，在宏大的宇宙图景中探讨了人性与文明。', '作品兼具硬核的科学设定与深切的人文关怀。'],
        ['曾获中国科幻银河奖。', '曾获华语科幻星云奖。'],
      ],
    },
    {
      classno: 'I247.5', subject: '武侠小说－中国－当代', weight: 2, zone: 'lit', pages: [260, 640],
      publishers: ['作家出版社', '北京联合出版公司', '长江文艺出版社', '中国友谊出版公司'], author: NOVELIST,
      vocab: {
        jianghu: words('江湖 风云 天涯 侠客 孤鸿 长风 明月 寒山 落雁 快意 烟雨 大漠 昆仑 青锋 飞雪 残阳 秋水 铁血'),
        blade: words('剑 刀 令 录 行 客 志 引 传'),
        hero: words('萧远 林寒 沈孤舟 叶惊鸿 陆长风 楚云飞 燕南归'),
        sect: words('正邪两道 七大门派 朝廷与武林 江南世家 塞外群雄'),
      },
      titles: ['{jianghu}{blade}', '{jianghu}传', '{jianghu}[录|谣|令|志]', '{hero}传奇'],
      summary: [
        ['少年{hero}身负血海深仇，踏入江湖，卷入{sect}之间的恩怨纷争。'],
        ['小说气势磅礴，刀光剑影中见侠骨柔情。', '全书情节跌宕，人物群像栩栩如生。'],
      ],
    },
    {
      classno: 'I247.7', subject: '短篇小说－小说集－中国－当代', weight: 7, zone: 'lit', pages: [180, 420],
      publishers: CN_LIT, author: NOVELIST,
      titles: ['{image}', '{person}的{image}', '{image}及其他', '{adj}{image}', '{image}：短篇小说集', '{place}故事集'],
      summary: [
        ['本书收录了作者近年创作的短篇小说{count}篇。', '本书是作者的短篇小说自选集，共收入作品{count}篇。'],
        ['这些小说多以{place}为背景，关注{focus}。', '作者以{style}的笔触，书写{focus}。'],
        ['其中多篇曾获{award}。', '本书入选年度中国好书。'],
      ],
    },
    {
      classno: 'I253', subject: '报告文学－中国－当代', weight: 2, zone: 'lit', pages: [200, 480],
      publishers: ['作家出版社', '人民文学出版社', '人民出版社', '中国青年出版社', '当代中国出版社'], author: NOVELIST,
      vocab: {
        bigtopic: words('高铁 航天 扶贫 三峡 大国工匠 海洋 边防 乡村 抗疫@2020 北斗@2015 大运河 黄河 长江 戈壁 塞罕坝'),
        report: words('一个时代的记录 奋斗者的故事 山河见证 追梦人'),
      },
      titles: ['{bigtopic}纪实', '中国{bigtopic}', '{bigtopic}之路', '{bigtopic}：{report}', '{bigtopic}[十年|人|的故事]'],
      summary: [
        ['本书以纪实的手法，记录了{bigtopic}背后的人和事。', '作者多次深入一线采访，写下了与{bigtopic}有关的动人故事。'],
        ['作品真实感人，展现了新时代中国人的精神风貌。'],
        ['曾获鲁迅文学奖报告文学奖提名。'],
      ],
    },
    {
      classno: 'I267', subject: '散文集－中国－当代', weight: 8, zone: 'lit', pages: [160, 360],
      publishers: [...CN_LIT, '生活·读书·新知三联书店', '广西师范大学出版社'], author: NOVELIST,
      vocab: {
        essayTopic: words('故乡的风物人情 行走各地的见闻 读书生活的点滴感悟 家人与往事 四季草木 城市里的寻常日子 美食与记忆'),
        prose: words('清新自然 质朴真挚 从容温润 简淡隽永'),
        proseNote: words('于平淡中见深情 充满对生活的热爱 读来如沐春风 透着通达的人生智慧'),
      },
      titles: ['{image}', '{image}集', '{place}散记', '{place}笔记', '{image}与{image2}', '人间{image}', '{time}的{image}',
        '{image}书简', '{adj}{image}', '草木[人间|光阴|春秋]', '{image}[札记|随笔|小集]'],
      summary: [
        ['本书收录作者散文{count}篇，记录了{essayTopic}。', '这是一部散文集，书写{essayTopic}。'],
        ['文字{prose}，{proseNote}。'],
        ['书中配有作者手绘插图。', '是一本适合随时翻阅的枕边书。'],
      ],
    },
    {
      classno: 'I227', subject: '诗集－中国－当代', weight: 3, zone: 'lit', pages: [96, 260],
      publishers: [...CN_LIT, '广西师范大学出版社'], author: { roles: ['', '著'] },
      vocab: {
        period: words('近十年 三十余年来 二十年间 早年至今'),
        poetic: words('意象清新，语言凝练 关注日常，充满哲思 抒发对故乡与自然的深情 在简洁中见深邃'),
      },
      titles: ['{image}', '{image}诗选', '{image}：{authorName}诗集', '{adj}{image}', '{authorName}诗选'],
      summary: [
        ['本书精选诗人{authorName}{period}创作的诗歌{count}首。'],
        ['诗作{poetic}。'],
      ],
    },
    {
      classno: 'I222.742', subject: '唐诗－诗集', weight: 2, zone: 'lit', pages: [200, 560],
      publishers: ['中华书局', '上海古籍出版社', '人民文学出版社', '岳麓书社', '商务印书馆'],
      author: { roles: ['选注', '注评', '编注', '译注'] },
      vocab: {
        poet: words('李白 杜甫 王维 白居易 李商隐 杜牧 孟浩然 王昌龄 岑参 韩愈 刘禹锡 柳宗元'),
        annot: words('鉴赏辞典 选注 精选 名篇赏析 新注 详析'),
      },
      titles: ['唐诗三百首[|详析|新注|鉴赏]', '{poet}诗选', '{poet}诗集[校注|笺注|选译]', '唐诗{annot}'],
      summary: [
        ['本书选录{poet}等唐代诗人的代表作品，附有注释和赏析。', '本书精选唐诗名篇，逐首注释、翻译并加以赏析。'],
        ['注释简明准确，适合中学生及古典诗词爱好者阅读。'],
      ],
    },
    {
      classno: 'I222.844', subject: '宋词－诗集', weight: 1, zone: 'lit', pages: [200, 520],
      publishers: ['中华书局', '上海古籍出版社', '人民文学出版社', '岳麓书社'],
      author: { roles: ['选注', '注评', '编注', '笺注'] },
      vocab: { ciPoet: words('苏轼 辛弃疾 李清照 柳永 晏殊 欧阳修 陆游 姜夔 秦观 周邦彦') },
      titles: ['宋词三百首[|笺注|鉴赏]', '{ciPoet}词[选|集|编年笺注]'],
      summary: [
        ['本书选录{ciPoet}等宋代词人的名篇，每首附注释与评析。'],
        ['编排精当，是阅读宋词的入门读本。'],
      ],
    },
    {
      classno: 'I206.7', subject: '中国文学－当代文学－文学评论', weight: 2, zone: 'lit', pages: [220, 480],
      publishers: ['人民文学出版社', '北京大学出版社', '中国社会科学出版社', '上海文艺出版社', '华东师范大学出版社'],
      author: { roles: ['著', '著', '主编'] },
      vocab: {
        genre: words('小说 诗歌 散文 文学 戏剧'),
        angle: words('文学史 叙事学 文化研究 比较文学 作家作品个案'),
      },
      titles: ['当代{genre}[研究|论稿|十讲|史论|的叙事]', '中国当代{genre}[史|批评|十五讲|思潮]', '{genre}的[边界|可能|现场]'],
      summary: [
        ['本书从{angle}出发，对中国当代{genre}进行了系统研究。'],
        ['论述深入浅出，资料翔实，可供高校师生及文学爱好者参考。'],
      ],
    },
    foreignNovel('I712.45', '长篇小说－美国－现代', 4, '美'),
    foreignNovel('I561.45', '长篇小说－英国－现代', 3, '英'),
    foreignNovel('I565.45', '长篇小说－法国－现代', 2, '法'),
    foreignNovel('I512.45', '长篇小说－俄罗斯－现代', 1, '俄'),
    foreignNovel('I516.45', '长篇小说－德国－现代', 1, '德'),
    {
      classno: 'I313.45', subject: '长篇小说－日本－现代', weight: 5, zone: 'lit', pages: [180, 480],
      publishers: ['南海出版公司', '上海译文出版社', '新星出版社', '译林出版社', '北京联合出版公司', '湖南文艺出版社'],
      author: translated('日'),
      vocab: {
        jpNoun: words('樱花 夏日 深夜 猫 海街 列车 风铃 初雪 花火 便当 咖啡馆 旧书店 月光 烟花 神社 邮局 红茶 故事'),
        jpPlace: words('京都 北海道 镰仓 东京 大阪 奈良 冲绳 小樽 横滨'),
        jpAdj: words('寂寞的 温柔的 昨日的 雨天的 最后的 遥远的'),
        jpPlot: words('一群普通人相互治愈的温暖故事 一桩尘封多年的悬案 少女与祖母共度的夏天 一家深夜小店里的人间百态 一场跨越三十年的约定'),
      },
      titles: ['{jpNoun}', '{jpPlace}的{jpNoun}', '{jpAdj}{jpNoun}', '{jpNoun}[物语|日记|食堂|书店|事件簿]', '{jpNoun}与{jpNoun2}', '{jpPlace}[物语|之夏|往事]'],
      summary: [
        ['小说以{jpPlace}为舞台，讲述了{jpPlot}。'],
        ['作者是日本当代人气作家，作品多次登上畅销榜。', '文字{fStyle}，于平淡日常中见温情。'],
        ['本书{fPraise}。'],
      ],
    },
  ],
};
