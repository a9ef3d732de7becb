/**
 * 添加 (/rdrnos/bind, SPEC's title), headed 绑定读者证: bind a reader card to this WeChat user.
 * The card number is normalised as typed (normalizeCode: a phone keyboard's lower case, spaces,
 * full-width letters); a wrong password's refusal (tries left, or until when) shows beside the form. The store validates and binds; the
 * card's library is the one the library system gives (card numbers are unique across libraries).
 * A plain <form> over FormList: the kit's Form pulls rc-field-form, popover and all of ahooks,
 * which would put this route far over its 40 KB budget.
 */
import { useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../components/ui/Button';
import { FormList, TextField } from '../../components/ui/FormList';
import { safeInAppPath } from '../../lib/redirect';
import { normalizeCode } from '../../api/contract/typed';
import { PATHS } from '../../router/paths';
import { useStores } from '../../stores/context';
import '../../components/ui/page.css';
import './bind.css';

export const BIND_DONE_PATH = PATHS.cards;

const Bind = observer(function Bind() {
  const { reader, env } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [rdrno, setRdrno] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    const result = await reader.bind({ rdrno, password });
    if (!result.ok) {
      // Shown once, beside the form (not also as a toast over the button).
      setError(result.message);
      return;
    }
    env.ui.toast(result.message);
    navigate(safeInAppPath(params.get('redirect_url')) ?? BIND_DONE_PATH, { replace: true });
  }

  return (
    <div className="ui-page bind">
      <h2 className="bind-title">绑定读者证</h2>
      <p className="bind-intro">绑定后即可在线借阅、续借、预约</p>
      <form className="bind-form" onSubmit={submit} noValidate>
        <FormList>
          <TextField
            id="bind-rdrno"
            label="读者证号"
            value={rdrno}
            onChange={setRdrno}
            onBlur={() => setRdrno(normalizeCode(rdrno))}
            placeholder="请输入读者证号"
            autoComplete="username"
            maxLength={32}
          />
          <TextField
            id="bind-password"
            label="读者证密码"
            type="password"
            value={password}
            onChange={setPassword}
            placeholder="请输入读者证密码"
            autoComplete="current-password"
            maxLength={32}
          />
        </FormList>
        {error ? (
          <p className="bind-error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="bind-submit">
          <Button block type="submit" busy={reader.bindAction.busy} disabled={reader.busy}>
            绑定
          </Button>
        </div>
      </form>
      <div className="bind-hints">
        <p>读者证密码默认为证件号后六位</p>
        <Link to={PATHS.cardCreate} className="bind-create">
          没有读者证？在线办证
        </Link>
      </div>
    </div>
  );
});

export default Bind;
