import { FinanceTermsInputSchema, FinanceTermsSchema } from '@nbt/validation';
import { z } from 'zod';

import { publicCache } from '../../lib/public-cache.js';
import { adminMutation, publicQuery, rest } from '../../operations/operation.js';
import { getFinanceTerms, setFinanceTerms } from './finance.service.js';

export const financeOperations = {
  financeTerms: {
    get: publicQuery({
      output: FinanceTermsSchema,
      // Kept once per data version, as the vehicles: a change of the terms moves the version.
      kept: ({ db }) =>
        publicCache(db).get('finance-terms', async () => FinanceTermsSchema.parse(await getFinanceTerms({ db }))),
      rest: rest('GET /finance-terms', "The office's finance terms", 'The terms, or null when it offers no finance', {
        description:
          'From them a vehicle for sale shows a representative example: the price less the minimum down payment, ' +
          'financed over one of the durations offered at the TAN, with its TAEG (fees included).',
      }),
    }),
  },
  admin: {
    financeTerms: {
      update: adminMutation({
        input: z.object({ terms: FinanceTermsInputSchema }),
        output: FinanceTermsSchema,
        run: setFinanceTerms,
        rest: rest('PUT /admin/finance-terms', 'State the finance terms, or none (admin)', 'The terms as stored', {
          bodyField: 'terms',
          description:
            '`tan_percent` (0-30, two decimals), `setup_fee_cents`, `monthly_fee_cents`, `months` (1-8 distinct ' +
            'durations, 6-120) and `min_down_payment_percent` (0-90); any other field is refused. `null` states ' +
            'that the office offers no finance. Recorded in the access log.',
        }),
      }),
    },
  },
};
