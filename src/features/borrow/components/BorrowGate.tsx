/** The page of 手机借书 and 图书转借: the card's screen, or a way to bind one. */
import type { ReactNode } from 'react';
import { BindFirst } from '../../../components/BindFirst';
import { CardGate } from '../../../components/CardGate';
import '../../../components/ui/page.css';
import '../borrow.css';

export function BorrowGate({ noCardText, children }: { noCardText: string; children: () => ReactNode }) {
  return (
    <div className="ui-page borrow">
      <CardGate noCard={<BindFirst text={noCardText} />}>{children}</CardGate>
    </div>
  );
}
