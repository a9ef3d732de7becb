/** 支付: the WeChat Pay sheet for chooseWXPay — 支付 / 取消 / 失败. */
import { Idle, PolicySelect, useWaiting, WaitingBanner } from './common';

/** The amount when the call carries one (total_fee / total in cents, or inside package), else —. */
export function payAmount(args: Record<string, unknown>): string {
  const fromPackage = new URLSearchParams(String(args.package ?? '').replace(/&amp;/g, '&'));
  const raw = args.total_fee ?? args.total ?? fromPackage.get('total_fee') ?? fromPackage.get('total');
  const cents = raw === undefined || raw === null || raw === '' ? NaN : Number(raw);
  return Number.isFinite(cents) && cents > 0 ? `¥${(cents / 100).toFixed(2)}` : '—';
}

function payDescription(args: Record<string, unknown>): string {
  const fromPackage = new URLSearchParams(String(args.package ?? ''));
  const text = args.body ?? args.description ?? fromPackage.get('body');
  return typeof text === 'string' && text ? text : '书香市图书馆';
}

export function PayPanel() {
  const [waiting, answer] = useWaiting('chooseWXPay');
  return (
    <div className="panel-body">
      {waiting ? (
        <>
          <WaitingBanner ask={waiting} onCancel={() => answer({ action: 'cancel' })} />
          <div className="paysheet" aria-label="微信支付">
            <div className="paysheet-title">微信支付</div>
            {payAmount(waiting.args) === '—' ? (
              <div className="paysheet-amount none">
                ¥ —<span className="muted small">参数里没有金额（真实金额由 prepay_id 的订单决定）</span>
              </div>
            ) : (
              <div className="paysheet-amount">{payAmount(waiting.args)}</div>
            )}
            <dl className="paysheet-rows">
              <dt>收款方</dt>
              <dd>书香市图书馆</dd>
              <dt>商品</dt>
              <dd>{payDescription(waiting.args)}</dd>
              <dt>订单</dt>
              <dd className="mono">{String(waiting.args.package ?? '—')}</dd>
              <dt>付款方式</dt>
              <dd>零钱</dd>
            </dl>
            <button type="button" className="btn pay" onClick={() => answer({ action: 'ok' })}>
              支付
            </button>
            <div className="row center">
              <button type="button" className="btn" onClick={() => answer({ action: 'cancel' })}>
                取消
              </button>
              <button
                type="button"
                className="btn danger-text"
                onClick={() => answer({ action: 'fail', errMsg: '支付失败' })}
              >
                失败
              </button>
            </div>
          </div>
        </>
      ) : (
        <Idle>没有等待中的支付。应用调用 wx.chooseWXPay 时，这里弹出支付面板。</Idle>
      )}
      <PolicySelect api="chooseWXPay" />
    </div>
  );
}
