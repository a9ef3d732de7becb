/** 所有应用 (/apps): every service, grouped by its group label, each group a 4-column grid. */
import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/context';
import { ServiceGrid, ServiceGridPlaceholder } from '../components/ui/ServiceGrid';
import { groupServices } from '../components/ui/serviceGroups';
import '../components/ui/page.css';
import './apps.css';

const Apps = observer(function Apps() {
  const { app } = useStores();
  const groups = groupServices(app.gridList);
  return (
    <div className="ui-page apps">
      {groups.length === 0 ? (
        <section className="ui-card">
          <ServiceGridPlaceholder
            error={app.servicesError}
            loaded={app.servicesLoaded}
            onRetry={() => app.loadServices()}
          />
        </section>
      ) : (
        groups.map((group) => (
          <section key={group.title} className="ui-card apps-group" aria-label={group.title}>
            <h2 className="apps-group-title">{group.title}</h2>
            <ServiceGrid items={group.items} />
          </section>
        ))
      )}
    </div>
  );
});

export default Apps;
