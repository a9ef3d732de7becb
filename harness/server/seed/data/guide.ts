/**
 * The service guide's entries (seed/content.ts seeds them): its numbers are the seeded rules'
 * (seed/library.ts, seed/libraryDetails.ts, the library policy of infra/config.ts).
 */
import { LIBRARIES, LIBRARY_DETAILS, RDRTYPES } from './libraries.js';
import { p } from './content.js';

export const yuan = (cents: number) => `${(cents / 100).toFixed(cents % 100 ? 2 : 0)} 元`;

export function hoursTable(): string {
  const names = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];
  const order = [1, 2, 3, 4, 5, 6, 0];
  const head = `<tr><th>馆舍</th>${order.map((d) => `<th>${names[d]}</th>`).join('')}</tr>`;
  const rows = LIBRARIES.map((lib) => {
    const hours = LIBRARY_DETAILS[lib.code]?.hours ?? [];
    const cells = order.map((d) => {
      const h = hours[d];
      return `<td>${h ? `${h.open}–${h.close}` : '闭馆'}</td>`;
    });
    return `<tr><td>${lib.name}</td>${cells.join('')}</tr>`;
  });
  return `<table><thead>${head}</thead><tbody>${rows.join('')}</tbody></table>`;
}

export function readerTypesTable(): string {
  const rows = RDRTYPES.map(
    (t) =>
      `<tr><td>${t.name}</td><td>${t.loanlimit} 册</td><td>${t.loandays} 天</td><td>${t.renewlimit} 次</td><td>${t.reservelimit} 种</td><td>${t.deposit ? yuan(t.deposit) : '免押金'}</td></tr>`,
  );
  return `<table><thead><tr><th>读者类型</th><th>可借</th><th>借期</th><th>续借</th><th>预约</th><th>押金</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

export interface GuideSeed {
  code: string;
  name: string;
  entries: { title: string; summary: string; html: string }[];
}

export function guide(policy: {
  finePerDay: number;
  maxOverdueFine: number;
  maxUnpaidFine: number;
  pickupDays: number;
}): GuideSeed[] {
  return [
    {
      code: 'hours',
      name: '开放时间',
      entries: [
        {
          title: '各馆开放时间',
          summary: '总馆、分馆和少儿馆的每周开放时间',
          html: p('各馆开放时间如下（法定节假日另行通知）：') + hoursTable(),
        },
        {
          title: '节假日开放安排',
          summary: '春节、国庆等节假日的开放说明',
          html: p(
            '法定节假日开放时间以"通知公告"为准。闭馆期间可使用城南分馆 24 小时还书机还书，到期图书顺延至开馆后第三天。',
          ),
        },
      ],
    },
    {
      code: 'card',
      name: '办证须知',
      entries: [
        {
          title: '读者证的类型与押金',
          summary: '普通、学生、少儿、VIP 读者的权限',
          html: p('本馆读者证分为以下类型，各类型的借阅权限如下：') + readerTypesTable(),
        },
        {
          title: '如何办理读者证',
          summary: '到馆办理或在线办证',
          html: p(
            '到馆办理：携带本人有效身份证件到任一馆总服务台办理。',
            '在线办理：在本应用"在线办证"中填写姓名、身份证号、手机号并选择读者类型，提交后立即生效，押金到馆首次借书时缴纳。',
            '办证前请阅读<a href="/usa">《读者服务协议》</a>。',
          ),
        },
        {
          title: '挂失、补办与延期',
          summary: '读者证遗失或到期怎么办',
          html: p('读者证遗失请在"我的读者证"中挂失，找回后可取消挂失。读者证到期前可在线办理延期。'),
        },
      ],
    },
    {
      code: 'loan',
      name: '借阅规则',
      entries: [
        {
          title: '借书与还书',
          summary: '在任一馆借，在任一馆还',
          html: p(
            '持有效读者证可在总馆及各分馆借阅图书，通借通还。可在服务台、自助借还机借书，也可在馆内使用"手机借书"。',
            '可借册数与借期见<a href="/sguide">办证须知</a>中的读者类型表。',
          ),
        },
        {
          title: '续借与预约',
          summary: '到期前续借，借出的书可以预约',
          html: p(
            '图书到期前可在"借阅信息"中续借，已过期或已被他人预约的图书不能续借。',
            `借出的图书可在"图书详情"中预约，图书归还后为您保留 ${policy.pickupDays} 天，请在保留期内到取书馆领取。`,
          ),
        },
        {
          title: '图书转借',
          summary: '把借的书直接转给另一位读者',
          html: p('未过期的借阅图书可通过"图书转借"生成转借码，另一位持证读者扫码即可接借，每册图书每年最多转借两次。'),
        },
      ],
    },
    {
      code: 'fine',
      name: '违约处理',
      entries: [
        {
          title: '过期罚款',
          summary: `每册每天 ${yuan(policy.finePerDay)}`,
          html: p(
            `图书过期归还，每册每天收取罚款 ${yuan(policy.finePerDay)}，每册最高 ${yuan(policy.maxOverdueFine)}。`,
            `未缴费用超过 ${yuan(policy.maxUnpaidFine)} 时暂停借阅、续借和预约，可在"财经记录"中在线缴纳。`,
          ),
        },
        {
          title: '图书损坏与遗失',
          summary: '按价赔偿',
          html: p('所借图书损坏或遗失，应购买相同版本图书赔偿，或按图书定价的两倍赔偿。'),
        },
      ],
    },
    {
      code: 'facility',
      name: '馆舍设施',
      entries: [
        {
          title: '总馆楼层分布',
          summary: '各楼层有什么',
          html: `<ul>${(LIBRARY_DETAILS.SXLIB?.floors ?? []).map((f) => `<li><strong>${f.floor}</strong> ${f.name}</li>`).join('')}</ul>${p('各馆位置与导航见<a href="/qqmap">图书馆城</a>。')}`,
        },
        {
          title: '无线网络与电子阅览',
          summary: '免费 Wi-Fi，电子阅览室',
          html: p(
            '各馆提供免费无线网络"SXLIB-Free"，连接后用读者证号登录。总馆四楼和河西分馆三楼设电子阅览室，可访问本馆订购的全部电子资源。',
          ),
        },
        {
          title: '联系我们',
          summary: '各馆地址与电话',
          html: `<ul>${LIBRARIES.map((l) => `<li>${l.name}：${l.address}，电话 <a href="tel:${l.phone}">${l.phone}</a></li>`).join('')}</ul>`,
        },
      ],
    },
  ];
}
