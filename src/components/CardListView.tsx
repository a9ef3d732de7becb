/**
 * A screen of the active card's records (loans, reservations, fines ...): the card gate (a
 * skeleton while the cards load, 去绑定 only once the list says there is no card), then the load
 * (its skeleton, its failure with 重试, its empty state with a next step), then the content.
 */
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { LoadStatus } from '../stores/base/loaded';
import { AsyncView, type EmptyState, Skeleton } from './AsyncView';
import { BindFirst } from './BindFirst';
import { CardGate } from './CardGate';

/** What the view reads of a load (a ListStore fits). */
export interface CardLoad {
  readonly status: LoadStatus;
  readonly error: string;
  readonly isEmpty: boolean;
  refresh(): Promise<void>;
}

export interface CardListViewProps {
  /** The load to show; without one the content shows once the card is known (it loads itself). */
  load?: CardLoad;
  /** What binding a card gives here (the no-card state's text): 绑定后即可查看借阅. */
  whyBind: string;
  /** The skeleton's accessible name: 借阅信息加载中. */
  loadingLabel: string;
  emptyState?: EmptyState;
  children: () => ReactNode;
}

export const CardListView = observer(function CardListView(props: CardListViewProps) {
  const { load, whyBind, loadingLabel, emptyState, children } = props;
  const skeleton = <Skeleton rows={3} label={loadingLabel} />;
  return (
    <CardGate noCard={<BindFirst text={whyBind} />} skeleton={skeleton}>
      {() =>
        load ? (
          <AsyncView
            status={load.status}
            error={load.error}
            onRetry={() => void load.refresh()}
            empty={load.isEmpty}
            emptyState={emptyState}
            skeleton={skeleton}
          >
            {children}
          </AsyncView>
        ) : (
          children()
        )
      }
    </CardGate>
  );
});
