/**
 * 读者证 (/rdrnos/create): apply for a card online. Only the reader types the library lets be
 * applied for online are offered; a child's card asks for its guardian; the terms are agreed to
 * with a tick, not implied by the button. The store checks the form (SPEC §5 for the ID
 * number) and applies; the new card is bound to this WeChat user and selected, and the page ends on
 * a result (the new card number, never broken across lines, and what to do next).
 * The card forms' shared layout (components/CardForm) with OptionGroup choices.
 */
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DictEntry } from '../../api/contract';
import { PATHS } from '../../router/paths';
import { FormList } from '../../components/ui/FormList';
import { OptionGroup } from '../../components/ui/OptionGroup';
import { ResultPanel } from '../../components/ui/ResultPanel';
import { useFeature, useStores } from '../../stores/context';
import { CardApplyStore } from './CardApplyStore';
import { CardForm, useFormValues } from './components/CardForm';
import { Field } from './components/Field';
import type { ApplicationForm } from './validation';
import '../../components/ui/page.css';
import './cardForms.css';
import { ensureDictionaries } from '../../stores/ensureDictionaries';

const EMPTY_FORM: ApplicationForm = {
  name: '',
  idcard: '',
  phone: '',
  password: '',
  rdrtype: '',
  libcode: '',
  guardian: '',
  guardianphone: '',
  agreement: '',
};

const Apply = observer(function Apply() {
  const store = useFeature(CardApplyStore);
  const { app } = useStores();
  const navigate = useNavigate();
  // The reader types and libraries start-up could not load are asked for again.
  useEffect(() => void ensureDictionaries(app), [app]);
  const { values: form, set, reset } = useFormValues<ApplicationForm>(EMPTY_FORM);
  // A choice not made yet shows (and sends) the store's default.
  const chosen = {
    ...form,
    rdrtype: form.rdrtype || store.defaults.rdrtype,
    libcode: form.libcode || store.defaults.libcode,
  };
  const type = store.typeOf(chosen.rdrtype);

  const issued = store.issued;
  if (issued) {
    const leave = (path: string) => {
      store.setIssued(null);
      navigate(path, { replace: true });
    };
    return (
      <div className="ui-page card-apply">
        <ResultPanel
          kind="success"
          title="办证成功"
          text="读者证已绑定到当前微信，可立即借阅、预约；到馆借书时出示读者证二维码即可。"
          details={[
            [
              '读者证号',
              <span key="rdrno" className="card-apply-number">
                {issued.rdrno}
              </span>,
            ],
            ['姓名', issued.name],
            ['办证馆', issued.libname],
            ['有效期至', issued.enddate],
          ]}
          primary={{ text: '去借书', onAction: () => leave(PATHS.search) }}
          secondary={{ text: '查看读者证', onAction: () => leave(PATHS.cardDetail) }}
        />
      </div>
    );
  }

  return (
    <div className="ui-page card-apply">
      <CardForm
        intro="在线办理读者证，办理后自动绑定到当前微信，可立即借阅、预约。每个身份证号在同一馆只能办理一张读者证。"
        fields={
          <>
            <Field
              id="apply-name"
              label="姓名"
              value={form.name}
              onChange={set('name')}
              placeholder="请输入真实姓名"
              max={20}
              autoComplete="name"
            />
            <Field
              id="apply-idcard"
              label="身份证号"
              value={form.idcard}
              onChange={set('idcard')}
              placeholder="请输入18位身份证号码"
              max={18}
            />
            <Field
              id="apply-phone"
              label="手机号码"
              value={form.phone}
              onChange={set('phone')}
              placeholder="请输入11位手机号码"
              max={11}
              type="tel"
              autoComplete="tel"
            />
            <Field
              id="apply-password"
              label="密码"
              value={form.password}
              onChange={set('password')}
              placeholder="默认为身份证号后六位"
              max={20}
              type="password"
              autoComplete="new-password"
            />
          </>
        }
        after={
          <>
            <Choices label="读者类型" options={store.readerTypes} value={chosen.rdrtype} onChange={set('rdrtype')} />
            {type?.guardian === 1 ? (
              // A child's card names its guardian (the library system refuses it without).
              <FormList>
                <Field
                  id="apply-guardian"
                  label="监护人"
                  value={form.guardian}
                  onChange={set('guardian')}
                  placeholder="请输入监护人姓名"
                  max={20}
                />
                <Field
                  id="apply-guardianphone"
                  label="监护人手机"
                  value={form.guardianphone}
                  onChange={set('guardianphone')}
                  placeholder="请输入监护人手机号码"
                  max={11}
                  type="tel"
                />
              </FormList>
            ) : null}
            <Choices label="办证馆" options={store.libraries} value={chosen.libcode} onChange={set('libcode')} />
          </>
        }
        rules={
          <>
            <li>密码为6-20位字母或数字，不填则为身份证号后六位</li>
            <li>
              <label className="ui-check">
                <input
                  type="checkbox"
                  checked={form.agreement === '1'}
                  onChange={(event) => set('agreement')(event.target.checked ? '1' : '')}
                />
                <span>
                  我已阅读并同意<Link to={PATHS.agreement}>《读者服务协议》</Link>
                </span>
              </label>
            </li>
          </>
        }
        submitText="提交办证"
        loading={store.apply.busy}
        disabled={store.apply.busy}
        onSubmit={() => store.apply.run(chosen)}
        // The page is kept alive: nothing of this application (the ID number) stays in the form.
        onSuccess={reset}
      />
    </div>
  );
});

function Choices(props: { label: string; options: DictEntry[]; value: string; onChange: (value: string) => void }) {
  const { label, options, value, onChange } = props;
  return (
    <fieldset className="card-form-choices">
      <legend className="card-form-label">{label}</legend>
      <OptionGroup
        label={label}
        columns={2}
        options={options.map((o) => ({ label: o.name, value: o.code }))}
        value={value}
        onChange={onChange}
      />
    </fieldset>
  );
}

export default Apply;
