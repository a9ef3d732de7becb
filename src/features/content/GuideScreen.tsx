/**
 * 服务指南 (/sguide): the library's guide by category (opening hours, getting a card, borrowing,
 * fines, facilities), each entry opening 指南详情. Read without start-up, outside WeChat too
 * (SPEC §4), and without the tab bar (SPEC §2): it asks nothing of the reader.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import type { GuideCategory } from '../../api/contract';
import { AsyncView } from '../../components/AsyncView';
import { ChevronGlyph } from '../../components/ui/glyphs';
import { config } from '../../config';
import { useFeature } from '../../stores/context';
import { ContentStore } from './ContentStore';
import { guideEntryPath } from './links';
import '../../components/ui/page.css';
import './content.css';

const Guide = observer(function Guide() {
  const store = useFeature(ContentStore);
  useEffect(() => {
    void store.loadGuide();
  }, [store]);
  const guide = store.guide;
  return (
    <div className="ui-page content content--guide">
      <header className="guide-header">
        <h1>{config.libraryName || '图书馆'}服务指南</h1>
        <p>开放时间、办证、借阅与馆舍设施，一看就懂</p>
      </header>
      <AsyncView
        status={guide.status}
        error={guide.error}
        onRetry={() => void guide.refresh()}
        empty={(guide.value ?? []).length === 0}
        emptyState={{
          title: '服务指南整理中',
          text: '请稍后再来看看',
          actionText: '刷新',
          onAction: () => void guide.refresh(),
        }}
      >
        {() => (guide.value ?? []).map((category) => <Category key={category.code} category={category} />)}
      </AsyncView>
    </div>
  );
});

function Category({ category }: { category: GuideCategory }) {
  return (
    <section className="ui-card guide-category" aria-labelledby={`guide-${category.code}`}>
      <h2 id={`guide-${category.code}`}>{category.name}</h2>
      <ul>
        {category.entries.map((entry) => (
          <li key={entry.id}>
            <Link className="guide-entry" to={guideEntryPath(entry.id)}>
              <span className="guide-entry-main">
                <span className="guide-entry-title">{entry.title}</span>
                {entry.summary ? <span className="guide-entry-summary">{entry.summary}</span> : null}
              </span>
              <ChevronGlyph size={14} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default Guide;
