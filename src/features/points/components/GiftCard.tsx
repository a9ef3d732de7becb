/** One gift on offer: picture, name, points, stock, validity, how it is received, and 兑换 or why not. */
import type { Gift } from '../../../api/contract';

export function GiftCard({ gift, onRedeem }: { gift: Gift; onRedeem: (gift: Gift) => void }) {
  const soldOut = gift.stock <= 0;
  return (
    <article className="mall-gift" aria-label={gift.name}>
      <img className="mall-gift-picture" src={gift.picture} alt="" width={96} height={96} loading="lazy" />
      <div className="mall-gift-body">
        <h3 className="mall-gift-name">{gift.name}</h3>
        {gift.summary ? <p className="mall-gift-summary">{gift.summary}</p> : null}
        <p className="mall-gift-facts">
          <span>{soldOut ? '已兑完' : `库存 ${gift.stock}`}</span>
          <span>{gift.deliveryname}</span>
          <span>每人限兑 {gift.perreader} 件</span>
        </p>
        <p className="mall-gift-facts">
          <span>
            兑换期 {gift.startdate} 至 {gift.enddate}
          </span>
        </p>
        <div className="mall-gift-foot">
          <span className="mall-gift-points">
            <strong>{gift.points}</strong> 积分
          </span>
          <button
            type="button"
            className="ui-button mall-gift-redeem"
            disabled={!!gift.reason}
            aria-label={`兑换${gift.name}`}
            onClick={() => onRedeem(gift)}
          >
            兑换
          </button>
        </div>
        {gift.reason ? <p className="mall-gift-reason">{gift.reason}</p> : null}
      </div>
    </article>
  );
}
