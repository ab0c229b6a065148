import { ACCOUNT_EXPANDS } from '../routes/accounts.ts';
import { FORECAST_EXPANDS } from '../routes/forecasts.ts';
import { TRANSACTION_EXPANDS } from '../routes/transactions.ts';
import { object, ref } from './json-schema.ts';
import type { DocumentContext, Operation } from './openapi-types.ts';
import { date, expand, forecastStatus, ids, shared, summaryCurrency, summaryGroupBy, summaryInterval } from './parameters.ts';
import { errorResponses, successResponse } from './responses.ts';

const transactionFilters = [
  shared('bank_id'),
  shared('account_id'),
  shared('category_id'),
  shared('counterparty_id'),
  shared('label_id'),
  shared('direction'),
];

const accounts: Operation = {
  operationId: 'listAccounts',
  summary: 'Every account, with its balance',
  description:
    'Spec 4.4: every account in one response, in the list envelope with `has_more` always `false`. It takes neither `limit` nor `cursor` ' +
    '(docs/api-assumptions.md: both are ignored, like any unknown parameter).',
  tags: ['Accounts'],
  parameters: [expand(ACCOUNT_EXPANDS, 'docs/api-assumptions.md')],
  responses: { '200': successResponse('The accounts.', ref('AccountList')), ...errorResponses(['invalid_expand']) },
};

const transactions: Operation = {
  operationId: 'listTransactions',
  summary: 'A page of transactions',
  description:
    'Spec 4.3: transactions, `date` descending then `id`, paged by cursor (spec 4.1). The list reports movements:' +
    ' it does not mark transfers between own accounts, excluded transactions or duplicates.' +
    ' docs/api-assumptions.md: the parameters beyond the shared filters are `limit`, `cursor` and `expand`.',
  tags: ['Transactions'],
  parameters: [
    date('from', 'Spec 4.3: the earliest booking date, inclusive.'),
    date('to', 'Spec 4.3: the latest booking date, inclusive; before `from` is 400 `invalid_parameter` on `to` (docs/api-assumptions.md).'),
    ...transactionFilters,
    shared('limit'),
    shared('cursor'),
    expand(TRANSACTION_EXPANDS, 'docs/api-assumptions.md (spec 4.3 leaves the names open)'),
  ],
  responses: {
    '200': successResponse('A page of transactions.', ref('TransactionList')),
    ...errorResponses(['invalid_parameter', 'invalid_cursor', 'limit_out_of_range', 'invalid_expand']),
  },
};

function summary(workspaceCurrency: string): Operation {
  return {
    operationId: 'getTransactionSummary',
    summary: 'Totals of the transactions, by period and at most one other dimension',
    description:
      'Spec 4.5: totals over the transactions `/transactions` lists with the same filters. Rule 2: transfers' +
      ' between own accounts, excluded transactions and duplicates are never counted, and a split transaction' +
      ' counts through its pieces only (under `category_id`, only its pieces in those categories). Rule 3: each' +
      ' amount converts to `currency` at the rate of its own date. The response shape beyond `object`, `conversion`' +
      ' and `totals` is docs/api-assumptions.md ("Summary response").',
    tags: ['Reports'],
    parameters: [
      date(
        'from',
        'Spec 4.5: the first day of the window, inclusive. The window is always explicit: docs/api-assumptions.md makes it required.',
        true,
      ),
      date('to', 'Spec 4.5: the last day of the window, inclusive; required, and not before `from`.', true),
      summaryInterval,
      summaryGroupBy,
      summaryCurrency(workspaceCurrency),
      ...transactionFilters,
    ],
    responses: {
      '200': successResponse('The summary.', ref('Summary')),
      ...errorResponses(['invalid_parameter', 'too_many_groups', 'period_too_long']),
    },
  };
}

const forecasts: Operation = {
  operationId: 'listForecasts',
  summary: 'A page of forecasts',
  description: 'Spec 4.2: forecasts that have a date, `date` descending then `id`, paged by cursor (spec 4.1).',
  tags: ['Forecasts'],
  parameters: [
    date('from', 'Spec 4.2: the earliest forecast `date`, inclusive.'),
    date(
      'to',
      'Spec 4.2: the latest forecast `date`, inclusive; before `from` is 400 `invalid_parameter` on `to` (docs/api-assumptions.md).',
    ),
    ids('category_id', 'Spec 4.2: only forecasts in these categories.'),
    ids('label_id', 'Spec 4.2: only forecasts carrying at least one of these labels.'),
    ids('counterparty_id', 'Spec 4.2: only forecasts attributed to these counterparties.'),
    shared('direction'),
    forecastStatus,
    expand(FORECAST_EXPANDS, 'Spec 4.2'),
    shared('limit'),
    shared('cursor'),
  ],
  responses: {
    '200': successResponse('A page of forecasts.', ref('ForecastList')),
    ...errorResponses(['invalid_parameter', 'invalid_cursor', 'limit_out_of_range', 'invalid_expand']),
  },
};

/** Spec 4.6 names these lists without their paths; docs/api-assumptions.md chose them. */
function referenceList(path: string, item: string, list: string): Operation {
  return {
    operationId: `list${path[0]!.toUpperCase()}${path.slice(1)}`,
    summary: `A page of ${path}`,
    description:
      `Spec 4.6: the ${path} of the workspace, in the order of spec 4.1, paged by cursor. ` +
      'docs/api-assumptions.md: the path mirrors `/accounts`; no filters and no `expand`.',
    tags: ['Reference lists'],
    parameters: [shared('limit'), shared('cursor')],
    responses: {
      '200': successResponse(`A page of ${item} objects.`, ref(list)),
      ...errorResponses(['invalid_cursor', 'limit_out_of_range']),
    },
  };
}

const description: Operation = {
  operationId: 'getOpenApiDescription',
  summary: 'This OpenAPI description',
  description:
    'docs/api-assumptions.md: the spec does not mention a machine-readable description; it is served under the base' +
    ' address like an endpoint, with the same key, rate limit and errors.',
  tags: ['Description'],
  parameters: [],
  responses: {
    '200': successResponse(
      'An OpenAPI 3.1 document.',
      object('OpenAPI 3.1.', {
        openapi: { type: 'string', pattern: '^3\\.1\\.\\d+$' },
        info: { type: 'object' },
        servers: { type: 'array' },
        security: { type: 'array' },
        tags: { type: 'array' },
        paths: { type: 'object' },
        components: { type: 'object' },
      }),
    ),
    ...errorResponses([]),
  },
};

/** Every operation the demo serves, by path under the base address. */
export function operations(context: DocumentContext): Record<string, { get: Operation }> {
  return {
    '/accounts': { get: accounts },
    '/transactions': { get: transactions },
    '/transactions/summary': { get: summary(context.workspaceCurrency) },
    '/forecasts': { get: forecasts },
    '/banks': { get: referenceList('banks', 'Bank', 'BankList') },
    '/categories': { get: referenceList('categories', 'Category', 'CategoryList') },
    '/counterparties': { get: referenceList('counterparties', 'Counterparty', 'CounterpartyList') },
    '/labels': { get: referenceList('labels', 'Label', 'LabelList') },
    '/openapi.json': { get: description },
  };
}
