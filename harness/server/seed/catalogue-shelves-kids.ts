/** Shelves of children's books: most of their copies belong to the children's library. */
import { words } from './catalogue-template.js';
import type { AuthorStyle, GroupSpec, ShelfSpec } from './catalogue-shelves-types.js';

const KIDS_PUB = ['接力出版社', '二十一世纪出版社', '浙江少年儿童出版社', '明天出版社', '天天出版社', '中国少年儿童出版社', '长江少年儿童出版社'];
const KIDS_AUTHOR: AuthorStyle = { roles: ['著', '著', '', '文'] };
const PICTURE_CN: AuthorStyle = { roles: [''], picture: true };

const pictureBook = (classno: string, subject: string, weight: number, author: AuthorStyle): ShelfSpec => ({
  classno, subject, weight, zone: 'picture', kids: true, pages: [80, 120], price: 2.2,
  publishers: [...KIDS_PUB, '北京联合出版公司', '南海出版公司'], author,
  titles: ['[晚安|你好|早安|再见]，{animal}', '{animal}[的一天|回家了|睡不着|找妈妈|的新朋友|去哪儿了|生气了|想长大|要上幼儿园了]',
    '小{critter}[的|和]{kidThing}', '我[的|爱]{kidThing}', '{kidAdj}{kidThing}', '[一起|大家]来{kidPlay}', '[好大|好小|好多]的{kidThing}',
    '{animal}和{animal2}', '[一只|两只|三只]{animalAdj}{animal}', '{animal}[的|和]{kidThing}'],
  summary: [
    ['这是一本适合{age}儿童的图画书，{pbDesc}。', '{animal}和{kidThing}之间，发生了一个温暖有趣的小故事。'],
    ['画面明快温馨，文字简洁而富有节奏，适合亲子共读。', '故事告诉孩子关于{kidTheme}的道理。'],
  ],
});

export const CHILDREN: GroupSpec = {
  name: '少儿',
  weight: 16,
  vocab: {
    animal: words('兔子 小熊 狐狸 刺猬 松鼠 猫头鹰 小猪 企鹅 长颈鹿 河马 大象 蜗牛 乌龟 青蛙 蚂蚁 小鹿 鼹鼠 老鼠 鸭子 小猫 小狗 恐龙 獾'),
    // After 小: 小熊, 小狐狸.
    critter: words('兔 熊 狐狸 刺猬 松鼠 猪 企鹅 象 乌龟 青蛙 鹿 鼹鼠 老鼠 鸭子 猫 狗 羊 猴子 老虎 狮子 恐龙'),
    animalAdj: words('勇敢的 爱哭的 胆小的 会飞的 不睡觉的 爱读书的 想长大的 会魔法的'),
    kidAct: words('找朋友 去上学 搬新家 过生日 去旅行 学本领 种星星 看月亮 学游泳 开书店 当邮差'),
    kidPlace: words('森林 魔法学校 月亮湾 糖果屋 彩虹岛 大树下 云朵小镇 海底王国'),
    kidHero: words('小木偶 纸飞机 小水滴 小布头 机器人 小怪兽 小豆子 稻草人 小雪人 小铅笔 橡皮擦 小纽扣 蒲公英 小火车 小茶壶 小闹钟 泥娃娃 小风车 小蜡烛 布老虎 小石头 纸老虎'),
    kidName: words('小米 豆豆 果果 丁丁 阿福 小满 雨点 乐乐 笑笑 皮皮 多多 贝贝 米粒'),
    kidThing: words('秘密 日记 夏天 树屋 梦想 风筝 月亮 雨伞 帽子 小船 气球 彩虹 被子 红鞋子 书包 种子 星星 蛋糕 积木 围巾 雪人 苹果 南瓜 灯笼 铃铛 纸船'),
    kidPet: words('小黑狗 大白鹅 流浪猫 小刺猬 鹦鹉 小金鱼 大黄狗 小山羊 小麻雀 老黄牛 小花猫'),
    kidAdj: words('好大的 神奇的 彩色的 会唱歌的 看不见的 小小的 会飞的 会说话的 亮晶晶的 软绵绵的 圆圆的 弯弯的'),
    kidPlay: words('捉迷藏 种花 做蛋糕 数星星 搭积木 过家家 堆雪人 放风筝 画画 唱歌 踢足球 洗澡'),
    kidSetting: words('乡下外婆家 城市的老街区 海边小镇 草原 新学校 山里的小学'),
    kidTheme: words('友谊 勇气 成长 分享 爱与陪伴 诚实 坚持 自信 尊重'),
    kidStyle: words('充满想象力 语言生动有趣 幽默风趣 温暖动人'),
    kidFit: words('适合小学低年级学生阅读 适合亲子共读 能激发孩子的阅读兴趣 适合7—12岁儿童阅读'),
    kidList: words('“全国优秀儿童文学奖”书目 “中国小学生分级阅读书目” “全国百种优秀青少年读物” “陈伯吹国际儿童文学奖”书目'),
    age: words('0—3岁 3—6岁 4—8岁 2—5岁'),
    pbDesc: words('画面温馨，文字简洁 用简单重复的语言帮助孩子认识世界 帮助孩子学会表达情绪 陪伴孩子安心入睡'),
    kidSci: words('恐龙 昆虫 宇宙 海洋 人体 动物 植物 交通工具 天气 地球 太空 鸟类 科学实验 火山 机器人'),
    dynasty: words('夏商周 春秋战国 秦汉 三国 隋唐 宋元 明清 唐朝 宋朝 汉朝 元朝 明朝 清朝 秦朝'),
    pre: words('识字 数学 拼音 英语 思维 专注力'),
  },
  shelves: [
    {
      classno: 'I287.7', subject: '童话－中国－当代', weight: 20, zone: 'kids', kids: true, pages: [80, 240],
      publishers: KIDS_PUB, author: KIDS_AUTHOR,
      titles: ['{animalAdj}{animal}', '小{critter}{kidAct}', '{kidHero}历险记', '{animal}和{animal2}', '{kidPlace}的{animal}',
        '{kidPlace}[的秘密|奇遇记|童话]'],
      summary: [
        ['这是一个关于{kidTheme}的温暖故事。', '故事讲述了主人公在{kidPlace}经历的一连串奇妙冒险。'],
        ['故事{kidStyle}，{kidFit}。'],
        ['入选{kidList}。'],
      ],
    },
    {
      classno: 'I287.45', subject: '儿童小说－长篇小说－中国－当代', weight: 14, zone: 'kids', kids: true, pages: [120, 320],
      publishers: KIDS_PUB, author: KIDS_AUTHOR,
      vocab: {
        kidRegion: words('草原 海岛 山林 胡同 江南 小镇 河湾 雪乡 竹林 渔村 高原 果园 稻田 山寨 老街 运河'),
        kidClassmate: words('小怪兽 转学生 新同学 捣蛋鬼 小班长 小作家 淘气包 女生 男生 小书虫'),
        kidSeason: words('夏天 暑假 冬天 寒假 春天 雪 秋天'),
        kidRole: words('侦探 作家 画家 厨师 记者 科学家 船长 医生'),
      },
      titles: ['{kidName}的{kidThing}', '{kidName}上学记', '我们班的{kidClassmate}', '{kidRegion}[少年|的孩子|来的女孩|的夏天|男孩]',
        '{kidName}和{kidPet}', '[那年|难忘的|我们的|外婆家的|爷爷的]{kidSeason}', '{kidName}[成长记|的烦恼|的奇思妙想|的{kidSeason}]',
        '小{kidRole}{kidName}', '我和{kidPet}的{kidSeason}'],
      summary: [
        ['小说讲述了{kidName}在{kidSetting}的成长故事。', '这是一部以{kidSetting}为背景的儿童小说，讲述了关于{kidTheme}的故事。'],
        ['故事{kidStyle}，{kidFit}。'],
        ['入选{kidList}。'],
      ],
    },
    pictureBook('I287.8', '图画故事－中国－当代', 14, PICTURE_CN),
    pictureBook('I712.85', '图画故事－美国－现代', 6, { roles: ['文·图'], picture: true, foreign: { share: 1, nations: ['美'] } }),
    pictureBook('I561.85', '图画故事－英国－现代', 2, { roles: ['文·图'], picture: true, foreign: { share: 1, nations: ['英'] } }),
    pictureBook('I313.85', '图画故事－日本－现代', 4, { roles: ['文·图'], picture: true, foreign: { share: 1, nations: ['日'] } }),
    {
      classno: 'I287.2', subject: '儿童诗歌－中国－当代', weight: 3, zone: 'kids', kids: true, pages: [80, 160],
      publishers: KIDS_PUB, author: KIDS_AUTHOR,
      titles: ['{kidThing}的歌', '[童谣|儿歌|童诗]三百首', '{kidThing}[童谣|儿歌|童诗]', '{kidAdj}童诗'],
      summary: [['本书收录了适合儿童诵读的诗歌，语言浅显，富有韵律。'], ['故事告诉孩子关于{kidTheme}的道理。', '{kidFit}。']],
    },
    {
      classno: 'Z228.1', subject: '科学知识－儿童读物', weight: 7, zone: 'kidsci', kids: true, pages: [80, 260], price: 1.6,
      publishers: [...KIDS_PUB, '科学普及出版社', '中国大百科全书出版社', '北京科学技术出版社'],
      author: { roles: ['主编', '编著', '编'], board: 0.3, foreign: { share: 0.25, nations: ['英', '美', '法'] } },
      titles: ['{kidSci}百科全书', '儿童{kidSci}大百科', '{kidSci}的奥秘', '十万个为什么：{kidSci}', '我的第一本{kidSci}书',
        '{kidSci}图鉴', '揭秘{kidSci}', '[少儿|儿童]科普[馆|大讲堂]：{kidSci}'],
      summary: [
        ['本书以图文并茂的形式，向孩子们介绍了{kidSci}的知识。', '一本为小读者编写的{kidSci}科普书。'],
        ['内容科学准确，插图精美生动。', '书中设置了有趣的问答和小实验。'],
        ['适合6—12岁儿童阅读。'],
      ],
    },
    {
      classno: 'K209', subject: '中国历史－儿童读物', weight: 3, zone: 'kidsci', kids: true, pages: [100, 280],
      publishers: KIDS_PUB, author: { roles: ['著', '编著', '主编'] },
      vocab: { cnBook: words('史记 资治通鉴 三国志 汉书 山海经 论语 诗经 孙子兵法 水经注 天工开物') },
      titles: ['写给儿童的中国历史：{dynasty}', '{dynasty}[的故事|那些人|英雄谱|小百科|原来这么有趣]', '讲给孩子的{dynasty}',
        '少年读{cnBook}', '[漫画|图说|趣味]{dynasty}[史|故事]', '给孩子的{cnBook}'],
      summary: [
        ['本书用孩子能读懂的语言，讲述了中国历史上的重要人物和事件。'],
        ['配有大量插图，帮助孩子轻松了解{dynasty}时期的历史。'],
      ],
    },
    {
      classno: 'G613.2', subject: '识字课－学前教育－教学参考资料', weight: 2, zone: 'kids', kids: true, pages: [80, 128],
      publishers: KIDS_PUB, author: { roles: ['主编', '编'], board: 0.4 },
      titles: ['幼儿{pre}[启蒙|训练|练习册|游戏]', '学前{pre}[100天|一本通|天天练]', '{pre}启蒙[绘本|卡片书]', '[小学|入学]准备：{pre}'],
      summary: [['本书为学龄前儿童设计，通过游戏和图画进行{pre}启蒙。'], ['适合{age}儿童使用。']],
    },
    {
      classno: 'G898.2', subject: '智力游戏－儿童读物', weight: 2, zone: 'kids', kids: true, pages: [80, 160],
      publishers: KIDS_PUB, author: { roles: ['编著', '主编'], board: 0.3 },
      titles: ['[专注力|思维|逻辑|观察力|记忆力]训练[游戏书|大全|200题]', '迷宫大冒险：{kidPlace}', '{kidSci}[找不同|连连看|迷宫]', '[数独|谜语|脑筋急转弯|填字游戏][大全|挑战]'],
      summary: [['书中精选了大量趣味游戏，锻炼孩子的专注力与思维能力。'], ['适合{age}儿童使用。']],
    },
  ],
};
