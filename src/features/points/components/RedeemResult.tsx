/**
 * The end of redeeming (WeUI's result page): what was redeemed, the points spent and left, and how
 * it reaches the reader (the library and the pickup code, or to whom and where it is posted);
 * then 查看我的礼品, or back to the mall.
 */
import type { ReactNode } from 'react';
import type { Redemption } from '../../../api/contract';
import { ResultPanel } from '../../../components/ui/ResultPanel';
import { consigneeLine } from '../addressText';

export function RedeemResult({
  redemption: r,
  balance,
  onGifts,
  onMall,
}: {
  redemption: Redemption;
  balance: number | null;
  onGifts: () => void;
  onMall: () => void;
}) {
  const pickup = r.delivery === 'pickup';
  const details: [string, ReactNode][] = [
    ['礼品', r.name],
    ['消耗积分', `${r.points} 积分`],
    ...(balance === null ? [] : ([['剩余积分', `${balance} 积分`]] as [string, ReactNode][])),
    ...((pickup
      ? [
          ['领取图书馆', r.libname],
          ['领取码', r.pickupcode],
        ]
      : [
          ['收货人', consigneeLine({ name: r.consignee, phone: r.phone })],
          ['邮寄地址', r.address],
        ]) as [string, ReactNode][]),
  ];
  return (
    <ResultPanel
      kind="success"
      title="兑换成功"
      text={
        pickup
          ? `请到${r.libname}出示领取码领取礼品，领取码也可在“我的礼品”中查看。`
          : '礼品将邮寄到以下地址，发货后可在“我的礼品”中查看。'
      }
      details={details}
      primary={{ text: '查看我的礼品', onAction: onGifts }}
      secondary={{ text: '返回积分商城', onAction: onMall }}
    />
  );
}
