/** Names for the catalogue's authors, editors and translators: Chinese surnames and given names, nations, transliterated foreign names (seed/catalogue-people.ts composes them). */
import { words } from '../catalogue-template.js';

// Ordered roughly by frequency: pickSkewed makes 王/李/张 common and 欧阳 rare.
export const SURNAMES = words(`
  王 李 张 刘 陈 杨 黄 赵 吴 周 徐 孙 马 朱 胡 郭 何 高 林 罗 郑 梁 谢 宋 唐 许 韩 冯 邓 曹
  彭 曾 肖 田 董 袁 潘 于 蒋 蔡 余 杜 叶 程 苏 魏 吕 丁 任 沈 姚 卢 姜 崔 钟 谭 陆 汪 范 金
  石 廖 贾 夏 韦 付 方 白 邹 孟 熊 秦 邱 江 尹 薛 闫 段 雷 侯 龙 史 陶 黎 贺 顾 毛 郝 龚 邵
  万 钱 严 覃 武 戴 莫 孔 向 汤 常 温 康 施 文 牛 樊 葛 邢 安 齐 易 乔 伍 庞 颜 倪 庄 聂 章
  鲁 岳 翟 殷 詹 申 欧 耿 关 兰 焦 俞 左 柳 甘 祝 包 宁 尚 符 舒 阮 柯 纪 梅 童 凌 毕 单 季
  裴 霍 涂 成 苗 谷 盛 曲 翁 冉 骆 蓝 路 游 辛 靳 欧阳 管 柴 蒙 鲍 华 喻 祁 蒲 房 滕 屈 饶
  解 牟 艾 尤 阳 时 穆 农 司 卓 古 吉 缪 简 车 项 连 芦 麦 褚 娄 窦 戚 岑 景 党 宫 费 卜 冷
  晏 席 卫 米 柏 宗 瞿 桂 全 佟 应 臧 闵 苟 邬 边 卞 姬 师 和 仇 栾 隋 商 刁 沙 荣 巫 寇 桑
  郎 甄 丛 仲 虞 敖 巩 明 佘 池 查 麻 苑 迟 邝 司马 上官 诸葛 东方 慕容`);

export const GIVEN = words(`
  伟 芳 娜 敏 静 丽 强 磊 军 洋 勇 艳 杰 娟 涛 明 超 秀 霞 平 刚 桂 英 华 玉 萍 红 建 国 文
  辉 力 鹏 飞 斌 宇 浩 凯 健 俊 帆 旭 宁 龙 林 欣 佳 雪 琳 晶 婷 颖 倩 慧 莉 燕 玲 晓 海 波
  峰 云 志 春 梅 兰 亮 东 德 荣 成 清 山 松 哲 思 远 晨 阳 然 博 睿 轩 涵 铭 逸 泽 瑞 嘉 子
  一 立 新 永 振 家 仁 义 中 正 天 安 庆 祥 福 光 秋 冬 蕾 薇 蓉 茜 璐 瑶 彤 妍 卓 恒 锋 毅
  诚 虹 岚 宏 鸿 昊 琪 悦 楠 冰 雁 鸣 舟 川 岩 钧 盛 维 培 世 敬 耀 崇 怀 克 笑 若 素 薇
  凡 如 依 梓 沐 知 书 墨 言 默 望 朗 启 观 之 为 乐 迪 韬 骏 曦 景 柏 桐 彬 翔`);

export const NATIONS = {
  美: { country: '美国', kind: 'west' },
  英: { country: '英国', kind: 'west' },
  法: { country: '法国', kind: 'fr' },
  德: { country: '德国', kind: 'de' },
  俄: { country: '俄罗斯', kind: 'ru' },
  日: { country: '日本', kind: 'jp' },
  意: { country: '意大利', kind: 'it' },
  加: { country: '加拿大', kind: 'west' },
  澳: { country: '澳大利亚', kind: 'west' },
} as const;
export type Nation = keyof typeof NATIONS;

export const FOREIGN: Record<string, { given: string[]; family: string[] }> = {
  west: {
    given: words(`约翰 大卫 迈克尔 詹姆斯 罗伯特 威廉 托马斯 理查德 查尔斯 乔治 玛丽 伊丽莎白 安娜 萨拉
      艾米莉 凯瑟琳 劳拉 丹尼尔 马克 保罗 斯蒂芬 彼得 爱德华 亨利 朱莉娅 简 海伦 艾伦 布莱恩 克里斯托弗
      马修 安德鲁 乔纳森 本杰明 尼古拉斯 杰西卡 丽贝卡 汉娜 奥利维亚 路易莎 弗兰克 沃尔特 亚瑟 雷蒙德`),
    family: words(`史密斯 约翰逊 布朗 琼斯 米勒 戴维斯 威尔逊 泰勒 安德森 杰克逊 怀特 哈里斯 马丁 汤普森
      罗宾逊 克拉克 刘易斯 沃克 霍尔 艾伦 扬 金 赖特 斯科特 格林 贝克 亚当斯 纳尔逊 卡特 米切尔 罗伯茨
      特纳 菲利普斯 坎贝尔 帕克 埃文斯 爱德华兹 柯林斯 斯图尔特 莫里斯 罗杰斯 库克 摩根 贝尔 墨菲 贝利
      库珀 理查森 霍华德 布鲁克斯 格雷 华生 班尼特 伍德 巴恩斯 罗斯 亨德森 詹金斯 鲍威尔 巴特勒 福斯特`),
  },
  fr: {
    given: words(
      `皮埃尔 让 米歇尔 菲利普 雅克 弗朗索瓦 克洛德 玛丽 苏菲 卡米耶 安托万 路易 朱利安 奥利维耶 伊莎贝尔 樊尚`,
    ),
    family: words(`马丁 贝尔纳 杜邦 杜兰 勒费弗尔 莫罗 罗兰 西蒙 洛朗 加尼耶 福尔 卢梭 布朗热 勒克莱尔 莫迪亚 吉拉尔`),
  },
  de: {
    given: words(
      `汉斯 克劳斯 沃尔夫冈 彼得 尤尔根 迪特尔 莫妮卡 乌尔苏拉 卡尔 弗里德里希 海因里希 马蒂亚斯 安娜 斯特凡`,
    ),
    family: words(`穆勒 施密特 施耐德 费舍尔 韦伯 迈耶 瓦格纳 贝克尔 舒尔茨 霍夫曼 科赫 里希特 克莱因 沃尔夫`),
  },
  ru: {
    given: words(`亚历山大 谢尔盖 弗拉基米尔 尼古拉 伊万 安德烈 米哈伊尔 德米特里 阿列克谢 鲍里斯 瓦西里 尤里`),
    family: words(
      `伊万诺夫 彼得罗夫 斯米尔诺夫 库兹涅佐夫 波波夫 索科洛夫 列别杰夫 科兹洛夫 诺维科夫 莫罗佐夫 巴甫洛夫 沃尔科夫`,
    ),
  },
  it: {
    given: words(`乔瓦尼 马可 朱塞佩 安东尼奥 卢卡 弗朗切斯科 亚历山德罗 埃琳娜 基娅拉 保拉`),
    family: words(`罗西 鲁索 费拉里 埃斯波西托 比安奇 罗马诺 科隆博 里奇 马里诺 格雷科`),
  },
  jp: {
    // Japanese names are written surname + given name without a dot.
    given: words(`健一 浩 隆 大辅 拓也 翔太 直树 和也 诚 修 美咲 由美 惠子 阳子 直子 真由美 明日香 春香 优子
      圭吾 太郎 一郎 光 步 秀树 洋子 千寻 凉子 康成 龙之介 彩 结衣 达也 信一`),
    family: words(`佐藤 铃木 高桥 田中 渡边 伊藤 山本 中村 小林 加藤 吉田 山田 佐佐木 山口 松本 井上 木村 林
      清水 斋藤 森 池田 桥本 石川 前田 藤原 冈田 村上 宫本 青木 小川 西村 长谷川 远藤`),
  },
};
