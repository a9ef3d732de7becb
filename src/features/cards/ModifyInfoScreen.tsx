/**
 * 修改读者证信息 (/rdrnos/modifyreadderinfo): the reader's phone, email and address, filled in from
 * the card's record. The route is kept alive: the form belongs to one card (keyed by its number),
 * so switching cards starts it afresh.
 */
import { observer } from 'mobx-react-lite';
import type { ReaderBase } from '../../api/contract';
import { BindFirst } from '../../components/BindFirst';
import { CardGate } from '../../components/CardGate';
import { useFeature, useStores } from '../../stores/context';
import { CardServicesStore } from './CardServicesStore';
import { CardForm, useFormValues } from './components/CardForm';
import { Field } from './components/Field';
import type { ContactForm } from './validation';
import '../../components/ui/page.css';
import './cardForms.css';

const ModifyInfo = observer(function ModifyInfo() {
  const { reader } = useStores();
  return (
    <div className="ui-page card-modify">
      <CardGate noCard={<BindFirst />}>
        {() => (reader.shownBase ? <ContactFormView key={reader.shownBase.rdrno} base={reader.shownBase} /> : null)}
      </CardGate>
    </div>
  );
});

const ContactFormView = observer(function ContactFormView({ base }: { base: ReaderBase }) {
  const services = useFeature(CardServicesStore);
  const { env } = useStores();
  const { values, set } = useFormValues<ContactForm>({ phone: base.phone, email: base.email, address: base.address });
  return (
    <CardForm
      intro={`${base.name}（${base.rdrno}）的联系方式，图书馆通过它们通知到书、催还和活动。`}
      fields={
        <>
          <Field
            id="info-phone"
            label="手机号码"
            value={values.phone}
            onChange={set('phone')}
            placeholder="11位手机号码"
            max={11}
            type="tel"
            autoComplete="tel"
          />
          <Field
            id="info-email"
            label="电子邮箱"
            value={values.email}
            onChange={set('email')}
            placeholder="选填"
            max={100}
            type="email"
            autoComplete="email"
          />
          <Field
            id="info-address"
            label="联系地址"
            value={values.address}
            onChange={set('address')}
            placeholder="选填，100字以内"
            max={100}
            autoComplete="street-address"
          />
        </>
      }
      rules={<li>手机号码必填；邮箱和地址可留空，留空即清除</li>}
      submitText="保存"
      loading={services.contact.busy}
      disabled={services.busy}
      onSubmit={() => services.contact.run(values)}
      onSuccess={(result) => env.ui.toast(result.message)}
    />
  );
});

export default ModifyInfo;
