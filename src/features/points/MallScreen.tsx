/**
 * 积分商城 (/mall): my points, the gift categories, the gifts on offer page by page (each says why
 * the card may not redeem it now), and the redeem sheet: how it is received, then 确认兑换, which
 * ends on the result page.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { Gift } from '../../api/contract';
import { AsyncList } from '../../components/AsyncList';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { Chips } from '../../components/ui/Chips';
import { PATHS } from '../../router/paths';
import { useCardLoad, useFeature } from '../../stores/context';
import { GiftCard } from './components/GiftCard';
import { RedeemResult } from './components/RedeemResult';
import { RedeemSheet } from './components/RedeemSheet';
import { ALL_CATEGORIES, MallStore } from './MallStore';
import '../../components/ui/page.css';
import './mall.css';

const Mall = observer(function Mall() {
  return (
    <div className="ui-page mall">
      <CardGate noCard={<BindFirst text="绑定后即可用积分兑换礼品" />}>{() => <Gifts />}</CardGate>
    </div>
  );
});

const Gifts = observer(function Gifts() {
  const store = useFeature(MallStore);
  const navigate = useNavigate();
  useCardLoad(() => store.load(), [store]);
  useEffect(() => {
    if (store.made) window.scrollTo(0, 0);
  }, [store.made]);
  if (store.made) {
    return (
      <RedeemResult
        redemption={store.made.redemption}
        balance={store.made.balance}
        onGifts={() => {
          store.close();
          navigate(PATHS.gifts);
        }}
        onMall={() => store.close()}
      />
    );
  }
  const categories = [
    { id: ALL_CATEGORIES, label: '全部' },
    ...store.categories.rows.map((c) => ({ id: c.cataid, label: c.name, count: c.count })),
  ];
  return (
    <>
      <section className="ui-card mall-head" aria-label="我的积分">
        <span className="mall-head-label">我的积分</span>
        <strong className="mall-head-value">{store.balance ?? '-'}</strong>
        <Link to={PATHS.points}>积分记录</Link>
        <Link to={PATHS.gifts}>我的礼品</Link>
      </section>
      <Chips legend="礼品分类" items={categories} active={store.cataid} onPick={(id) => store.showCategory(id)} />
      <AsyncList
        list={store.gifts}
        label="礼品"
        rowKey={(gift: Gift) => gift.giftid}
        estimateSize={150}
        renderRow={(gift: Gift) => <GiftCard gift={gift} onRedeem={(g) => store.open(g)} />}
        emptyState={{
          title: '暂无可兑换的礼品',
          text: '看看别的分类，或者先攒攒积分',
          actionText: '查看积分记录',
          onAction: () => navigate(PATHS.points),
        }}
      />
      {store.chosen ? <RedeemSheet store={store} gift={store.chosen} /> : null}
    </>
  );
});

export default Mall;
