/** The shared screen of routes whose screens are not built yet (a route without `load`). Plain. */
import { useNavigate } from 'react-router-dom';
import { StatusPanel } from '../components/ui/StatusPanel';
import { useCurrentRoute } from './currentRoute';
import { PATHS } from './paths';
import '../components/ui/page.css';

export default function ComingSoon() {
  const route = useCurrentRoute();
  const navigate = useNavigate();
  return (
    <div className="ui-page">
      <StatusPanel
        kind="soon"
        title={route?.title ?? ''}
        text="该功能即将开放"
        actionText="返回首页"
        onAction={() => navigate(PATHS.home)}
      />
    </div>
  );
}
