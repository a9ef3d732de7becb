/** 添加 (/rdrnos/bind): bind a reader card to this WeChat user. The store validates and binds. */
import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import '../../components/antd';
import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import Input from 'antd-mobile/es/components/input';
import Selector from 'antd-mobile/es/components/selector';
import { safeInAppPath } from '../../router/guard';
import { useStores } from '../../stores/context';
import '../../components/ui/page.css';
import './bind.css';

export const BIND_DONE_PATH = '/rdrnos/index';

interface BindValues {
  rdrno?: string;
  password?: string;
  libcode?: string[];
}

const Bind = observer(function Bind() {
  const { app, reader, env } = useStores();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [error, setError] = useState('');
  const chooseLibrary = app.libcode.length > 1;

  async function submit(values: BindValues) {
    setError('');
    const result = await reader.bind({
      rdrno: values.rdrno ?? '',
      password: values.password ?? '',
      libcode: chooseLibrary ? values.libcode?.[0] || app.current_lib?.code : undefined,
    });
    if (!result.ok) {
      setError(result.message);
      env.ui.toast(result.message);
      return;
    }
    env.ui.toast('绑定成功');
    navigate(safeInAppPath(params.get('redirect_url')) ?? BIND_DONE_PATH, { replace: true });
  }

  return (
    <div className="ui-page bind">
      <p className="bind-intro">绑定读者证后即可在线借阅、续借、预约</p>
      <Form
        className="bind-form"
        layout="horizontal"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reader.busy} disabled={reader.busy}>
            绑定
          </Button>
        }
      >
        <Form.Item name="rdrno" label="读者证号">
          <Input placeholder="请输入读者证号" clearable autoComplete="username" maxLength={32} />
        </Form.Item>
        <Form.Item name="password" label="密码">
          <Input type="password" placeholder="请输入读者证密码" clearable autoComplete="current-password" maxLength={32} />
        </Form.Item>
        {chooseLibrary ? (
          <Form.Item name="libcode" label="图书馆" layout="vertical"
            initialValue={app.current_lib ? [app.current_lib.code] : []}>
            <Selector columns={2} options={app.libcode.map((lib) => ({ label: lib.name, value: lib.code }))} />
          </Form.Item>
        ) : null}
      </Form>
      {error ? <p className="bind-error" role="alert">{error}</p> : null}
      <div className="bind-hints">
        <p>读者证密码默认为证件号后六位</p>
        <Link to="/rdrnos/create" className="bind-create">没有读者证？在线办证</Link>
      </div>
    </div>
  );
});

export default Bind;
