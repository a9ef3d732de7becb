/** The bottom tab bar (DESIGN: five entries from config.tabs). */
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { config, type TabEntry } from '../config';
import { TabIcon } from '../components/icons';
import { useStores } from '../stores/context';

/** SPEC §2: the entry whose path equals the current path exactly, else -1. */
export function activeTabIndex(tabs: TabEntry[], pathname: string): number {
  return tabs.findIndex((tab) => tab.path === pathname);
}

/** SPEC §2: no tab bar when the address contains sguide. */
export function showsTabBar(address: string): boolean {
  return !address.includes('sguide');
}

export const TabBar = observer(function TabBar() {
  const { app } = useStores();
  const location = useLocation();
  const navigate = useNavigate();
  if (!showsTabBar(location.pathname + location.search + location.hash)) return null;
  return (
    <TabBarView
      tabs={config.tabs}
      active={activeTabIndex(config.tabs, location.pathname)}
      onSelect={(tab) => {
        navigate(tab.path);
        app.recordVisit(tab.label, tab.path);
      }}
    />
  );
});

export interface TabBarViewProps {
  tabs: TabEntry[];
  /** The current entry's index, or -1. */
  active: number;
  onSelect: (tab: TabEntry) => void;
}

/** The bar's markup alone (the first screen painted before React is made from it too). */
export function TabBarView({ tabs, active, onSelect }: TabBarViewProps) {
  return (
    <nav className="tabbar" aria-label="主导航">
      {tabs.map((tab, index) => (
        <button
          key={tab.path}
          type="button"
          className={index === active ? 'tabbar-item active' : 'tabbar-item'}
          aria-current={index === active ? 'page' : undefined}
          onClick={() => onSelect(tab)}
        >
          <TabIcon name={index === active ? tab.activeIcon : tab.icon} />
          <span>{tab.label}</span>
        </button>
      ))}
    </nav>
  );
}
