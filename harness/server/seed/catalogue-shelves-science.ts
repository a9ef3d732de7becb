/** Shelves of natural science (N, O, P, Q, X), arts (J), medicine (R) and everyday life (TS, S). */
import { words } from './catalogue-template.js';
import { POPULAR, TEXTBOOK, type GroupSpec, type ShelfSpec } from './catalogue-shelves-types.js';

const SCI_PUB = ['科学出版社', '科学普及出版社', '湖南科学技术出版社', '中信出版社', '北京联合出版公司', '人民邮电出版社', '上海科学技术出版社', '北京大学出版社'];
const MED_PUB = ['人民卫生出版社', '中国中医药出版社', '化学工业出版社', '中国轻工业出版社', '中国协和医科大学出版社', '北京科学技术出版社', '上海科学技术出版社'];
const LIFE_PUB = ['中国轻工业出版社', '化学工业出版社', '北京科学技术出版社', '江苏凤凰科学技术出版社', '中国农业出版社', '中国纺织出版社'];

const popSci = (classno: string, subject: string, weight: number, topicList: string, titles: string[], topic?: string): ShelfSpec => ({
  classno, subject, weight, topic, zone: 'science', pages: [180, 480], publishers: SCI_PUB, author: POPULAR,
  vocab: { topic: words(topicList) }, titles: [...titles, '{topic}{popForm}'],
  summary: [
    ['本书以通俗易懂的语言，向读者介绍了{topic}的基本知识和最新进展。', '作者从日常现象出发，带领读者走进{topic}的奇妙世界。'],
    ['全书图文并茂，深入浅出。', '书中穿插了许多科学史上的有趣故事。'],
    ['适合对科学感兴趣的中学生和大众读者阅读。'],
  ],
});

export const SCIENCE: GroupSpec = {
  name: '自然科学',
  weight: 5,
  shelves: [
    popSci('N49', '自然科学－普及读物', 3, '科学 万物 自然 时间 生命 能量 光',
      ['{topic}的故事', '给[孩子|大忙人|所有人]讲{topic}', '{topic}[简史|之书|的秘密|的奥秘]'], '科学'),
    popSci('O1-49', '数学－普及读物', 2, '数学 概率 无穷 数字 几何 π 统计',
      ['{topic}[之美|的故事|简史|的乐趣|漫步]', '[迷人的|好玩的]{topic}'], '数学'),
    popSci('O4-49', '物理学－普及读物', 2, '量子力学 相对论 物理学 宇宙学 弦理论 时间 引力波@2016',
      ['{topic}[简史|的世界|通识|七堂课]', '给所有人的{topic}'], '物理学'),
    popSci('P159-49', '宇宙－普及读物', 2, '宇宙 黑洞 星空 太阳系 银河系 月球 火星',
      ['{topic}[简史|之书|探秘|的奥秘|图鉴]', '[仰望|漫步]{topic}'], '天文学'),
    popSci('Q95-49', '动物－普及读物', 1, '动物 鸟类 昆虫 海洋生物 鲸 猫科动物',
      ['{topic}[的秘密生活|图鉴|行为学|王国]', '[中国|野外]{topic}[观察手册|图鉴]'], '动物'),
    popSci('Q94-49', '植物－普及读物', 1, '植物 野花 树木 草本植物 蕨类 苔藓',
      ['{topic}[的故事|图鉴|识别手册|的智慧]', '[身边的|中国]{topic}[图鉴|笔记]'], '植物'),
    popSci('Q343.1', '基因－普及读物', 1, '基因 遗传 进化 细胞 生命',
      ['{topic}[传|简史|的故事|的秘密]', '自私的{topic}'], '基因科学'),
    popSci('X171.4', '环境保护－普及读物', 1, '气候变化 生态 碳中和@2020 垃圾分类@2019 地球 海洋保护',
      ['{topic}[与人类|简史|行动指南|的未来]'], '环境保护'),
    {
      classno: 'O13', subject: '高等数学－高等学校－教材', weight: 2, zone: 'science', pages: [260, 620], price: 1.1, editions: true,
      publishers: ['高等教育出版社', '清华大学出版社', '科学出版社', '北京大学出版社', '中国人民大学出版社'], author: TEXTBOOK,
      vocab: { course: words('高等数学 线性代数 概率论与数理统计 数学分析 复变函数 常微分方程 离散数学 大学物理') },
      titles: ['{course}', '{course}[教程|学习辅导|习题全解|（上册）|（下册）]'],
      summary: [['本书依据教育部相关课程教学基本要求编写，系统讲授了{course}的主要内容。'], ['每章配有习题及答案，便于自学。']],
    },
  ],
};

export const ARTS: GroupSpec = {
  name: '艺术',
  weight: 4,
  vocab: {
    painting: words('山水 花鸟 工笔 写意 牡丹 梅兰竹菊 人物 虾蟹 草虫 荷花 小品 没骨'),
    callig: words('楷书 行书 隶书 篆书 草书 硬笔书法 钢笔字'),
    rubbing: words('颜真卿多宝塔碑 颜真卿勤礼碑 王羲之兰亭序 王羲之圣教序 欧阳询九成宫醴泉铭 柳公权玄秘塔碑 赵孟頫胆巴碑 米芾蜀素帖 苏轼寒食帖 曹全碑 张迁碑 石门颂'),
    photo: words('人像 风光 手机@2014 街头 纪实 静物 旅行 微距 夜景 黑白 儿童 美食'),
    design: words('平面 色彩 版式 字体 交互@2010 标志 包装 品牌视觉 海报 书籍 UI@2010 图形 信息 空间 服装 展示'),
    instrument: words('钢琴 小提琴 吉他 古筝 二胡 尤克里里 架子鼓 笛子 葫芦丝 口琴 大提琴 电子琴 琵琶 萨克斯'),
  },
  shelves: [
    {
      classno: 'J212', topic: '国画', subject: '中国画－绘画技法', weight: 2, zone: 'general', pages: [80, 200], price: 2,
      publishers: ['人民美术出版社', '湖南美术出版社', '上海人民美术出版社', '化学工业出版社'], author: { roles: ['绘', '编著', '著'] },
      titles: ['{painting}画法[入门|步骤详解|基础教程]', '[零基础学|跟名家学]{painting}', '{painting}技法[精解|全书]'],
      summary: [['本书以分步图解的方式，讲解了{painting}的绘画技法。'], ['适合美术爱好者和初学者临摹学习。']],
    },
    {
      classno: 'J292.1', subject: '汉字－书法', weight: 2, zone: 'general', pages: [80, 160], price: 1.8,
      publishers: ['人民美术出版社', '上海人民美术出版社', '湖南美术出版社', '中华书局'], author: { roles: ['书', '编', '编著'] },
      titles: ['{callig}[字帖|入门教程|技法|常用字|笔画与结构]', '{rubbing}[|临摹字帖|原碑帖|集字]'],
      summary: [['本书精选名家碑帖，讲解书法的笔法与结构。', '本书收录{rubbing}的高清图版，附有释文与临写指导。'], ['印制精良，适合书法爱好者临习。']],
    },
    {
      classno: 'J41', topic: '摄影', subject: '摄影技术', weight: 2, zone: 'general', pages: [160, 360], price: 1.6,
      publishers: ['人民邮电出版社', '中国摄影出版社', '化学工业出版社', '北京联合出版公司'], author: POPULAR,
      titles: ['{photo}摄影[从入门到精通|技巧大全|构图与用光|100讲|实战|用光|笔记|课]', '数码摄影[基础|后期|构图|手册|教程]', '{photo}摄影{guideForm}'],
      summary: [['本书系统讲解了{photo}摄影的构图、用光与后期技巧。'], ['书中配有大量作者拍摄的作品。']],
    },
    {
      classno: 'J06', topic: '设计', subject: '艺术－设计', weight: 1, zone: 'general', pages: [160, 360], price: 1.6,
      publishers: ['人民邮电出版社', '中国青年出版社', '电子工业出版社', '人民美术出版社'], author: POPULAR,
      titles: ['{design}设计[原理|法则|基础|从入门到精通|的逻辑|教程|思维|案例解析|美学|手册|之道]'],
      summary: [['本书讲解了{design}设计的基本原则与实用方法。'], ['案例丰富，适合设计专业学生和从业者。']],
    },
    {
      classno: 'J624', topic: '乐器', subject: '乐器－奏法', weight: 1, zone: 'general', pages: [96, 240], price: 1.6,
      publishers: ['人民音乐出版社', '上海音乐出版社', '湖南文艺出版社'], author: { roles: ['编著', '编'] },
      titles: ['{instrument}[基础教程|入门|自学一本通|考级曲集]'],
      summary: [['本书为{instrument}初学者编写，循序渐进地介绍了演奏技巧。'], ['附有练习曲和示范音频。']],
    },
    {
      classno: 'J110.9', topic: '艺术史', subject: '美术史－世界', weight: 0.8, zone: 'general', pages: [240, 640], price: 1.8,
      publishers: ['人民美术出版社', '广西师范大学出版社', '北京联合出版公司', '商务印书馆'], author: POPULAR,
      titles: ['[西方|世界]美术史', '艺术的[故事|历史|力量]', '[一看就懂的|极简]艺术史', '[西方美术|中国美术|印象派|文艺复兴|现代艺术|当代艺术|中国绘画|世界建筑|雕塑|版画|油画][史|简史|的故事|十五讲|通识|鉴赏|名作解读|导论]'],
      summary: [['本书梳理了从古至今的美术发展脉络，介绍了众多经典作品。'], ['配有高清彩图。']],
    },
    {
      classno: 'J905', topic: '电影', subject: '电影评论－世界', weight: 0.7, zone: 'general', pages: [200, 400],
      publishers: ['北京联合出版公司', '中国电影出版社', '广西师范大学出版社'], author: POPULAR,
      titles: ['电影[的故事|语言|艺术|课|十五讲]', '[看|读|理解]电影', '[好莱坞|中国电影|纪录片|动画电影|日本电影|欧洲电影|香港电影|经典电影|默片][史|简史|的故事|十五讲|美学|笔记|导论]'],
      summary: [['本书介绍了电影艺术的语言与经典作品。'], ['适合电影爱好者阅读。']],
    },
  ],
};

const health = (classno: string, subject: string, weight: number, topicList: string, titles: string[], topic?: string): ShelfSpec => ({
  classno, subject, weight, topic, zone: 'science', pages: [160, 360], publishers: MED_PUB,
  author: { roles: ['主编', '编著', '著'], coauthor: 0.3 },
  vocab: { topic: words(topicList) }, titles: [...titles, '{topic}{guideForm}'],
  summary: [
    ['本书由临床专家编写，介绍了{topic}的预防、治疗与日常调养知识。', '本书以问答形式，解答了关于{topic}的常见疑问。'],
    ['语言通俗，实用性强。', '书中内容仅供参考，具体诊疗请遵医嘱。'],
  ],
});

export const MEDICINE: GroupSpec = {
  name: '医药卫生',
  weight: 5,
  vocab: { care: words('防治百问 家庭调养 科学管理 饮食调理 看了就懂 自我管理手册 防治指南 用药指南 居家护理 专家答疑 早知道 怎么吃 运动处方 中西医防治') },
  shelves: [
    health('R212', '养生（中医）', 3, '四季养生 中医养生 经络养生 节气养生 药膳 艾灸 刮痧 推拿 食疗 体质养生 五脏养生 二十四节气养生',
      ['{topic}[一本通|大全|智慧|全书]', '[图解|一学就会]{topic}'], '养生'),
    health('R153.2', '营养卫生－基本知识', 2, '营养 膳食平衡 减脂饮食 儿童营养 老年营养 孕期营养 控糖饮食 肠道健康 抗炎饮食',
      ['{topic}[圣经|一本通|全书|指南|百问]', '{topic}[怎么吃|吃什么]', '[家庭|全家人的]{topic}[指南|手册]'], '营养'),
    health('R544.1', '高血压－防治', 0.6, '高血压 高血压病 血压管理', ['{topic}{care}'], '高血压'),
    health('R587.1', '糖尿病－防治', 0.6, '糖尿病 2型糖尿病 血糖管理', ['{topic}{care}'], '糖尿病'),
    health('R749.4', '抑郁症－防治', 1, '抑郁症 焦虑症 失眠 强迫症 双相情感障碍 心理危机', ['{topic}[{care}|自助手册|走出来]'], '心理健康'),
    health('R174', '儿童－保健', 2, '儿童保健 育儿 婴幼儿护理 儿童常见病 儿童营养 儿童心理 儿童视力保护 儿童口腔保健',
      ['{topic}[百科|一本通|全书|专家答疑]', '[崔医生|张医生|儿科医生]{topic}手册'], '育儿'),
    health('R715.3', '妊娠期－妇幼保健', 0.6, '孕产 孕期营养 产后康复 备孕 月子 新生儿护理', ['{topic}[百科|全程指导|一本通]'], '孕产'),
    health('R22', '中医学－基础理论', 1, '中医基础理论 黄帝内经 伤寒论 本草纲目 中医诊断学',
      ['{topic}[讲义|通俗讲|入门|精解]'], '中医'),
    health('R459.7', '急救－基本知识', 0.6, '急救 家庭急救 心肺复苏 意外伤害处理', ['{topic}[手册|指南|一本通]'], '急救'),
    health('R-49', '医学－普及读物', 2, '健康 医学 免疫力 睡眠 疼痛 体检 肠道 过敏 骨骼 眼睛 皮肤', ['{topic}[的真相|简史|常识|百问]', '[协和医生|医生]说{topic}'], '健康'),
  ],
};

export const LIFE: GroupSpec = {
  name: '生活',
  weight: 3,
  vocab: {
    cuisine: words('川菜 粤菜 湘菜 鲁菜 淮扬菜 东北菜 家常菜 素食 烘焙 面点 汤羹 凉菜 快手早餐 减脂餐 小炒 卤味 火锅 西餐 甜品 面包 饺子 砂锅菜 下饭菜 宝宝辅食'),
    plant: words('多肉植物 月季 兰花 绿植 盆景 阳台花园 蔬菜种植 绣球 铁线莲 茶花 杜鹃 水培植物 香草 果树 球根花卉'),
    pet: words('猫 狗 仓鼠 观赏鱼 鹦鹉 兔子 乌龟 柯基 金毛 布偶猫 柴犬'),
    home: words('收纳 整理 断舍离 家务 旧物改造 清洁 衣橱整理 厨房收纳 小家改造 极简生活'),
  },
  shelves: [
    {
      classno: 'TS972.12', topic: '烹饪', subject: '菜谱', weight: 3, zone: 'science', pages: [128, 280], price: 1.6, publishers: LIFE_PUB, author: { roles: ['编著', '主编', '著'] },
      titles: ['{cuisine}[大全|一本就够|精选|入门|制作技法|家常做法]', '[超简单|一学就会|新手学做]{cuisine}'],
      summary: [['本书精选了数百道{cuisine}，步骤详细，配有分步图解。'], ['食材易得，做法简单，适合家庭厨房。']],
    },
    {
      classno: 'S68', topic: '养花', subject: '观赏园艺', weight: 1, zone: 'science', pages: [128, 240], price: 1.5, publishers: LIFE_PUB, author: { roles: ['编著', '著'] },
      titles: ['{plant}[养护大全|栽培与养护|新手入门|图鉴|四季养护|病虫害防治]', '{plant}{guideForm}'],
      summary: [['本书介绍了{plant}的选购、栽培与日常养护方法。']],
    },
    {
      classno: 'S829', topic: '养宠物', subject: '宠物－饲养管理', weight: 1, zone: 'science', pages: [128, 240], price: 1.5, publishers: LIFE_PUB, author: POPULAR,
      titles: ['{pet}[的饲养与训练|养护百科|行为心理学|家庭医生]', '{pet}{guideForm}'],
      summary: [['本书介绍了{pet}的饲养、训练与常见疾病防治知识。']],
    },
    {
      classno: 'TS976.3', topic: '家务收纳', subject: '家庭生活－基本知识', weight: 1, zone: 'science', pages: [128, 260], publishers: LIFE_PUB, author: POPULAR,
      titles: ['{home}[的魔法|术|指南|一本通|手帖|日记|提案]', '[极简|轻松|高效]{home}', '{home}{guideForm}'],
      summary: [['本书分享了{home}的理念与实用方法，帮助读者打造舒适的居家环境。']],
    },
  ],
};
