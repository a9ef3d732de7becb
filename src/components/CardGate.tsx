/**
 * Card data on a screen, honestly: a skeleton while the cards (or the active card's info) load,
 * the failure with 重试 when they could not be loaded, the "no card" content only once the list
 * has answered and holds no card, and the content otherwise. A reader with a card is never told
 * to bind one because the network is slow. Plain elements (the home page uses it).
 */
import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import type { ReaderStore } from '../stores/ReaderStore';
import { useStores } from '../stores/context';
import { Skeleton } from './AsyncView';
import { StatusPanel } from './ui/StatusPanel';
import './async.css';

export type CardState = 'loading' | 'failed' | 'none' | 'card';

/** Where the reader's card stands, for a screen that shows card data. */
export function cardState(reader: ReaderStore): CardState {
  if (reader.readerNumber) {
    if (reader.infoStatus === 'error') return 'failed';
    return reader.shownBase ? 'card' : 'loading';
  }
  if (reader.cardsStatus === 'error') return 'failed';
  if (reader.cardsStatus === 'ready' && reader.cardsReady) return 'none';
  // Start-up stopped before the cards (login or WeChat sign-in failed): nothing is known.
  if (reader.cardsReady && reader.cardsStatus === 'idle') return 'failed';
  // A repeat visit shows the last visit's card while the list loads.
  return reader.shownBase ? 'card' : 'loading';
}

export interface CardGateProps {
  /** What a reader without a card sees (an offer to bind). */
  noCard: ReactNode;
  skeleton?: ReactNode;
  children: () => ReactNode;
}

export const CardGate = observer(function CardGate({ noCard, skeleton, children }: CardGateProps) {
  const { reader } = useStores();
  switch (cardState(reader)) {
    case 'loading':
      return <>{skeleton ?? <Skeleton rows={1} label="读者证加载中" />}</>;
    case 'failed':
      return <CardFailure />;
    case 'none':
      return <>{noCard}</>;
    default:
      return <>{children()}</>;
  }
});

/** Whether the reader has a card is not known: the card list could not be loaded. */
export const CARD_CHECK_FAILED = '暂时无法确认你的读者证';

/** The card list or the reader's info could not be loaded: say so, with 重试. */
export const CardFailure = observer(function CardFailure() {
  const { reader } = useStores();
  const message = reader.cardsError
    ? `${CARD_CHECK_FAILED}（${reader.cardsError}）`
    : reader.infoError || '读者证信息加载失败，请检查网络后重试';
  return (
    <div className="ui-card ui-inline-failure" role="alert">
      <span className="ui-inline-failure-text">{message}</span>
      <button type="button" className="ui-button ui-button--ghost" onClick={() => void reader.retry()}>
        重试
      </button>
    </div>
  );
});

/**
 * A page for card holders only, when the card list could not be loaded (the guard's cardsFailed):
 * the reader may well have a card, so they are not sent to bind; the page says the card could not
 * be checked, with 重试 (reloads the card list; the guard then decides again).
 */
export const CardCheckFailure = observer(function CardCheckFailure() {
  const { reader } = useStores();
  return (
    <StatusPanel
      kind="error"
      title={CARD_CHECK_FAILED}
      text={reader.cardsError || '请检查网络后重试'}
      actionText="重试"
      onAction={() => void reader.retry()}
      actionDisabled={reader.cardsStatus === 'loading'}
    />
  );
});
