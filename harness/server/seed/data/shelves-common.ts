/**
 * The catalogue generator's shared vocabulary: words any shelf's title templates may use, and the
 * subtitles that keep non-fiction titles apart (写给初学者的投资理财入门).
 */
import { words } from '../catalogue-template.js';

/** Words any shelf may use. */
export const COMMON: Record<string, string[]> = {
  place: words(`江南 北方 故乡 小城 长河 青石镇 老街 渡口 山村 县城 胡同 平原 高原 草原 大漠 海边 雪国 西北 岭南
    桃花坞 槐树庄 梨花湾 石板街 月亮湾 白沙洲 柳林镇 清水河 黄土坡 南山 北岸 东湖 西岭 长安 金陵 苏州河 运河 大湾区`),
  image: words(`月光 春风 灯火 河流 白鹭 麦田 初雪 晚霞 星辰 钟声 炊烟 稻田 年轮 长夜 黎明 回声 归途 远方 旷野 山河
    烟火 岁月 光阴 流年 浮生 繁花 落叶 青苔 松涛 蝉鸣 细雨 芦苇 秋水 暮色 晨光 海浪 风铃 火车 旧信 老屋
    灯塔 渡船 石桥 槐花 桂花 银杏 白杨 向日葵 梧桐 野草 雪线 鸽哨`),
  season: words('春天 夏天 秋天 冬天 雨季 初春 深秋 隆冬 盛夏'),
  time: words('那年 往昔 少年时 十八岁 一九七八年 八十年代 那个夏天 旧时光 昨天 明天 童年'),
  adj: words('温暖的 寂静的 遥远的 漫长的 明亮的 沉默的 孤独的 迟到的 燃烧的 流动的 隐秘的 失落的 最后的 永恒的'),
  // Forms of non-fiction titles: 心理学十讲, 高血压一本通.
  popForm: words(
    '入门 通识课 十讲 二十讲 简史 浅说 漫谈 常识 通俗读本 小史 的故事 的逻辑 精讲 必修课 七堂课 新论 笔记',
  ),
  guideForm: words('指南 手册 一本通 全书 百科 百问 大全 入门 宝典 速查手册 实用手册 图解 从入门到精通 一学就会'),
  person: words(
    '父亲 母亲 祖母 外婆 少年 姑娘 兄弟 姐妹 船长 教师 医生 守夜人 摆渡人 裁缝 木匠 邮差 画家 歌者 猎人 异乡人 旅人 女儿 老人',
  ),
};

/** Subtitle words; `{subjectWord}` is the shelf's topic. */
export const SUBTITLE_VOCABULARY: Record<string, string[]> = {
  audience: words('普通人 年轻人 初学者 所有人 大众 忙碌者'),
  guide: words('入门 指南 必修课 通识课 读本 手册 十二讲 第一课'),
  must: words('都应该知道的 需要了解的 必须懂的 不可不知的'),
  fact: words('常识 知识'),
  count: words('7 10 12 20 30 50 100'),
  item: words('关键问题 核心概念 经典案例 常见误区'),
  grasp: words('一本书读懂 一本书看懂 一本书讲透'),
};

/** Subtitle templates over SUBTITLE_VOCABULARY. */
export const SUBTITLE_TEMPLATES = [
  '写给{audience}的{subjectWord}{guide}',
  '{audience}{must}{subjectWord}{fact}',
  '{subjectWord}的{count}个{item}',
  '{grasp}{subjectWord}',
];
