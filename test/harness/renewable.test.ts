/**
 * One rule, two uses: listRdrCurLoan's renewable / renewnote say before the tap what renewBook
 * then does, for every seeded loan (a server of its own: the renewals here change the loans).
 */
import * as assert from 'uvu/assert';
import type { ElibName } from '../../src/api/contract/endpoints.js';
import { checksum } from './fuzz/snapshot.js';
import { type Client, harnessSuite } from './helpers.js';

const Loans = harnessSuite('renewable loans');

const elib = (client: Client, name: ElibName, params: Record<string, string>) => client.elib(name, params);

type LoanRow = { barcode: string; title: string; renewable: boolean; renewnote: string };

/**
 * One rule, two uses: what listRdrCurLoan says of each loan is what renewBook then does. For
 * every seeded loan of `persona`'s card: renewable loans renew, the others are refused with the
 * very note the list gave (and nothing changes).
 */
async function listAgreesWithRenewal(
  ctx: { as: (p: string) => Promise<Client>; server: { db: any } },
  persona: string,
  rdrno: string,
) {
  const client = await ctx.as(persona);
  const list = await elib(client, 'listRdrCurLoan', { rdrno });
  assert.is(list.status, '0');
  assert.ok(list.rows.length > 0, `${persona} has loans`);
  const verdicts: string[] = [];
  for (const loan of list.rows as LoanRow[]) {
    assert.is(loan.renewnote === '', loan.renewable, `${loan.title}: a note exactly when not renewable`);
    const before = checksum(ctx.server.db);
    const body = await elib(client, 'renewBook', { rdrno, barcode: loan.barcode });
    assert.is(
      body.status === '0',
      loan.renewable,
      `${loan.title}: listed ${loan.renewable}, renewBook ${body.message}`,
    );
    if (!loan.renewable) {
      assert.is(body.message, loan.renewnote, `${loan.title}: the same reason`);
      assert.is(checksum(ctx.server.db), before, `${loan.title}: refused, nothing changed`);
    }
    verdicts.push(loan.renewable ? 'renewable' : loan.renewnote);
  }
  return verdicts;
}

Loans("listRdrCurLoan's renewable agrees with renewBook for every loan of persona reader", async (ctx) => {
  const verdicts = await listAgreesWithRenewal(ctx, 'reader', 'SX100001');
  assert.equal(verdicts, [
    '该书已过期，不能续借，请尽快归还',
    '已续借1次，不能再续借。可到馆办理或按时归还',
    'renewable',
    'renewable',
    '已续借1次，不能再续借。可到馆办理或按时归还',
    '该书已被其他读者预约，不能续借，请按时归还',
  ]);
});

Loans('…and for a lost card, fines over the limit, and a loan wanted by two readers', async (ctx) => {
  assert.equal(await listAgreesWithRenewal(ctx, 'lostcard', 'SX300001'), ['读者证已挂失，请先到馆办理']);
  const fined = await listAgreesWithRenewal(ctx, 'fined', 'SX500001');
  assert.ok(
    fined.every((v) => v === '未缴罚款超过限额，请先缴纳'),
    fined.join(),
  );
  const family = await listAgreesWithRenewal(ctx, 'multicard', 'SX200001');
  assert.ok(family.includes('该书已被其他读者预约，不能续借，请按时归还'), family.join());
});

Loans.run();
