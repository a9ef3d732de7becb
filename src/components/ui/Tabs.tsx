/**
 * A row of tabs over one panel (借阅信息, 图书推荐, 读者留言). With `panelId` each tab names the
 * panel it controls and gets the id `<panelId>-tab-<id>` for the panel's aria-labelledby.
 */
import './Tabs.css';

export interface TabItem<Id> {
  id: Id;
  label: string;
}

export function Tabs<Id extends string>({
  label,
  items,
  active,
  onPick,
  panelId,
}: {
  label: string;
  items: readonly TabItem<Id>[];
  active: Id;
  onPick: (id: Id) => void;
  panelId?: string;
}) {
  return (
    <div className="ui-tabs" role="tablist" aria-label={label}>
      {items.map((t) => (
        <button
          key={t.id}
          type="button"
          role="tab"
          id={panelId ? `${panelId}-tab-${t.id}` : undefined}
          aria-controls={panelId}
          aria-selected={active === t.id}
          className={`ui-tab ${active === t.id ? 'ui-tab--on' : ''}`}
          onClick={() => onPick(t.id)}
        >
          {t.label}
        </button>
      ))}
    </div>
  );
}
