/** What a screen of card data shows a reader without a card: 还没有绑定读者证, and 去绑定. */
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../router/paths';
import { Empty } from './AsyncView';

export function BindFirst({ text }: { text?: string }) {
  const navigate = useNavigate();
  return (
    <Empty state={{ title: '还没有绑定读者证', text, actionText: '去绑定', onAction: () => navigate(PATHS.bind) }} />
  );
}
