/** The page of 手机借书 and 图书转借: the card's screen, or a way to bind one. */
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Empty } from '../../../components/AsyncView';
import { CardGate } from '../../../components/CardGate';
import { PATHS } from '../../../router/paths';
import '../../../components/ui/page.css';
import '../borrow.css';

export function BorrowGate({ noCardText, children }: { noCardText: string; children: () => ReactNode }) {
  const navigate = useNavigate();
  return (
    <div className="ui-page borrow">
      <CardGate
        noCard={
          <Empty
            state={{
              title: '还没有绑定读者证',
              text: noCardText,
              actionText: '去绑定',
              onAction: () => navigate(PATHS.bind),
            }}
          />
        }
      >
        {children}
      </CardGate>
    </div>
  );
}
