/**
 * 修改密码 (/rdrnos/password): old, new and repeated password of the active card. The rules are
 * stated on the form; a wrong old password counts toward the lockout (the library system's).
 * The platform's saved password follows the change, so switching cards keeps working.
 */
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { PATHS } from '../../router/paths';
import { useFeature, useStores } from '../../stores/context';
import { CardServicesStore } from './CardServicesStore';
import { CardForm, useFormValues } from './components/CardForm';
import { Field } from './components/Field';
import type { PasswordForm } from './validation';
import '../../components/ui/page.css';
import './cardForms.css';

export const PASSWORD_RULES = [
  '密码为6-20位字母或数字，不能与原密码相同',
  '未修改过的密码默认为身份证号后六位',
  '原密码连续输错5次，读者证将锁定15分钟',
];

const Password = observer(function Password() {
  return (
    <div className="ui-page card-password">
      <CardGate noCard={<BindFirst />}>{() => <PasswordFormView />}</CardGate>
    </div>
  );
});

const PasswordFormView = observer(function PasswordFormView() {
  const services = useFeature(CardServicesStore);
  const { reader, env } = useStores();
  const navigate = useNavigate();
  const { values, set } = useFormValues<PasswordForm>({ oldPassword: '', newPassword: '', repeat: '' });
  return (
    <CardForm
      intro={`读者证 ${reader.readerNumber}`}
      fields={
        <>
          <Field
            id="pw-old"
            label="原密码"
            value={values.oldPassword}
            onChange={set('oldPassword')}
            placeholder="请输入原密码"
            max={20}
            type="password"
            autoComplete="current-password"
          />
          <Field
            id="pw-new"
            label="新密码"
            value={values.newPassword}
            onChange={set('newPassword')}
            placeholder="6-20位字母或数字"
            max={20}
            type="password"
            autoComplete="new-password"
          />
          <Field
            id="pw-repeat"
            label="确认新密码"
            value={values.repeat}
            onChange={set('repeat')}
            placeholder="请再次输入新密码"
            max={20}
            type="password"
            autoComplete="new-password"
          />
        </>
      }
      rules={PASSWORD_RULES.map((rule) => <li key={rule}>{rule}</li>)}
      rulesLabel="密码规则"
      submitText="确认修改"
      loading={services.password.busy}
      disabled={services.busy}
      onSubmit={() => services.password.run(values)}
      onSuccess={(result) => {
        env.ui.toast(result.message);
        navigate(PATHS.cardDetail, { replace: true });
      }}
    />
  );
});

export default Password;
