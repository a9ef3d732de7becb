/**
 * 电子资源 (/e-resources): the databases and e-book collections the library subscribes to, by
 * category, each with what it offers and how to get in (free, with the reader card, or on the
 * library's network). 进入 leaves the app for the resource's site once the reader confirms.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { EResource } from '../../api/contract';
import { E_RESOURCE_ACCESS } from '../../api/contract/content';
import { AsyncView } from '../../components/AsyncView';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { useLeaveApp } from '../../components/useLeaveApp';
import { ContentStore } from './ContentStore';
import '../../components/ui/page.css';
import './content.css';

const EResources = observer(function EResources() {
  const store = useFeature(ContentStore);
  const navigate = useNavigate();
  useEffect(() => {
    void store.loadEResources();
  }, [store]);
  const list = store.eresources;
  const categories = list.value ?? [];
  return (
    <div className="ui-page content">
      <AsyncView
        status={list.status}
        error={list.error}
        onRetry={() => void list.refresh()}
        empty={categories.every((category) => category.resources.length === 0)}
        emptyState={{
          title: '暂无电子资源',
          text: '可先检索馆藏图书',
          actionText: '去检索',
          onAction: () => navigate(PATHS.search),
        }}
      >
        {() =>
          categories
            .filter((category) => category.resources.length > 0)
            .map((category) => (
              <section key={category.code} className="eres-category" aria-labelledby={`eres-${category.code}`}>
                <h2 id={`eres-${category.code}`}>{category.name}</h2>
                {category.resources.map((resource) => (
                  <ResourceCard key={resource.id} resource={resource} />
                ))}
              </section>
            ))
        }
      </AsyncView>
    </div>
  );
});

const ResourceCard = observer(function ResourceCard({ resource }: { resource: EResource }) {
  const { reader } = useStores();
  const leave = useLeaveApp();
  return (
    <article className="ui-card eres-card" aria-labelledby={`eres-name-${resource.id}`}>
      <header className="eres-head">
        <h3 id={`eres-name-${resource.id}`}>{resource.name}</h3>
        <span className={`eres-access eres-access--${resource.access}`}>{E_RESOURCE_ACCESS[resource.access]}</span>
      </header>
      <p className="eres-description">{resource.description}</p>
      <p className="eres-howto">
        <strong>访问方式</strong>
        {resource.howto}
      </p>
      {resource.access === 'card' && reader.readerNumber ? (
        <p className="eres-howto">
          <strong>我的读者证号</strong>
          {reader.readerNumber}
        </p>
      ) : null}
      <button
        type="button"
        className="ui-button ui-button--ghost eres-open"
        onClick={() => void leave({ url: resource.url, name: resource.name })}
      >
        进入
      </button>
    </article>
  );
});

export default EResources;
