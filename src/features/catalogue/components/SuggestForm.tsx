/**
 * 我要荐购's form: a plain <form> over the shared FormList. Fields may come filled in from the
 * address; the store checks them before sending and shows the outcome once, inline. A suggestion sent empties the form (the page is kept alive).
 */
import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormList, TextAreaField, TextField } from '../../../components/ui/FormList';
import { PATHS } from '../../../router/paths';
import type { ActionResult } from '../../../stores/base/Action';
import type { RecommendStore } from '../RecommendStore';
import { EMPTY_DRAFT, type SuggestionDraft, type SuggestionField } from '../suggestionForm';

/** The title field's id (the list's empty state focuses it). */
export const SUGGEST_TITLE_ID = 'suggest-title';

const FIELDS: { field: Exclude<SuggestionField, 'reason'>; label: string; placeholder: string; max: number }[] = [
  { field: 'title', label: '书名', placeholder: '必填', max: 100 },
  { field: 'author', label: '作者', placeholder: '选填', max: 50 },
  { field: 'isbn', label: 'ISBN', placeholder: '选填，10位或13位', max: 17 },
  { field: 'publisher', label: '出版社', placeholder: '选填', max: 50 },
];

export const SuggestForm = observer(function SuggestForm({
  store,
  prefill,
}: {
  store: RecommendStore;
  /** What the address filled in; a new prefill starts the form afresh. */
  prefill: SuggestionDraft;
}) {
  const [draft, setDraft] = useState<SuggestionDraft>(prefill);
  const [outcome, setOutcome] = useState<ActionResult | null>(null);
  const prefillKey = JSON.stringify(prefill);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the prefill's contents
  useEffect(() => {
    setDraft(prefill);
    setOutcome(null);
  }, [prefillKey]);
  const set = (field: SuggestionField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await store.suggest.run(draft);
    setOutcome(result);
    if (result.ok) setDraft(EMPTY_DRAFT);
  }

  return (
    <form className="rec-form" aria-labelledby="rec-form-title" onSubmit={(e) => void submit(e)} noValidate>
      <h2 id="rec-form-title" className="rec-section-title">
        我要荐购
      </h2>
      <p className="rec-form-intro">图书馆没有的书，告诉我们，采购后会在下方答复。</p>
      <FormList className="rec-form-list">
        {FIELDS.map((f) => (
          <TextField
            key={f.field}
            id={`suggest-${f.field}`}
            label={f.label}
            value={draft[f.field]}
            onChange={set(f.field)}
            placeholder={f.placeholder}
            maxLength={f.max}
          />
        ))}
        <TextAreaField
          id="suggest-reason"
          label="推荐理由"
          value={draft.reason}
          onChange={set('reason')}
          placeholder="选填，为什么推荐这本书"
          maxLength={200}
        />
      </FormList>
      {outcome ? (
        <p className={`rec-outcome ${outcome.ok ? 'rec-outcome--ok' : ''}`} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
          {!outcome.ok && store.heldBookrecno ? (
            <Link className="rec-held" to={`${PATHS.bookDetail}?bookrecno=${store.heldBookrecno}`}>
              图书详情
            </Link>
          ) : null}
        </p>
      ) : null}
      <button type="submit" className="ui-button rec-submit" disabled={store.suggest.busy}>
        {store.suggest.busy ? '提交中…' : '提交荐购'}
      </button>
    </form>
  );
});
