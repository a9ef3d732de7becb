/**
 * What a screen of card data shows a reader without a card: 还没有绑定读者证, and 去绑定 (coming back
 * to `back`, an in-app path with its query, once a card is bound, when given).
 */
import { useNavigate } from 'react-router-dom';
import { bindPath, PATHS } from '../router/paths';
import { Empty } from './AsyncView';

export function BindFirst({ text, back }: { text?: string; back?: string }) {
  const navigate = useNavigate();
  return (
    <Empty
      state={{
        title: '还没有绑定读者证',
        text,
        actionText: '去绑定',
        onAction: () => navigate(back ? bindPath(back) : PATHS.bind),
      }}
    />
  );
}
