/** Shelves of law and society (D, C), culture and education (G), language (H). */
import { words } from './catalogue-template.js';
import { POPULAR, SCHOLAR, TEXTBOOK, type GroupSpec } from './catalogue-shelves-types.js';

const POP_PUB = ['中信出版社', '北京联合出版公司', '人民邮电出版社', '浙江人民出版社', '中国友谊出版公司', '江苏凤凰文艺出版社'];
const EDU_PUB = ['华东师范大学出版社', '教育科学出版社', '北京师范大学出版社', '人民教育出版社', '中国轻工业出版社'];

export const SOCIETY: GroupSpec = {
  name: '政治法律社会',
  weight: 5,
  vocab: {
    lawTopic: words('婚姻家庭 劳动 房产 交通事故 消费 继承 民间借贷 物业 个人信息保护 医疗 知识产权 网络侵权 劳动合同 公司股权'),
    civ: words('物权 合同 婚姻家庭 继承 侵权责任 人格权'),
    region: words('亚洲 欧洲 中东 非洲 拉丁美洲 东南亚 中亚 南亚 北极 太平洋 印度洋 东北亚 巴尔干 南海'),
    comm: words('高效 非暴力 关键 跨文化 幽默 坦诚 深度 温和 精准 有效'),
    commTopic: words('说话 倾听 谈判 演讲 表达 社交 情商 人际关系 职场沟通 说服 提问 即兴演讲 赞美'),
    soc: words('陌生人 老龄 流动 县城 数字 单位 乡土 城市 消费 风险 网络 熟人 社区 独居'),
  },
  shelves: [
    {
      classno: 'D920.5', topic: '法律', subject: '法律－中国－普及读物', weight: 2, zone: 'social', pages: [180, 380], publishers: ['法律出版社', '中国法制出版社', '人民出版社'],
      author: { roles: ['编著', '主编', '编'], board: 0.3 },
      titles: ['{lawTopic}法律[一本通|问答|指南|常识|实务]', '[图解|漫画]{lawTopic}法律问题', '[老百姓|百姓]身边的法律[常识|顾问|100问]',
        '{lawTopic}纠纷[处理|实务|案例精解|维权指南|裁判规则]'],
      summary: [['本书以问答的形式，解答了{lawTopic}中常见的法律问题。'], ['引用法条准确，案例贴近生活。']],
    },
    {
      classno: 'D923', topic: '民法典', subject: '民法－中国', weight: 1, zone: 'social', pages: [240, 680], minYear: 2020, publishers: ['法律出版社', '中国法制出版社', '中国人民大学出版社', '北京大学出版社'],
      author: SCHOLAR,
      titles: ['民法典{civ}编[理解与适用|释义|案例详解|条文精释|适用指引]', '民法典[学习读本|条文精释|一本通|{guideForm}]', '{civ}法[总论|原理|教程|研究]'],
      summary: [['本书结合《中华人民共和国民法典》的规定，对{civ}相关制度作了系统阐释。'], ['可供法律工作者及广大读者学习参考。']],
    },
    {
      classno: 'D815', topic: '国际关系', subject: '国际关系－研究', weight: 1, zone: 'social', pages: [220, 480], publishers: ['中国社会科学出版社', '世界知识出版社', '中信出版社', '北京大学出版社'],
      author: SCHOLAR,
      titles: ['{region}与世界', '{region}[大国博弈|地缘政治|外交史|史|变局|观察|一体化|安全|国际关系|发展报告]'],
      summary: [['本书分析了{region}的地缘格局与国际关系。'], ['资料翔实，观点客观。']],
    },
    {
      classno: 'C912.1', topic: '沟通', subject: '人际关系学－通俗读物', weight: 2, zone: 'social', pages: [180, 320], publishers: POP_PUB, author: POPULAR,
      titles: ['{comm}沟通', '{comm}说话之道', '{commTopic}[的艺术|之道|技巧|心理学|力|课|训练]', '{commTopic}{guideForm}'],
      summary: [['本书介绍了沟通与表达的原则和技巧。'], ['帮助读者在工作和生活中建立良好的人际关系。']],
    },
    {
      classno: 'C91', topic: '社会学', subject: '社会学－研究', weight: 1, zone: 'social', pages: [220, 460], publishers: ['生活·读书·新知三联书店', '北京大学出版社', '商务印书馆', '上海人民出版社', '广西师范大学出版社'],
      author: SCHOLAR,
      titles: ['{soc}社会', '{soc}中国', '[理解|重新发现|观察]{soc}社会', '[家庭|消费|城市|工作|时间|身体|情感|技术|教育|医疗]的社会学'],
      summary: [['本书从社会学的视角观察了当代中国的{soc}社会现象。'], ['理论与田野调查相结合，富有洞见。']],
    },
  ],
};

export const EDUCATION: GroupSpec = {
  name: '文化教育体育',
  weight: 5,
  vocab: {
    parent: words('养育 陪伴 亲子沟通 好习惯 自驱力 专注力 情绪管理 阅读习惯 自律 规则意识 抗挫力 时间管理 社交力 安全感 学习力'),
    parentSkill: words('培养孩子的好习惯 培养孩子的自驱力 与孩子有效沟通 陪孩子度过青春期 养育自律的孩子 帮孩子管理情绪'),
    stage: words('0—3岁 3—6岁 小学阶段 青春期 幼小衔接'),
    school: words('初中数学 初中物理 初中化学 中考英语 中考语文 高中数学 高考作文 小学奥数'),
    exam: words('基础知识手册 同步练习 知识清单 真题精选 满分作文 解题方法'),
    comp: words('看图写话 优秀作文 满分作文 日记 起步作文'),
    read: words('阅读 读书 读经典 快速阅读 深度阅读 整本书阅读 亲子阅读 读诗'),
    sport: words('跑步 游泳 篮球 足球 瑜伽 健身 羽毛球 太极拳 乒乓球 网球 马拉松 普拉提 八段锦 跳绳 徒步 骑行 力量训练'),
    cult: words('传统文化 汉字 书法 茶文化 园林 诗词 礼仪 戏曲 建筑 服饰 饮食文化 节日 器物 民居 家训 科举 书院 昆曲'),
    lib: words('公共 智慧@2012 数字@2005 社区 少儿 高校 县级 乡镇 城市书房@2015'),
  },
  shelves: [
    {
      classno: 'G78', topic: '家庭教育', subject: '家庭教育', weight: 4, zone: 'general', pages: [180, 360], publishers: [...POP_PUB, ...EDU_PUB], author: POPULAR,
      titles: ['{parent}[的秘密|养成记|指南|课|手册|的力量|从0到1]', '好[父母|妈妈|爸爸]胜过好老师', '{stage}孩子的{parent}', '[不吼不叫|温柔而坚定|正面引导]：{parentSkill}', '[如何|怎样]{parentSkill}'],
      summary: [['本书针对{stage}孩子的特点，介绍了科学养育的理念和方法。'], ['语言亲切，案例丰富，是父母的实用指南。']],
    },
    {
      classno: 'G624.243', subject: '作文课－小学－教学参考资料', weight: 2, zone: 'general', pages: [120, 300], editions: true,
      publishers: ['华东师范大学出版社', '浙江少年儿童出版社', '长江少年儿童出版社', '人民教育出版社'], author: TEXTBOOK,
      titles: ['小学生{comp}[大全|精选|一本通]', '[三|四|五|六]年级{comp}'],
      summary: [['本书精选了小学生{comp}范文，附有名师点评。'], ['帮助学生掌握写作方法，提高写作水平。']],
    },
    {
      classno: 'G634', subject: '课程－中学－教学参考资料', weight: 2, zone: 'general', pages: [160, 420], editions: true,
      publishers: ['华东师范大学出版社', '北京师范大学出版社', '人民教育出版社', '教育科学出版社'], author: TEXTBOOK,
      titles: ['{school}{exam}', '{school}[必刷题|一本通|培优教程]'],
      summary: [['本书依据最新课程标准编写，涵盖{school}的重点和难点。'], ['适合学生复习备考使用。']],
    },
    {
      classno: 'G40', topic: '教育', subject: '教育学', weight: 1.5, zone: 'general', pages: [200, 420], publishers: EDU_PUB, author: SCHOLAR,
      titles: ['教育[的情调|的目的|学原理|漫谈|与生活]', '给教师的[建议|一百条新建议]', '{eduTopic}的[革命|改变|智慧|艺术|设计|新论|力量]', '{eduTopic}[研究|实践|十讲]'],
      vocab: { eduTopic: words('课堂 学校 教学 学习 阅读教学 作文教学 班级管理 家校合作 教师成长 课程 评价 项目式学习 学习科学') },
      summary: [['本书探讨了教育的本质与课堂教学的实践问题。'], ['适合中小学教师和教育研究者阅读。']],
    },
    {
      classno: 'G252.17', topic: '阅读', subject: '读书方法', weight: 1, zone: 'general', pages: [160, 320], publishers: [...POP_PUB, '商务印书馆'], author: POPULAR,
      titles: ['如何{read}', '{read}的艺术', '[为什么|怎样]{read}', '{read}[课|的方法|改变人生|之乐|力]'],
      summary: [['本书分享了高效{read}的方法。'], ['适合希望养成阅读习惯的读者。']],
    },
    {
      classno: 'G25', topic: '图书馆', subject: '图书馆学', weight: 1, zone: 'general', pages: [200, 420], publishers: ['国家图书馆出版社', '北京大学出版社', '中国社会科学出版社'],
      author: SCHOLAR,
      titles: ['{lib}图书馆[服务研究|建设|管理实务|发展研究|空间设计|评估]', '图书馆学[基础|概论|导论]'],
      summary: [['本书围绕{lib}图书馆的建设与服务展开研究。'], ['可供图书馆从业人员参考。']],
    },
    {
      classno: 'G8', topic: '运动健身', subject: '体育运动－普及读物', weight: 2, zone: 'general', pages: [140, 320], publishers: ['人民体育出版社', '人民邮电出版社', '化学工业出版社', '北京科学技术出版社'],
      author: { ...POPULAR, roles: ['著', '编著'] },
      titles: ['{sport}[入门|训练指南|从零开始|解剖书|全书|技术图解|教学与训练|完全手册|损伤预防]', '图解{sport}'],
      summary: [['本书图文并茂地讲解了{sport}的基本技术与训练方法。'], ['适合初学者和爱好者阅读。']],
    },
    {
      classno: 'G12', topic: '传统文化', subject: '文化研究－中国', weight: 2, zone: 'general', pages: [200, 420], publishers: ['中华书局', '商务印书馆', '生活·读书·新知三联书店', '人民出版社', '北京大学出版社'],
      author: SCHOLAR,
      titles: ['中国{cult}', '{cult}[十讲|之美|与中国文化|通识|小史|的智慧|常识|概论]'],
      summary: [['本书介绍了中国{cult}的历史渊源与精神内涵。'], ['深入浅出，适合大众阅读。']],
    },
  ],
};

export const LANGUAGE: GroupSpec = {
  name: '语言文字',
  weight: 3,
  vocab: {
    enExam: words('四级 六级 考研 雅思 托福 中考 高考 专四 专八'),
    enSkill: words('词汇 语法 阅读 听力 写作 口语'),
    jpLevel: words('N1 N2 N3 N5 N4'),
  },
  shelves: [
    {
      classno: 'H319.4', subject: '英语－语言读物', weight: 2, zone: 'foreign', pages: [120, 360], publishers: ['外语教学与研究出版社', '上海译文出版社', '商务印书馆', '华东师范大学出版社'],
      author: { roles: ['编', '编著', '主编'] },
      titles: ['英语[美文|短篇小说|名篇|散文|诗歌][精选|100篇|读本|选读]', '[双语|英汉对照][经典|名著|美文|童话|散文][读本|选读|精选]', '英语阅读[训练|理解|进阶][100篇|精选|教程]'],
      summary: [['本书精选了适合中高级英语学习者的阅读材料，附有注释。'], ['可帮助读者提高英语阅读能力。']],
    },
    {
      classno: 'H31', subject: '英语－自学参考资料', weight: 3, zone: 'foreign', pages: [200, 620], editions: true, price: 1.2,
      publishers: ['外语教学与研究出版社', '华东师范大学出版社', '清华大学出版社', '北京大学出版社', '高等教育出版社'], author: TEXTBOOK,
      titles: ['{enExam}英语{enSkill}[精讲|突破|一本通|真题详解]', '英语{enSkill}[大全|从入门到精通|新思维]'],
      summary: [['本书针对{enExam}英语考试中的{enSkill}部分，进行了系统讲解和训练。'], ['讲解清晰，练习丰富。']],
    },
    {
      classno: 'H369.4', subject: '日语－自学参考资料', weight: 1, zone: 'foreign', pages: [200, 480], publishers: ['外语教学与研究出版社', '华东师范大学出版社', '上海译文出版社'], author: TEXTBOOK,
      titles: ['[新编|标准]日语[入门|语法|会话]', '日语能力考试{jpLevel}[词汇|语法|真题]'],
      summary: [['本书适合日语初学者和备考者使用，讲解由浅入深。']],
    },
    {
      classno: 'H15', topic: '写作', subject: '汉语－写作', weight: 1, zone: 'general', pages: [160, 360], publishers: ['商务印书馆', '北京大学出版社', '中国人民大学出版社', '中华书局'], author: SCHOLAR,
      titles: ['[写作|非虚构写作|公文写作|应用文写作|创意写作|小说写作|学术写作|新媒体写作|散文写作][课|教程|十讲|指南|技巧|通识]', '汉语[写作|修辞]学'],
      summary: [['本书系统讲解了写作的基本方法与技巧，配有大量范例。']],
    },
    {
      classno: 'H12', topic: '汉字', subject: '汉字－通俗读物', weight: 1, zone: 'general', pages: [180, 420], publishers: ['中华书局', '商务印书馆', '上海古籍出版社'], author: SCHOLAR,
      titles: ['[汉字|甲骨文|成语|姓氏|方言|俗语|谚语|古汉语|普通话|文字学][的故事|源流|五千年|里的中国|趣谈|小史|十讲|常识|漫谈]', '说文解字[今释|讲义|十讲]', '[常用|趣味]汉字[解读|字源]'],
      summary: [['本书讲述了汉字的起源、演变及其背后的文化内涵。'], ['通俗易懂，适合各年龄段读者。']],
    },
  ],
};
