/** 用户中心 (/userindex): the WeChat profile, the active card with its numbers, and every personal screen. */
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { CardGate } from '../../components/CardGate';
import { ChevronGlyph } from '../../components/ui/glyphs';
import { maskCardNo } from '../../components/ui/mask';
import { ReaderSummary } from '../../components/ui/ReaderSummary';
import { formatMoney } from '../../lib/format';
import { PATHS } from '../../router/paths';
import { useStores } from '../../stores/context';
import '../../components/ui/page.css';
import './user.css';

/** The personal screens, grouped as they appear. */
export const USER_ENTRIES: { title: string; items: { label: string; path: string }[] }[] = [
  {
    title: '读者证',
    items: [
      { label: '我的读者证', path: PATHS.cards },
      { label: '读者证二维码', path: PATHS.cardQrcode },
      { label: '卡证详情', path: PATHS.cardDetail },
      { label: '修改密码', path: PATHS.cardPassword },
      { label: '修改读者证信息', path: PATHS.cardModify },
    ],
  },
  {
    title: '借阅',
    items: [
      { label: '借阅信息', path: PATHS.loans },
      { label: '预约预借', path: PATHS.reserve },
      { label: '图书收藏', path: PATHS.collect },
      { label: '图书评论', path: PATHS.comments },
    ],
  },
  {
    title: '账户与积分',
    items: [
      { label: '财经记录', path: PATHS.fines },
      { label: '积分记录', path: PATHS.points },
      { label: '积分商城', path: PATHS.mall },
      { label: '我的礼品', path: PATHS.gifts },
      { label: '我的地址', path: PATHS.address },
    ],
  },
  {
    title: '活动与空间',
    items: [
      { label: '我的活动', path: PATHS.myEvents },
      { label: '我的空间预约', path: PATHS.mySpaces },
    ],
  },
  {
    title: '互动',
    items: [
      { label: '读者留言', path: PATHS.messages },
      { label: '我的朗读作品', path: PATHS.aloudWorks },
    ],
  },
];

export const CARE_HINT = '字更大、颜色更分明，首页把你常用的服务排在前面，轮播图不自动翻页';

const UserCenter = observer(function UserCenter() {
  const { app } = useStores();
  const avatar = app.wxuser?.headimgurl;
  return (
    <div className="ui-page user">
      <header className="user-header">
        {avatar ? (
          <img className="user-avatar" src={avatar} alt="" width={56} height={56} />
        ) : (
          <span className="user-avatar user-avatar--blank" aria-hidden="true" />
        )}
        <span className="user-nickname">{app.wxuser?.nickname || '微信用户'}</span>
      </header>
      <CardSection />
      <section className="ui-card user-care" aria-label="关怀模式">
        <button
          type="button"
          role="switch"
          aria-checked={app.care}
          aria-describedby="user-care-hint"
          className="user-care-switch"
          onClick={() => app.setCare(!app.care)}
        >
          <span>关怀模式</span>
          <span className="user-care-track" aria-hidden="true" />
        </button>
        <p id="user-care-hint" className="user-care-hint">
          {CARE_HINT}
        </p>
      </section>
      {USER_ENTRIES.map((group) => (
        <nav key={group.title} className="ui-card user-group" aria-labelledby={`user-group-${group.title}`}>
          <h2 id={`user-group-${group.title}`} className="user-group-title">
            {group.title}
          </h2>
          <ul className="user-links">
            {group.items.map((item) => (
              <li key={item.path}>
                <Link className="user-link" to={item.path}>
                  <span>{item.label}</span>
                  <ChevronGlyph size={16} className="user-link-arrow" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ))}
    </div>
  );
});

const CardSection = observer(function CardSection() {
  const { reader } = useStores();
  return (
    <CardGate
      skeleton={
        <section className="ui-reader user-card-skeleton" role="status" aria-busy="true" aria-label="读者证加载中" />
      }
      noCard={
        <section className="ui-card user-nocard">
          <span className="user-nocard-text">未绑定读者证</span>
          <Link className="ui-button user-nocard-go" to={PATHS.bind}>
            去绑定
          </Link>
        </section>
      }
    >
      {() => {
        const base = reader.shownBase;
        const extra = reader.shownExtra;
        const stats = [
          { label: '在借', value: extra ? String(extra.loancount) : '-', path: PATHS.loans },
          { label: '预约', value: extra ? String(extra.reservecount) : '-', path: PATHS.reserve },
          { label: '未缴罚款', value: extra ? formatMoney(extra.fine) : '-', path: PATHS.fines },
          { label: '积分', value: extra ? String(extra.points) : '-', path: PATHS.points },
        ];
        return (
          <ReaderSummary
            name={base?.name ?? ''}
            number={maskCardNo(base?.rdrno || reader.readerNumber)}
            stateName={base?.statename}
            stateOk={base?.state === 'valid'}
            rows={[
              { label: '读者类型', value: base?.rdrtypename },
              { label: '所属馆', value: base?.libname },
              { label: '有效期至', value: base?.enddate },
            ]}
          >
            <ul className="user-stats">
              {stats.map((stat) => (
                <li key={stat.label}>
                  <Link className="user-stat" to={stat.path}>
                    <span className="user-stat-value">{stat.value}</span>
                    <span className="user-stat-label">{stat.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </ReaderSummary>
        );
      }}
    </CardGate>
  );
});

export default UserCenter;
