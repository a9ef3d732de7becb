/**
 * One reminder the reader may subscribe to (到期提醒, 过期提醒, 到书通知, 罚款提醒, 活动通知): what
 * one subscription brings, how many are left, and WeChat's subscribe button (`wx-open-subscribe`),
 * whose answer is told in a toast; with some left, the button adds one more. A client without the
 * open tag is told to upgrade; a JS-SDK set-up that failed (the network) offers 重试 instead.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SUBSCRIBE_NAMES, type SubscribeKind } from '../api/contract/subscribe';
import { wechatConfig } from '../wechatConfig';
import { useFeature, useStores } from '../stores/context';
import { OpenSubscribe, type SubscribeStatuses } from '../wx/OpenSubscribe';
import './ReminderOffer.css';
import { type ColorScheme, useColorScheme } from './useColorScheme';
import {
  offerButtonText,
  REMINDER_OFFERS,
  remainingText,
  SubscribeStore,
  subscribeErrorMessage,
} from '../stores/SubscribeStore';

/** The app's card and primary blue, per scheme (app.css): the tag's document has no app styles. */
const BUTTON_COLOURS: Record<ColorScheme, { background: string; blue: string }> = {
  light: { background: '#fff', blue: '#1366e0' },
  dark: { background: '#191919', blue: '#6ea8fe' },
};

/** The button WeChat draws inside the tag: its own document, so its styles are inline. */
const button = (text: string, scheme: ColorScheme) => {
  const { background, blue } = BUTTON_COLOURS[scheme];
  return `<button style="display:block;width:100%;min-height:44px;padding:0 12px;border:1px solid ${blue};border-radius:6px;background:${background};color:${blue};font-size:0.875rem;white-space:nowrap">${text}</button>`;
};

export const ReminderOffer = observer(function ReminderOffer({ kind }: { kind: SubscribeKind }) {
  const { env, wechat } = useStores();
  const store = useFeature(SubscribeStore);
  useEffect(() => void store.load(), [store]);
  const name = SUBSCRIBE_NAMES[kind];
  const offer = REMINDER_OFFERS[kind];
  const remaining = store.remaining(kind);
  const action = offerButtonText(kind, remaining);
  const scheme = useColorScheme();
  const answered = async (statuses: SubscribeStatuses) =>
    env.ui.toast((await store.answer.run(kind, statuses)).message);
  return (
    <section className="ui-card ui-reminder" aria-label={name}>
      <p>
        <strong>{name}</strong>
        {offer.when}
        <br />
        <small role="status">{remainingText(remaining)}</small>
      </p>
      {wechat.jssdk === 'failed' ? (
        // The set-up failed (the network, a signature): not the client's age. The tag needs it.
        <span>
          <small>订阅按钮没有加载出来，请检查网络后重试</small>
          <button type="button" className="ui-button ui-button--ghost" onClick={() => void wechat.setupJsSdk()}>
            重试
          </button>
        </span>
      ) : (
        <OpenSubscribe
          // A new button (another text or scheme, a set-up done again) is a new tag: the client reads its template once.
          key={`${action}|${scheme}|${wechat.signedUrl}`}
          userAgent={env.userAgent()}
          templateIds={[wechatConfig.subscribeTemplates[kind]]}
          template={button(action, scheme)}
          onAnswer={(statuses) => void answered(statuses)}
          onError={(errCode) => env.ui.toast(subscribeErrorMessage(errCode))}
          fallback={<small>当前微信版本不能{offer.action}，请升级微信后再试</small>}
        />
      )}
    </section>
  );
});
