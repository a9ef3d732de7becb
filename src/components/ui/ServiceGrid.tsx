/**
 * The service grid of the home and /apps pages: 4 columns of icon + name. Plain elements only,
 * because the home route must not load the UI kit.
 */
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServiceItem } from '../../api/contract';
import { config } from '../../config';
import { gridCells, HOME_GRID_MAX } from '../../home/services';
import { serviceTarget } from '../../lib/serviceLink';
import { PATHS } from '../../router/paths';
import { useStores } from '../../stores/context';
import { AppsGlyph } from './glyphs';
import './ServiceGrid.css';

export const ALL_APPS_PATH = PATHS.apps;
export const ALL_APPS_LABEL = '所有应用';
/** A service whose address the app will not open. */
export const SERVICE_UNAVAILABLE = '该服务暂未开放';

/**
 * Opens a service: in-app paths through the router, listed outside pages by leaving the app;
 * anything else is refused (the decision is serviceTarget's).
 */
export function useOpenService(): (item: Pick<ServiceItem, 'url'>) => void {
  const navigate = useNavigate();
  const { env, app } = useStores();
  return (item) => {
    app.noteServiceUse(item.url);
    const target = serviceTarget(item.url, config.externalServiceHosts);
    if (!target) env.ui.toast(SERVICE_UNAVAILABLE);
    else if (target.kind === 'route') navigate(target.path);
    else env.redirect(target.url);
  };
}

export interface ServiceGridProps {
  items: ServiceItem[];
  /** At most this many cells; past it the last cell becomes 所有应用 (→ /apps). */
  max?: number;
}

/** The grid, opening what is tapped. */
export function ServiceGrid({ items, max }: ServiceGridProps) {
  const open = useOpenService();
  const navigate = useNavigate();
  return <ServiceGridView items={items} max={max} onOpen={open} onAll={() => navigate(ALL_APPS_PATH)} />;
}

export interface ServiceGridViewProps extends ServiceGridProps {
  onOpen: (item: ServiceItem) => void;
  onAll: () => void;
}

/**
 * The grid's markup alone (no store, no router): what the page paints before React runs is made
 * from these same components (src/home/firstScreen), so the two cannot differ.
 */
export function ServiceGridView({ items, max, onOpen, onAll }: ServiceGridViewProps) {
  const { shown, collapsed } = gridCells(items, max);
  return (
    <ServiceGridList>
      {shown.map((item) => (
        <ServiceCell key={item.id} item={item} onOpen={onOpen} />
      ))}
      {collapsed ? <AllAppsCell onOpen={onAll} /> : null}
    </ServiceGridList>
  );
}

export function ServiceGridList({ children }: { children: ReactNode }) {
  return <ul className="ui-grid">{children}</ul>;
}

export function ServiceCell({ item, onOpen }: { item: ServiceItem; onOpen: (item: ServiceItem) => void }) {
  return (
    <li className="ui-grid-cell">
      <button type="button" className="ui-grid-button" onClick={() => onOpen(item)}>
        <ServiceIcon src={item.icon} />
        <span className="ui-grid-name">{item.name}</span>
      </button>
    </li>
  );
}

export function AllAppsCell({ onOpen }: { onOpen: () => void }) {
  return (
    <li className="ui-grid-cell">
      <button type="button" className="ui-grid-button" onClick={onOpen}>
        <span className="ui-grid-icon ui-grid-icon--more">
          <AppsGlyph size={24} />
        </span>
        <span className="ui-grid-name">{ALL_APPS_LABEL}</span>
      </button>
    </li>
  );
}

function ServiceIcon({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (!src || broken) return <span className="ui-grid-icon ui-grid-icon--blank" />;
  return <img className="ui-grid-icon" src={src} alt="" width={40} height={40} onError={() => setBroken(true)} />;
}

export interface ServiceGridPlaceholderProps {
  /** The store's servicesError: shown with a retry; empty means the list is still on its way. */
  error: string;
  /** The list has answered: an empty grid then means the library offers no services. */
  loaded?: boolean;
  onRetry: () => Promise<void>;
}

/** An empty grid: the failure with 重试, or grey skeleton cells while the list loads. */
export function ServiceGridPlaceholder({ error, loaded, onRetry }: ServiceGridPlaceholderProps) {
  const [retrying, setRetrying] = useState(false);
  if (error) {
    const retry = () => {
      setRetrying(true);
      void onRetry().finally(() => setRetrying(false));
    };
    return (
      <div className="ui-grid-error" role="alert">
        <p className="ui-grid-error-text">{error}</p>
        <button type="button" className="ui-button ui-button--ghost" onClick={retry} disabled={retrying}>
          {retrying ? '重试中...' : '重试'}
        </button>
      </div>
    );
  }
  if (loaded) return <p className="ui-grid-error-text">暂无可用服务</p>;
  return <ServiceGridSkeleton />;
}

/** Grey cells while the list loads: as many as home's grid holds (HOME_GRID_MAX, three rows). */
export function ServiceGridSkeleton() {
  return (
    <ul className="ui-grid ui-grid--skeleton" aria-busy="true" aria-label="服务加载中">
      {Array.from({ length: HOME_GRID_MAX }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder
        <li key={i} className="ui-grid-cell">
          <span className="ui-grid-icon ui-grid-icon--blank" />
          <span className="ui-grid-bar" />
        </li>
      ))}
    </ul>
  );
}
