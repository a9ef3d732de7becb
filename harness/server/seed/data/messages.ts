/** Readers' seeded messages to the library and the library's replies (seed/messages.ts seeds them). */

export interface SeedMessage {
  persona: string;
  rdrno: string;
  name: string;
  category: string;
  content: string;
  /** Hours from the seed moment it was written, and answered. */
  at: number;
  reply?: { text: string; at: number; public: boolean };
  picture?: { text: string; color: string };
}

export const MESSAGES: SeedMessage[] = [
  {
    persona: 'fined',
    rdrno: 'SX500001',
    name: '赵大伟',
    category: '咨询',
    content: '请问春节期间图书馆开放吗？想带孩子去少儿阅览室看书。',
    at: -24 * 20,
    reply: {
      text: '春节期间除夕、初一闭馆，初二起正常开放，少儿阅览室 9:00–17:00。欢迎带孩子来！',
      at: -24 * 19,
      public: true,
    },
  },
  {
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    category: '建议',
    content: '希望能采购《三体》英文版，馆里只有中文版，想对照着读。',
    at: -24 * 12,
    reply: {
      text: '感谢建议，《三体》英文版三册已列入本月采购计划，到馆后会在新书通报中公布。',
      at: -24 * 11,
      public: true,
    },
  },
  {
    persona: 'expired',
    rdrno: 'SX400001',
    name: '许静',
    category: '投诉',
    content: '三楼自习区靠窗第二排的座椅坏了，坐下会晃，请尽快修理。',
    at: -24 * 6,
    reply: { text: '已安排后勤更换座椅，给您带来不便深表歉意，感谢您的反馈。', at: -24 * 5, public: true },
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    category: '表扬',
    content: '二楼借阅区的馆员帮我找到了一本放错书架的书，非常耐心，谢谢！',
    at: -24 * 4,
    reply: { text: '谢谢您的表扬，我们会转达给当班馆员，欢迎常来！', at: -24 * 3, public: true },
  },
  {
    persona: 'reader',
    rdrno: 'SX100001',
    name: '林书远',
    category: '咨询',
    content: '一楼自助借还机屏幕显示异常，借书时无法扫码，附上照片。',
    at: -5,
    picture: { text: '自助借还机', color: '#3b5b7a' },
  },
  {
    persona: 'multicard',
    rdrno: 'SX200001',
    name: '王建国',
    category: '其他',
    content: '读者证丢失后补办需要带什么材料？',
    at: -2,
  },
];
