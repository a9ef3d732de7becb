/** Readers' seeded photo posts: topics, texts, review states, picture captions (seed/photos.ts seeds them). */

export interface SeedPhoto {
  persona: string;
  rdrno: string;
  name: string;
  topic: string;
  text: string;
  /** Hours from the seed moment. */
  at: number;
  state: 'pending' | 'approved' | 'rejected';
  reason?: string;
  likes: number;
  /** Captions and colours of its pictures. */
  pictures: [string, string][];
}

export const PHOTOS: SeedPhoto[] = [
  {
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    topic: '馆舍风光',
    text: '傍晚的阅览室，阳光正好，安安静静读完了半本书。',
    at: -24 * 9,
    state: 'approved',
    likes: 12,
    pictures: [
      ['阅览室的傍晚', '#c2703d'],
      ['窗边的座位', '#7a5c3e'],
    ],
  },
  {
    persona: 'fined',
    rdrno: 'SX500001',
    name: '赵大伟',
    topic: '活动现场',
    text: '周末带孩子参加了绘本故事会，小朋友们听得特别认真！',
    at: -24 * 7,
    state: 'approved',
    likes: 25,
    pictures: [
      ['绘本故事会', '#2f7d6d'],
      ['小读者们', '#3f6fb5'],
      ['手工环节', '#b5543f'],
    ],
  },
  {
    persona: 'expired',
    rdrno: 'SX400001',
    name: '许静',
    topic: '好书分享',
    text: '推荐《平凡的世界》，每次重读都有新的感受。',
    at: -24 * 5,
    state: 'approved',
    likes: 8,
    pictures: [['平凡的世界', '#6b4f8a']],
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    topic: '我在图书馆',
    text: '新开的自习区环境太好了，插座、台灯一应俱全。',
    at: -24 * 4,
    state: 'approved',
    likes: 5,
    pictures: [
      ['新自习区', '#3b7a57'],
      ['台灯与书', '#a07a2c'],
    ],
  },
  {
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    topic: '阅读时光',
    text: '一杯茶，一本书，一个下午。',
    at: -24 * 2,
    state: 'approved',
    likes: 3,
    pictures: [
      ['一杯茶', '#8a6a4f'],
      ['一本书', '#4f6a8a'],
      ['一个下午', '#6a8a4f'],
      ['闭馆前', '#8a4f6a'],
    ],
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    topic: '阅读时光',
    text: '今天在二楼借到了一直想读的书。',
    at: -20,
    state: 'rejected',
    reason: '照片中含有其他读者的正脸，请处理后重新发布',
    likes: 0,
    pictures: [['二楼借阅区', '#5a6b7c']],
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    topic: '馆舍风光',
    text: '雨后的图书馆门口。',
    at: -3,
    state: 'pending',
    likes: 0,
    pictures: [['雨后的门口', '#4a7a9a']],
  },
];
