/** Shelves of history and geography (K), economics (F), philosophy and psychology (B). */
import { words } from './catalogue-template.js';
import { POPULAR, SCHOLAR, TEXTBOOK, translated, type GroupSpec } from './catalogue-shelves-types.js';

const POP_PUB = ['中信出版社', '北京联合出版公司', '人民邮电出版社', '机械工业出版社', '浙江人民出版社', '中国友谊出版公司', '湖南文艺出版社', '江苏凤凰文艺出版社'];
const HIST_PUB = ['中华书局', '上海古籍出版社', '中国社会科学出版社', '生活·读书·新知三联书店', '商务印书馆', '上海人民出版社', '广西师范大学出版社', '岳麓书社'];

export const HISTORY: GroupSpec = {
  name: '历史地理',
  weight: 8,
  vocab: {
    dynasty: words('先秦 秦汉 三国 魏晋 南北朝 隋唐 两宋 大宋 明朝 清朝 晚清 民国 大唐 汉朝 元朝'),
    histNoun: words('风云 往事 兴亡 十二帝 人物志 盛世 变局 烽烟'),
    histTopic: words('文明 科技 服饰 饮食 丝绸之路 运河 城市 货币 书院 科举 长城 瓷器'),
    acadTopic: words('政治制度 财政 科举 边疆 军事 社会生活 经济 礼制 官僚制度 地方治理 海外贸易'),
    worldTopic: words('文明 战争 海洋 贸易 宗教 科学 疾病 金钱 航海 帝国 丝绸 香料 瘟疫 粮食 城市 地图 棉花 茶叶 白银 铁路'),
    empire: words('罗马帝国 拜占庭 奥斯曼帝国 古埃及 古希腊 大英帝国 波斯帝国 威尼斯共和国 哈布斯堡王朝 蒙古帝国 西班牙帝国 莫卧儿帝国 古巴比伦 法兰克王国 神圣罗马帝国 印加帝国 俄罗斯帝国 迦太基'),
    writer: words('苏轼 李白 杜甫 鲁迅 沈从文 张爱玲 林徽因 萧红 汪曾祺 陆游 李清照 辛弃疾 王维 曹雪芹'),
    scientist: words('钱学森 邓稼先 竺可桢 华罗庚 袁隆平 詹天佑 李四光 茅以升 屠呦呦 钱三强'),
    province: words('云南 西藏 新疆 四川 贵州 青海 甘肃 江南 海南 福建 内蒙古 广西 浙江 山西 东北'),
    travel: words('旅行指南 自助游 深度游 漫游 行走 手绘旅行地图 自驾游'),
    relic: words('青铜器 瓷器 玉器 丝绸 古建筑 博物馆 敦煌壁画 甲骨文 书画 古钱币'),
    custom: words('节日 民俗 节气 二十四节气 年俗 传统礼仪 老手艺 婚俗 饮食 庙会 茶俗 服饰 游戏'),
    weapon: words('战机 舰船 坦克 枪械 导弹 航空母舰 潜艇 装甲车 直升机 火炮 无人机@2010 军用卫星'),
  },
  shelves: [
    {
      classno: 'K20', topic: '中国历史', subject: '中国历史－通俗读物', weight: 4, zone: 'social', pages: [200, 560], publishers: [...HIST_PUB, ...POP_PUB],
      author: { roles: ['著', '', '著'] },
      titles: ['{dynasty}那些事', '{dynasty}{histNoun}', '{histTopic}里的中国', '中国{histTopic}史', '细说{dynasty}', '{dynasty}的{histTopic}', '{dynasty}[十五讲|原来是这样|其实很有趣]'],
      summary: [
        ['本书以通俗生动的笔法，讲述了{dynasty}时期的历史风云。', '作者从{histTopic}切入，讲述了一部别样的中国史。'],
        ['全书史料扎实，文笔流畅，适合普通读者阅读。', '书中配有大量历史图片与地图。'],
      ],
    },
    {
      classno: 'K22', subject: '中国历史－古代史－研究', weight: 2, zone: 'social', pages: [260, 720], publishers: HIST_PUB, author: SCHOLAR,
      titles: ['{dynasty}{acadTopic}研究', '{dynasty}{acadTopic}考', '中国古代{acadTopic}史[|论]', '{dynasty}{acadTopic}史稿'],
      summary: [
        ['本书系统考察了{dynasty}时期的{acadTopic}，提出了不少新见。', '本书以丰富的史料为基础，对中国古代{acadTopic}的演变进行了深入研究。'],
        ['可供历史研究者及高校师生参考。'],
      ],
    },
    {
      classno: 'K25', topic: '中国近代史', subject: '中国历史－近代史', weight: 1, zone: 'social', pages: [240, 600], publishers: HIST_PUB, author: SCHOLAR,
      vocab: {
        modern: words('城市 报刊 知识分子 铁路 商人 海关 银行 学堂 租界 留学生 出版业 女性 乡村 邮政 士绅'),
        event: words('洋务运动 戊戌变法 辛亥革命 太平天国 甲午战争 鸦片战争 五四运动 清末新政'),
      },
      titles: ['晚清[七十年|变局|社会生活史|官场|外交|士大夫|财政|改革]', '近代中国的{modern}', '{event}[史|史话|史论|新探|始末|研究|十讲]'],
      summary: [['本书以翔实的史料，回顾了中国近代社会的深刻变迁。'], ['作者视野开阔，论述严谨。']],
    },
    {
      classno: 'K109', topic: '世界史', subject: '世界史－通俗读物', weight: 3, zone: 'social', pages: [240, 640], publishers: [...POP_PUB, '商务印书馆', '上海译文出版社', '译林出版社'],
      author: POPULAR,
      titles: ['{worldTopic}简史', '{empire}的兴衰', '{empire}：[一部全新的历史|从崛起到衰落|权力与荣耀|文明的十字路口]', '{empire}[史|简史|的黄昏|的遗产|千年史]', '世界{worldTopic}史', '[十|二十|五十]个改变世界的{worldTopic}[故事|瞬间]', '{worldTopic}与[帝国|文明|世界|人类命运]'],
      summary: [
        ['本书讲述了{empire}的兴衰历程。', '作者以{worldTopic}为线索，重新梳理了人类文明的演进。'],
        ['全书视野宏阔，叙事生动，是了解世界历史的入门读物。'],
      ],
    },
    {
      classno: 'K825.6', subject: '作家－传记－中国', weight: 2, zone: 'social', pages: [220, 520],
      publishers: ['人民文学出版社', '生活·读书·新知三联书店', '中华书局', '作家出版社', '长江文艺出版社'], author: { roles: ['著'] },
      titles: ['{writer}传', '{writer}评传', '{writer}的[朋友圈|江湖|一生|人间|诗与远方]'],
      summary: [['本书以翔实的资料，记述了{writer}的生平与创作。'], ['作者将人物放在时代背景中加以书写，生动可读。']],
    },
    {
      classno: 'K826.1', subject: '科学家－传记－中国', weight: 1, zone: 'social', pages: [200, 420],
      publishers: ['科学出版社', '人民出版社', '中国青年出版社', '科学普及出版社'], author: { roles: ['著', '编著'] },
      titles: ['{scientist}传', '{scientist}的[科学人生|故事|报国之路]'],
      summary: [['本书记述了科学家{scientist}的生平事迹与科学贡献。'], ['展现了老一辈科学家的家国情怀。']],
    },
    {
      classno: 'K928.9', topic: '旅行', subject: '旅游指南－中国', weight: 3, zone: 'social', pages: [160, 420], price: 1.3,
      publishers: ['中国旅游出版社', '中国地图出版社', '人民邮电出版社', '化学工业出版社'], author: { roles: ['编著', '主编'], board: 0.3 },
      titles: ['{province}{travel}', '[走遍|发现|慢游]{province}', '{province}[自助游|深度游]一本就够'],
      summary: [['本书详细介绍了{province}的热门景点、交通、住宿和美食。'], ['附有实用地图和行程推荐。']],
    },
    {
      classno: 'K87', topic: '文物', subject: '文物－考古－中国', weight: 1, zone: 'social', pages: [200, 480], publishers: ['文物出版社', '中华书局', '生活·读书·新知三联书店', '上海古籍出版社'],
      author: SCHOLAR,
      titles: ['{relic}里的中国', '{relic}的故事', '中国{relic}[十讲|简史|鉴赏]'],
      summary: [['本书通过一件件{relic}，讲述了中华文明的悠久历史。'], ['图文并茂，适合对文物感兴趣的读者。']],
    },
    {
      classno: 'K892', topic: '民俗', subject: '风俗习惯－中国', weight: 1, zone: 'social', pages: [160, 360], publishers: ['中华书局', '商务印书馆', '人民出版社', '中国青年出版社'], author: SCHOLAR,
      titles: ['中国{custom}', '{custom}[的故事|里的中国|志|小史|漫谈|图说]'],
      summary: [['本书介绍了中国传统{custom}的由来和习俗。'], ['兼具知识性与趣味性。']],
    },
    {
      classno: 'E92', topic: '军事', subject: '武器－普及读物', weight: 1, zone: 'social', pages: [160, 360], price: 1.5, publishers: ['解放军出版社', '化学工业出版社', '人民邮电出版社'],
      author: { roles: ['编著'], board: 0.4 },
      titles: ['{weapon}百科', '世界{weapon}[图鉴|百科|发展史|鉴赏指南]', '现代{weapon}[鉴赏|大全|全解析]', '[二战|冷战|经典]{weapon}[图鉴|档案|全史]'],
      summary: [['本书介绍了世界各国具有代表性的{weapon}，配有精美图片。']],
    },
  ],
};

export const ECONOMICS: GroupSpec = {
  name: '经济',
  weight: 8,
  vocab: {
    mgmt: words('领导力 执行力 组织 团队 战略 管理者 流程 绩效 决策 创新 复盘 目标管理 OKR@2014 时间管理 项目管理 人力资源 激励 变革 文化 商业模式'),
    mkt: words('内容 社群 数字 短视频@2017 私域@2020 体验 整合 品牌 直播@2019 口碑 增长@2015 场景 全渠道@2012 用户 事件 网络'),
    inv: words('股票 基金 指数基金 价值 债券 黄金 可转债 房地产 期货 外汇 养老 定投 长期'),
    econ: words('行为 生活中的 给年轻人的 趣味 通俗 身边的 每天学点 一看就懂的 餐桌上的'),
    econTopic: words('行为经济学 博弈论 金融学 经济学 消费 货币 通货膨胀 税收 市场 价格 公共经济学 制度经济学 发展经济学 信息经济学 城市经济学 劳动经济学 财政学'),
    cnEcon: words('城镇化 数字经济@2016 区域协调发展 乡村振兴@2018 产业升级 共同富裕@2021 对外开放 新质生产力@2024'),
    acc: words('基础会计 财务会计 管理会计 成本会计 中级财务会计 会计学原理 审计学 财务管理 税法 财务报表分析'),
    industry: words('制造业 家电 互联网@2005 汽车 电商@2010 民营企业 新能源@2012 半导体 光伏@2012 高铁@2012 手机@2010 钢铁 纺织 物流 乳业 白酒 快递@2012'),
    digi: words('数字 平台 共享 注意力 算法 数据 智能 链上@2016 元宇宙@2021 零工'),
  },
  shelves: [
    {
      classno: 'F272', topic: '管理', subject: '企业管理', weight: 5, zone: 'social', pages: [200, 420], publishers: POP_PUB, author: POPULAR,
      titles: ['{mgmt}', '{mgmt}：[从优秀到卓越|如何做对的事|实践指南]', '[高效|卓越|极简|敏捷|精益]{mgmt}', '{mgmt}的[五|七|十二]个法则', '[重新定义|重塑|打造]{mgmt}', '{mgmt}[实战|修炼|的本质|笔记|工具箱|必修课|40讲|的艺术]'],
      summary: [
        ['本书结合大量企业案例，阐述了提升{mgmt}的方法。', '作者根据多年的咨询经验，总结了{mgmt}的核心原则。'],
        ['内容务实，可操作性强，适合企业管理者阅读。'],
      ],
    },
    {
      classno: 'F713.3', topic: '营销', subject: '市场营销学', weight: 3, zone: 'social', pages: [200, 400], publishers: POP_PUB, author: POPULAR,
      titles: ['{mkt}营销', '{mkt}营销[实战|方法论|学|案例精选|指南|全案|从0到1|手册|落地]', '[引爆|玩转|重构]{mkt}营销'],
      summary: [['本书系统讲解了{mkt}营销的策略与方法。'], ['书中包含大量一线实战案例。']],
    },
    {
      classno: 'F830.59', topic: '投资理财', subject: '投资－基本知识', weight: 4, zone: 'social', pages: [200, 460], publishers: POP_PUB, author: POPULAR,
      titles: ['{inv}投资[入门|实战|指南|的逻辑|从入门到精通|策略|心法|手册|避坑指南|第一课|常识]', '聪明的{inv}投资者', '{inv}投资{guideForm}',
        '[家庭|个人|年轻人的]理财[一本通|必修课|规划|课|手册]', '财富[自由之路|的逻辑|思维|管理|密码]', '[小白|普通人]的{inv}投资[课|指南]'],
      summary: [['本书从基础知识讲起，介绍了{inv}投资的原理与方法。'], ['作者提醒读者理性投资，注意风险。']],
    },
    {
      classno: 'F0', topic: '经济学', subject: '经济学－通俗读物', weight: 3, zone: 'social', pages: [200, 480], publishers: [...POP_PUB, '商务印书馆', '中国人民大学出版社'], author: POPULAR,
      titles: ['{econ}经济学', '经济学[原理|的思维方式|通识课|十讲]', '[看懂|读懂|漫画|玩转]{econTopic}', '{econTopic}{popForm}'],
      summary: [['本书用通俗的语言讲解经济学的基本概念与思维方式。'], ['书中例子贴近生活，读来轻松有趣。']],
    },
    {
      classno: 'F12', topic: '中国经济', subject: '中国经济－研究', weight: 3, zone: 'social', pages: [220, 480],
      publishers: ['中信出版社', '中国人民大学出版社', '经济科学出版社', '中国社会科学出版社', '人民出版社', '北京大学出版社'], author: SCHOLAR,
      titles: ['{cnEcon}与中国经济', '中国{cnEcon}[之路|研究|十讲|报告|新论|的逻辑|的实践]', '读懂中国[经济|城市|制造|乡村|财政|金融|消费]', '中国经济[的转型|十讲|新常态|四十年|的底气]', '{cnEcon}{popForm}'],
      summary: [['本书围绕{cnEcon}，分析了中国经济发展的现状与趋势。'], ['观点鲜明，数据翔实。']],
    },
    {
      classno: 'F230', subject: '会计学－高等学校－教材', weight: 2, zone: 'social', pages: [260, 560], price: 1.2, editions: true,
      publishers: ['中国人民大学出版社', '高等教育出版社', '经济科学出版社', '中国财政经济出版社', '清华大学出版社'], author: TEXTBOOK,
      titles: ['{acc}', '{acc}教程', '{acc}[学习指导书|习题与案例]'],
      summary: [['本书系统介绍了{acc}的基本理论和方法。'], ['可作为高等院校财经类专业的教材，也可供会计从业人员参考。']],
    },
    {
      classno: 'F279.2', topic: '企业管理', subject: '企业管理－经验－中国', weight: 2, zone: 'social', pages: [220, 460], publishers: POP_PUB, author: { roles: ['著', ''] },
      titles: ['中国{industry}[四十年|之路|启示录|简史|往事|故事]', '{industry}[巨头|浪潮|突围|变局|出海|江湖]'],
      summary: [['本书回顾了中国{industry}的发展历程与代表企业的成长故事。'], ['对创业者和管理者颇有启发。']],
    },
    {
      classno: 'F49', topic: '数字经济', subject: '信息经济－研究', weight: 2, zone: 'social', pages: [200, 400], publishers: POP_PUB, author: POPULAR, minYear: 2000,
      titles: ['{digi}[经济|时代|革命|文明|化转型|社会|治理|商业|资本主义|权力|未来]', '[重新定义|理解|驾驭]{digi}[经济|时代|社会]'],
      summary: [['本书探讨了{digi}技术对经济与社会的深远影响。'], ['适合关注科技与商业的读者阅读。']],
    },
  ],
};

export const PHILOSOPHY: GroupSpec = {
  name: '哲学心理',
  weight: 5,
  vocab: {
    psy: words('积极 社会 发展 认知 亲密关系 儿童 进化 幸福 人格 犯罪 消费者 教育 运动 健康 职场'),
    emo: words('焦虑 内耗 自卑 拖延 孤独 愤怒 完美主义 压力 恐惧 嫉妒 倦怠 敏感 讨好'),
    life: words('自在 从容 通透 清醒 独立 温柔而坚定 简单 豁达 松弛'),
    lifeVerb: words('修心 自渡 见自己 悟人生 遇见自己 安顿身心'),
    cnClassic: words('论语 孟子 大学 中庸 荀子'),
    daoClassic: words('老子 庄子 道德经 列子'),
    exeg: words('译注 新解 精读 十二讲 通解 今注今译'),
    philosopher: words('柏拉图 亚里士多德 康德 黑格尔 尼采 叔本华 维特根斯坦 海德格尔 休谟'),
    think: words('批判性 结构化 系统 逻辑 设计 金字塔 第一性原理 逆向 创造性 发散 数学 概率 模型 框架 复利'),
  },
  shelves: [
    {
      classno: 'B84-49', topic: '心理学', subject: '心理学－通俗读物', weight: 4, zone: 'social', pages: [200, 420], publishers: POP_PUB, author: POPULAR,
      titles: ['{psy}心理学', '[身边的|日常]{psy}心理学', '{psy}心理学{popForm}', '{psy}心理学与生活'],
      summary: [['本书用通俗的语言介绍了{psy}心理学的核心观点与研究。'], ['帮助读者更好地认识自己、理解他人。']],
    },
    {
      classno: 'B842.6', topic: '情绪管理', subject: '情绪－自我控制－通俗读物', weight: 3, zone: 'social', pages: [180, 320], publishers: POP_PUB, author: POPULAR,
      titles: ['与{emo}和解', '[停止|告别|走出|战胜]{emo}', '{emo}[自救手册|的真相|是一种能力|心理学|的力量|疗愈|练习册|的解药]', '情绪[自由|管理手册|的力量|急救|觉察|断舍离]'],
      summary: [['本书分析了{emo}产生的原因，并给出了切实可行的应对方法。'], ['文字温暖，案例真实。']],
    },
    {
      classno: 'B821', topic: '人生哲学', subject: '人生哲学－通俗读物', weight: 3, zone: 'social', pages: [180, 320], publishers: POP_PUB, author: { roles: ['著', ''] },
      titles: ['[活得|过得]{life}一点', '做一个{life}的人', '人生[的智慧|没有白走的路|答案之书|的意义|随想录]', '{life}[之道|地活|的力量]', '[在|于]{image}[中|里]{lifeVerb}'],
      summary: [['本书是一部关于人生态度的随笔集，探讨如何活得{life}。'], ['语言平实，发人深省。']],
    },
    {
      classno: 'B222.2', subject: '儒家－研究', weight: 1, zone: 'social', pages: [200, 520], publishers: HIST_PUB, author: { roles: ['译注', '著', '解读'] },
      titles: ['{cnClassic}{exeg}', '{cnClassic}[讲义|导读]'],
      summary: [['本书对《{cnClassic}》进行了逐章注释与解读。'], ['注释精审，译文通畅，适合一般读者研读。']],
    },
    {
      classno: 'B223.1', subject: '道家－研究', weight: 1, zone: 'social', pages: [200, 480], publishers: HIST_PUB, author: { roles: ['译注', '著', '解读'] },
      titles: ['{daoClassic}{exeg}', '{daoClassic}[讲义|导读|的智慧]'],
      summary: [['本书对《{daoClassic}》的思想进行了深入浅出的阐释。'], ['适合一般读者研读。']],
    },
    {
      classno: 'B50', subject: '西方哲学－研究', weight: 1, zone: 'social', pages: [240, 560], publishers: ['商务印书馆', '北京大学出版社', '上海译文出版社', '生活·读书·新知三联书店'],
      author: { ...SCHOLAR, foreign: { share: 0.4, nations: ['英', '美', '德', '法'] } },
      titles: ['{philosopher}哲学导论', '西方哲学[史|十五讲|通识课]', '{philosopher}[导读|思想评传|的问题]'],
      summary: [['本书以{philosopher}为中心，梳理了西方哲学的基本问题。'], ['行文清晰，是哲学入门的好读本。']],
    },
    {
      classno: 'B80', topic: '思维', subject: '思维方法', weight: 2, zone: 'social', pages: [180, 360], publishers: POP_PUB, author: POPULAR,
      titles: ['{think}思维', '{think}思考的艺术', '{think}思维[训练|工具箱|30讲|导图|课|实战|手册]', '{think}[思考|分析]法'],
      summary: [['本书介绍了{think}思维的方法与工具，帮助读者提升解决问题的能力。'], ['书中配有练习，便于学以致用。']],
    },
    {
      classno: 'B821-49', subject: '人生哲学－通俗读物', weight: 1, zone: 'social', pages: [160, 300], publishers: ['上海译文出版社', '译林出版社', '南海出版公司'], author: translated('美', '英', '日'),
      titles: ['[写给|致]{life}的[你|自己]', '[慢慢来|不慌不忙|别着急|没关系]，[一切都来得及|也很好|你会好起来的|生活会给你答案]', '[你好|谢谢你|再见]，{image}', '{image}[会记得|都知道|替你回答]'],
      summary: [['本书以轻松的笔调，分享了作者关于生活与成长的思考。'], ['作者是{country}畅销书作家。']],
    },
  ],
};
