import { constant, object, orNull, ref, type Schema } from './json-schema.ts';

const cursor: Schema = {
  type: 'string',
  description:
    'Spec 4.1 rule 1: opaque; pass it back as `cursor`, never build or decode it. ' +
    'docs/api-assumptions.md: it anchors to the last row received (rule 5) and is bound to the endpoint and its filters.',
};

const BY_NAME = '`name` ascending (UTF-16 code units, docs/api-assumptions.md), then `id`';

/** The list envelope of spec 2.2, paged by the cursor of spec 4.1. There is no total count. */
function pagedList(item: string, order: string): Schema {
  return object(`Spec 2.2: a page of ${item} objects, ${order} (spec 4.1 rule 6).`, {
    object: constant('list', 'Spec 2.2: the constant `list`.'),
    data: { type: 'array', items: ref(item) },
    has_more: { type: 'boolean', description: 'Whether another page exists.' },
    next_cursor: orNull(cursor, 'The cursor of the next page; `null` on the last page.'),
  });
}

const accountList = object(`Spec 4.4: every account in one response, ${BY_NAME}; the envelope is kept.`, {
  object: constant('list', 'Spec 2.2: the constant `list`.'),
  data: { type: 'array', items: ref('Account') },
  has_more: constant(false, 'Spec 4.4: always `false`.'),
  next_cursor: constant(null, 'Spec 4.4: always `null`.'),
});

export const listSchemas: Record<string, Schema> = {
  AccountList: accountList,
  TransactionList: pagedList('Transaction', '`date` descending, then `id`'),
  ForecastList: pagedList('Forecast', '`date` descending, then `id`'),
  BankList: pagedList('Bank', BY_NAME),
  CategoryList: pagedList('Category', 'inflows before outflows, each root immediately followed by its children, siblings by `position`'),
  CounterpartyList: pagedList('Counterparty', BY_NAME),
  LabelList: pagedList('Label', BY_NAME),
};
