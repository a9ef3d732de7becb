/** Any path outside the route table. Plain, so it shows even without the UI kit. */
import { useNavigate } from 'react-router-dom';
import { PATHS } from './paths';
import { NOT_FOUND_TITLE } from './titles';
import { StatusPanel } from '../components/ui/StatusPanel';
import '../components/ui/page.css';

export default function NotFound() {
  const navigate = useNavigate();
  return (
    <div className="ui-page">
      <StatusPanel
        kind="lost"
        title={NOT_FOUND_TITLE}
        text="请检查链接是否正确"
        actionText="返回首页"
        onAction={() => navigate(PATHS.home)}
      />
    </div>
  );
}
