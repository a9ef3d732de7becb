/** The shared screen of routes whose pages are not built yet (router/comingSoon.ts). Plain. */
import { useLocation, useNavigate } from 'react-router-dom';
import { titleFor } from '../router/routes';
import { StatusPanel } from '../components/ui/StatusPanel';
import '../components/ui/page.css';

export default function ComingSoon() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <div className="ui-page">
      <StatusPanel kind="soon" title={titleFor(pathname)} text="该功能即将开放"
        actionText="返回首页" onAction={() => navigate('/')} />
    </div>
  );
}
